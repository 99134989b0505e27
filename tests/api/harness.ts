import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '#server/app.ts'
import type { AppDeps } from '#server/http/env.ts'
import { fixedClock, type Clock } from '#server/clock.ts'
import { loadConfig } from '#server/config.ts'
import { embeddedDatabase, openDatabase, type OpenDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { seed } from '#server/db/seed/seed.ts'

/** The engine the API suite runs on: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

/** A fixed "now" for tests: noon in Lagos, so date windows are stable. */
export const TEST_NOW = '2026-11-22T11:00:00Z'

export interface Harness {
  app: ReturnType<typeof buildApp>
  database: OpenDatabase
  clock: Clock
  /** What the app was built with, for calling a job or a service directly (db, clock, config). */
  deps: AppDeps
  /** JSON request helper: returns status and parsed body. */
  call: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any }>
  close: () => Promise<void>
}

/**
 * A fresh, migrated and seeded database and the real Hono app over it. On PostgreSQL each
 * harness gets a database of its own, dropped on close, so test files never share state.
 */
export async function createHarness(
  options: {
    now?: string
    /** A clock the test moves itself (OTP and token expiry); overrides `now`. */
    clock?: Clock
    /** Extra environment for loadConfig, e.g. { SMTP_URL, GOOGLE_CLIENT_ID }. */
    env?: Record<string, string>
  } = {},
): Promise<Harness> {
  const clock = options.clock ?? fixedClock(options.now ?? TEST_NOW)
  let dropDatabase = async () => {}
  let database: OpenDatabase
  const baseUrl = process.env.TEST_DATABASE_URL
  if (baseUrl) {
    const name = `waka_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' })
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: baseUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    }
    await migrateToLatest(database.db)
    await seed(database.db, clock)
  } else {
    database = await seededPglite(clock)
  }
  // Tests give each caller its own address the way a proxy in front would (TRUST_PROXY=1).
  const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1', ...options.env })
  const deps: AppDeps = { db: database.db, clock, config }
  const app = buildApp(deps)

  const call: Harness['call'] = async (method, path, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...headers } }
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body)
      ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
    }
    const res = await app.request(path, init)
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON: leave as text
    }
    return { status: res.status, body: parsed }
  }

  return {
    app,
    database,
    clock,
    deps,
    call,
    close: async () => {
      await database.close()
      await dropDatabase()
    },
  }
}

/**
 * A migrated and seeded PGlite database. Every harness seeded at the same "now" starts from the
 * same data, and building it (initdb, migrations, seed) took 3–5 s, most of a small test file's
 * time: the first harness of a run at each "now" saves its data directory in the run's folder
 * (api-templates.ts makes it and removes it when the run ends); later ones, in any file or
 * worker, load that copy.
 */
async function seededPglite(clock: Clock): Promise<OpenDatabase> {
  const template = path.join(inject('apiTemplates'), `${clock.now().toISOString()}.tar`)
  if (existsSync(template)) {
    const loadDataDir = new Blob([await readFile(template)])
    return embeddedDatabase(await PGlite.create({ loadDataDir }))
  }
  const pglite = await PGlite.create('memory://')
  const database = embeddedDatabase(pglite)
  await migrateToLatest(database.db)
  await seed(database.db, clock)
  // Written aside and renamed, so a worker never loads half a file another is writing.
  const partial = `${template}.${process.pid}`
  await writeFile(partial, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()))
  await rename(partial, template)
  return database
}

/** Every API route the app answers (its path with the parameters named), each method once. */
export function apiRoutes(h: Harness) {
  const seen = new Set<string>()
  return h.app.routes.filter((r) => {
    const key = `${r.method} ${r.path}`
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*') || seen.has(key))
      return false
    seen.add(key)
    return true
  })
}
