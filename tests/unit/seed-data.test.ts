import { describe, expect, it } from 'vitest'
import { VEHICLE_MODELS } from '#server/db/seed/fleet.ts'
import {
  POPULAR_ROUTES,
  ROUTE_DEPARTURES,
  ROUTE_FARES,
  ROUTES,
  STOPOVER,
  TRAVEL_DOCUMENT_FEES,
} from '#server/db/seed/routes.ts'
import { TERMINALS } from '#server/db/seed/terminals.ts'

// The reference data the API tests and the client rely on (DESIGN §3, SPEC §3, §4, §9).

const routeBetween = (from: number, to: number) =>
  ROUTES.find((r) => r.departure_terminal_id === from && r.destination_terminal_id === to)

describe('seed reference data', () => {
  it('has about 33 terminals with Nigerian contact details', () => {
    expect(TERMINALS.length).toBeGreaterThanOrEqual(30)
    for (const t of TERMINALS.filter((t) => t.country_code === 'NG')) {
      expect(t.phone_number).toMatch(/^0\d{10}$/)
      expect(t.email).toMatch(/^[a-z.]+@waka\.ng$/)
      expect(t.latitude).toBeGreaterThan(4)
      expect(t.latitude).toBeLessThan(14)
    }
    expect(new Set(TERMINALS.map((t) => t.name)).size).toBe(TERMINALS.length)
    expect(TERMINALS.filter((t) => t.name.includes('Palliative'))).toHaveLength(1)
  })

  it('serves every pair both ways, once, with a route name of terminal names', () => {
    const keys = ROUTES.map((r) => `${r.departure_terminal_id}-${r.destination_terminal_id}`)
    expect(new Set(keys).size).toBe(ROUTES.length)
    for (const r of ROUTES)
      expect(routeBetween(r.destination_terminal_id, r.departure_terminal_id)).toBeDefined()
    expect(routeBetween(1, 6)?.name).toBe('Lagos (Jibowu)==>Abuja (Utako)')
    expect(ROUTES.length).toBeGreaterThanOrEqual(100)
  })

  it('starts a route at every Nigerian terminal', () => {
    for (const t of TERMINALS)
      expect(ROUTES.some((r) => r.departure_terminal_id === t.id)).toBe(true)
  })

  it('keeps the documented gap: Ajah ↔ Kaduna has no bus, Jibowu ↔ Kaduna has', () => {
    expect(routeBetween(2, 30)).toBeUndefined()
    expect(routeBetween(30, 2)).toBeUndefined()
    expect(routeBetween(1, 30)).toBeDefined()
    expect(routeBetween(30, 1)).toBeDefined()
  })

  it('prices every model that runs, ₦8,000–₦45,000, in whole naira', () => {
    for (const d of ROUTE_DEPARTURES) {
      expect(
        ROUTE_FARES.some(
          (f) => f.route_id === d.route_id && f.vehicle_model_id === d.vehicle_model_id,
        ),
      ).toBe(true)
    }
    for (const f of ROUTE_FARES) {
      expect(f.fare_kobo).toBeGreaterThanOrEqual(800_000)
      expect(f.fare_kobo).toBeLessThanOrEqual(4_500_000)
      expect(f.fare_kobo % 100).toBe(0)
    }
  })

  it('runs 2–4 buses per route per day, and Benin (Akpakpava) → Iyana Ipaja at 08:15', () => {
    for (const r of ROUTES) {
      const n = ROUTE_DEPARTURES.filter((d) => d.route_id === r.id).length
      expect(n).toBeGreaterThanOrEqual(2)
      expect(n).toBeLessThanOrEqual(4)
    }
    const stopover = routeBetween(STOPOVER.from, STOPOVER.to)!
    expect(
      ROUTE_DEPARTURES.some((d) => d.route_id === stopover.id && d.departure_time === '08:15'),
    ).toBe(true)
  })

  it('uses the SPEC §4 seat layouts and fees only on international routes', () => {
    for (const m of VEHICLE_MODELS) expect([6, 8, 12, 13, 14]).toContain(m.seat_count)
    expect(new Set(VEHICLE_MODELS.map((m) => m.seat_count))).toEqual(new Set([6, 8, 12, 13, 14]))
    const international = new Set(ROUTES.filter((r) => r.is_international).map((r) => r.id))
    expect(international.size).toBe(2)
    for (const fee of TRAVEL_DOCUMENT_FEES) expect(international.has(fee.route_id)).toBe(true)
    expect(POPULAR_ROUTES.length).toBeGreaterThanOrEqual(5)
  })
})
