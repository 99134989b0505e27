// npm run inbox -- feedback|enquiries|suggestions|ratings [count]
// Prints the latest submissions, newest first, from the database `npm start` uses (DATABASE_URL,
// or the embedded one in DATA_DIR: stop the server first, PGlite opens its folder once).
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { latest, type SubmissionKind } from '#server/services/enquiries/enquiries.repository.ts'

const KINDS: Record<string, SubmissionKind> = {
  feedback: 'feedback',
  enquiries: 'enquiry',
  suggestions: 'suggestion',
  ratings: 'rating',
}
const [which = '', countText = '20'] = process.argv.slice(2)
const kind = KINDS[which]
const count = Number(countText)
if (!kind || !Number.isInteger(count) || count < 1) {
  console.error('usage: npm run inbox -- feedback|enquiries|suggestions|ratings [count]')
  process.exit(2)
}

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
/**
 * A value as one printed line: what a traveller typed cannot start a line of its own (a forged
 * entry) or steer the terminal (tester L). Control, line-breaking and bidi characters are escaped.
 */
function shown(value: unknown): string {
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  const unsafe = (code: number) =>
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  return [...text]
    .map((c) =>
      unsafe(c.charCodeAt(0)) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c,
    )
    .join('')
}

try {
  await migrateToLatest(database.db)
  const rows = await latest(database.db, kind, count)
  if (rows.length === 0) console.log(`No ${which} yet.`)
  for (const row of rows) {
    const when =
      row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at)
    const fields = Object.entries(row)
      .filter(
        ([key, value]) => key !== 'id' && key !== 'created_at' && value !== null && value !== '',
      )
      .map(([key, value]) => `  ${key}: ${shown(value)}`)
    console.log(`#${String(row.id)}  ${when}\n${fields.join('\n')}\n`)
  }
} finally {
  await database.close()
}
