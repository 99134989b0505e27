import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import type { DB } from './schema.ts'

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
 * One dialect for both engines (DESIGN §9): PGlite through its node-postgres shim, or a real
 * PostgreSQL pool. `dataDir` 'memory://' gives a throwaway embedded database.
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
}): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection the server drops (restart, failover, a dropped test database) is
    // reported on the pool; unhandled, that event would crash the process.
    pool.on('error', (error) => console.error('database: idle connection lost:', error.message))
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return { db, kind: 'postgres', close: () => db.destroy() }
  }
  const dataDir = options.dataDir
  if (!dataDir.startsWith('memory://')) {
    // PGlite's own mkdir is not recursive.
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
  }
  const pglite = await PGlite.create(dataDir)
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 })
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy()
      await pglite.close()
    },
  }
}
