import type { Database } from '../db/database.ts'
import type { Clock } from '../clock.ts'
import type { Config } from '../config.ts'

/** What every request handler can reach: injected once in app.ts (STYLE habit 5). */
export interface AppDeps {
  db: Database
  clock: Clock
  config: Config
}

export type AppEnv = { Variables: { deps: AppDeps } }
