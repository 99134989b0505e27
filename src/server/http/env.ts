import type { Database } from '#server/db/database.ts'
import type { Clock } from '#server/clock.ts'
import type { Config } from '#server/config.ts'
import type { MessageSender } from '#server/providers/messages/message-sender.ts'

/** What every request handler can reach: injected once in app.ts (STYLE habit 5). */
export interface AppDeps {
  db: Database
  clock: Clock
  config: Config
  /** Optional: when absent, providers/messages/messages.ts picks one from config. */
  messages?: MessageSender
  /** Live positions to socket.io subscribers (set once realtime.ts is attached). */
  live?: { publish: (imei: string, position: LivePosition) => void }
}

export interface LivePosition {
  latitude: number
  longitude: number
  speed: number
  at: string
}

export type AppEnv = { Variables: { deps: AppDeps } }
