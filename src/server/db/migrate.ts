import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Database } from './database.ts'
import * as referenceData from './migrations/0001-reference-data.ts'
import * as tripsAndSeats from './migrations/0002-trips-and-seats.ts'
import * as accounts from './migrations/0100-accounts.ts'
import * as bookingsAndPayments from './migrations/0200-bookings-and-payments.ts'
import * as enquiries from './migrations/0400-enquiries.ts'
import * as wallet from './migrations/0500-wallet.ts'
import * as bills from './migrations/0600-bills.ts'
import * as hire from './migrations/0700-hire.ts'
import * as tracking from './migrations/0800-tracking.ts'
import * as unloggedCounters from './migrations/0900-unlogged-counters.ts'
import * as secondPayments from './migrations/1000-second-payments.ts'
import * as bookingRequestKeys from './migrations/1100-booking-request-keys.ts'
import * as billSecondPayments from './migrations/1200-bill-second-payments.ts'
import * as requestKeyFingerprints from './migrations/1300-request-key-fingerprints.ts'
import * as refreshTokenSuccessors from './migrations/1400-refresh-token-successors.ts'
import * as enquiriesCatchUp from './migrations/1450-enquiries-catch-up.ts'
import * as reconciliationRounds from './migrations/1600-reconciliation-rounds.ts'
import * as bookingGateways from './migrations/1610-booking-gateways.ts'
import * as noBusCashBack from './migrations/1620-no-bus-cash-back.ts'
import * as secondCheckouts from './migrations/1700-second-checkouts.ts'

// Migrations are modules in ./migrations, listed here in order so the bundle-free server and
// tests run the same set on PGlite and PostgreSQL.
const migrations: Record<string, Migration> = {
  '0001-reference-data': referenceData,
  '0002-trips-and-seats': tripsAndSeats,
  '0100-accounts': accounts,
  '0200-bookings-and-payments': bookingsAndPayments,
  '0400-enquiries': enquiries,
  '0500-wallet': wallet,
  '0600-bills': bills,
  '0700-hire': hire,
  '0800-tracking': tracking,
  '0900-unlogged-counters': unloggedCounters,
  '1000-second-payments': secondPayments,
  '1100-booking-request-keys': bookingRequestKeys,
  '1200-bill-second-payments': billSecondPayments,
  '1300-request-key-fingerprints': requestKeyFingerprints,
  '1400-refresh-token-successors': refreshTokenSuccessors,
  '1450-enquiries-catch-up': enquiriesCatchUp,
  '1600-reconciliation-rounds': reconciliationRounds,
  '1610-booking-gateways': bookingGateways,
  '1620-no-bus-cash-back': noBusCashBack,
  '1700-second-checkouts': secondCheckouts,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`)
  }
  if (error) throw error
}
