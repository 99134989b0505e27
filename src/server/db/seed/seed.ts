import type { Database } from '../database.ts'
import type { Clock } from '../../clock.ts'

/** Idempotent reference data and trip schedule (DESIGN §3): safe to run on every start. */
export async function seed(_db: Database, _clock: Clock): Promise<void> {}
