import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Database } from './database.ts'

// Migrations are modules in ./migrations, listed here in order so the bundle-free server and
// tests run the same set on PGlite and PostgreSQL.
const migrations: Record<string, Migration> = {}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`)
  }
  if (error) throw error
}
