import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import type { DB } from './schema.ts'
import { tableWritesPlugin } from './table-writes.ts'

export type Database = Kysely<DB>

export interface OpenDatabase {
  db: Database
  /** 'pglite' (embedded, default) or 'postgres' (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

// DATE columns come back as 'yyyy-mm-dd' strings, not JS Dates shifted by the host's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value)
// BIGINT (kobo sums) fits in a JS number for any amount Waka handles.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value))

/**
 * Issue 9: a search spent four times longer being parsed and planned by PostgreSQL than running
 * (0.24 ms planning, 0.06 ms execution, warm). Parameterised queries go out as named prepared
 * statements, one per SQL text and connection, so each connection parses a query once and
 * PostgreSQL may keep its plan. The name is the text's hash: one text, one name.
 *
 * A text with more parameters than MOST_NAMED_PARAMETERS is a list whose length varies (a batch
 * of bookings, a long IN list): named, it would keep a plan per length on every connection, so it
 * goes unnamed and is planned each time.
 */
const statementNames = new Map<string, string>()
const MAX_NAMED_TEXTS = 2000
const MOST_NAMED_PARAMETERS = 100

function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
    if (statementNames.size < MAX_NAMED_TEXTS) statementNames.set(text, name)
  }
  return name
}

function preparePerConnection(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      values.length <= MOST_NAMED_PARAMETERS
    ) {
      return query({ name: statementName(text), text, values }, callback)
    }
    return query(text, values, callback)
  }) as typeof client.query
}

/**
 * One dialect for both engines (DESIGN §9): PGlite through its node-postgres shim, or a real
 * PostgreSQL pool. `dataDir` 'memory://' gives a throwaway embedded database.
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    // Requests wait on the database, not on the CPU (a profile under 100 connections found the
    // process idle a third of the time with 10): more connections keep PostgreSQL busy.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 })
    pool.on('connect', preparePerConnection)
    // An idle connection the server drops (restart, failover, a dropped test database) is
    // reported on the pool; unhandled, that event would crash the process.
    pool.on('error', (error) => console.error('database: idle connection lost:', error.message))
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool }),
      plugins: [tableWritesPlugin],
    })
    return { db, kind: 'postgres', close: () => db.destroy() }
  }
  const dataDir = options.dataDir
  if (!dataDir.startsWith('memory://')) {
    // PGlite's own mkdir is not recursive.
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
  }
  return embeddedDatabase(await PGlite.create(dataDir))
}

/** An embedded database already open (a test's copy of a migrated, seeded template), as Kysely. */
export function embeddedDatabase(pglite: PGlite): OpenDatabase {
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 })
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [tableWritesPlugin],
  })
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy()
      await pglite.close()
    },
  }
}
