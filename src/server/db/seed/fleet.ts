import type { VehicleModelsTable } from '#server/db/schema.ts'

// SPEC §3 vehicle models (the name picks the client's image) with the seat layouts of SPEC §4.
// `fareFactor` prices the comfort of a model relative to the Hiace.
export const VEHICLE_MODELS: (VehicleModelsTable & { fareFactor: number })[] = [
  { id: 1, name: 'Hiace', seat_count: 14, vehicle_name: 'Toyota Hiace', fareFactor: 1 },
  { id: 2, name: 'Hiace X', seat_count: 13, vehicle_name: 'Toyota Hiace X', fareFactor: 1.1 },
  { id: 3, name: 'Premium', seat_count: 12, vehicle_name: 'Premium Executive', fareFactor: 1.15 },
  { id: 4, name: 'Waka PRO', seat_count: 8, vehicle_name: 'Waka PRO Executive', fareFactor: 1.25 },
  { id: 5, name: 'Sienna', seat_count: 6, vehicle_name: 'Toyota Sienna', fareFactor: 1.2 },
  {
    id: 6,
    name: 'Toyota (Sienna)',
    seat_count: 8,
    vehicle_name: 'Toyota Sienna XLE',
    fareFactor: 1.2,
  },
]

export const HIACE = 1
/** Models that take a route's second, third and fourth departures, in rotation. */
export const ROTATION = [2, 3, 4, 5, 6]

/** SPEC §9 fares in naira: by distance, ₦8,000–₦45,000, rounded to ₦500. */
export function fareKobo(distanceKm: number, fareFactor: number): number {
  const naira = (6000 + 40 * distanceKm) * fareFactor
  const rounded = Math.round(naira / 500) * 500
  return Math.min(45_000, Math.max(8_000, rounded)) * 100
}
