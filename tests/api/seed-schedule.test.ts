import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixedClock } from '#server/clock.ts'
import { seed } from '#server/db/seed/seed.ts'
import { createHarness, TEST_NOW, type Harness } from './harness.ts'

// DESIGN §3 / jobs.ts: the seed is idempotent and rolls the 28-day schedule forward.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

async function schedule() {
  const row = await h.database.db
    .selectFrom('vehicle_trips')
    .select((eb) => [
      eb.fn.countAll<number>().as('trips'),
      eb.fn.min('departure_date').as('first'),
      eb.fn.max('departure_date').as('last'),
    ])
    .executeTakeFirstOrThrow()
  return { ...row, trips: Number(row.trips) }
}

async function departuresPerDay() {
  const row = await h.database.db
    .selectFrom('route_departures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('seed', () => {
  it('covers every Lagos day from today to today + 28, and the day that enters it at midnight', async () => {
    const perDay = await departuresPerDay()
    expect(await schedule()).toEqual({
      trips: perDay * 30,
      first: '2026-11-22',
      last: '2026-12-21',
    })
  })

  it('adds nothing when run again', async () => {
    const before = await schedule()
    expect(await seed(h.database.db, h.clock)).toBe(0)
    expect(await schedule()).toEqual(before)
    const terminals = await h.database.db.selectFrom('terminals').select('id').execute()
    expect(terminals).toHaveLength(33)
  })

  it('rolls forward: three days later adds exactly the three new days', async () => {
    const before = await schedule()
    const perDay = await departuresPerDay()
    const later = fixedClock(new Date(Date.parse(TEST_NOW) + 3 * 24 * 60 * 60 * 1000).toISOString())
    expect(await seed(h.database.db, later)).toBe(perDay * 3)
    expect(await schedule()).toEqual({
      trips: before.trips + perDay * 3,
      first: '2026-11-22',
      last: '2026-12-24',
    })
    expect(await seed(h.database.db, later)).toBe(0)
  })
})
