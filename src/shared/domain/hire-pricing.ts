// Vehicle hire prices (SPEC §9) and the tariff behind them (ours: SPEC gives no tariff).

/** Road distance from the great-circle distance when no routing engine is set (OSRM_URL). */
export const ROAD_FACTOR = 1.3

export interface HireTariff {
  modelId: number
  /** Kobo per road kilometre, one way. */
  perKmKobo: number
  /** The least a one-way hire of the model costs, in kobo. */
  minimumKobo: number
  /** Keeping the bus and driver overnight ('Retain bus for the night?'), in kobo. */
  sleepOverKobo: number
  /** How many of the model the hire fleet has each day. */
  fleet: number
}

// Per model of the seeded fleet (fleet.ts): a Hiace at ₦650/km with a ₦60,000 minimum, and the
// more comfortable models dearer per kilometre.
export const HIRE_TARIFFS: HireTariff[] = [
  { modelId: 1, perKmKobo: 650_00, minimumKobo: 60_000_00, sleepOverKobo: 25_000_00, fleet: 6 },
  { modelId: 2, perKmKobo: 700_00, minimumKobo: 65_000_00, sleepOverKobo: 25_000_00, fleet: 4 },
  { modelId: 3, perKmKobo: 800_00, minimumKobo: 75_000_00, sleepOverKobo: 30_000_00, fleet: 3 },
  { modelId: 4, perKmKobo: 900_00, minimumKobo: 85_000_00, sleepOverKobo: 35_000_00, fleet: 2 },
  { modelId: 5, perKmKobo: 550_00, minimumKobo: 45_000_00, sleepOverKobo: 20_000_00, fleet: 3 },
]

export function tariffOf(modelId: number): HireTariff | undefined {
  return HIRE_TARIFFS.find((t) => t.modelId === modelId)
}

/** One vehicle, one way: per-km × road km, at least the minimum, rounded up to ₦1,000. */
export function hireFareKobo(tariff: HireTariff, roadKm: number): number {
  const raw = Math.max(tariff.minimumKobo, Math.round(roadKm * tariff.perKmKobo))
  return Math.ceil(raw / 1000_00) * 1000_00
}

export interface HireLine {
  fareKobo: number
  sleepOverKobo: number
  vehicles: number
}

/**
 * SPEC §9: one way = fare × vehicles; round trip = 2 × fare plus the sleepover price (when the
 * bus is retained) × vehicles.
 */
export function hireTotalKobo(lines: HireLine[], roundTrip: boolean, sleepOver: boolean): number {
  return lines.reduce((sum, line) => {
    const each = roundTrip
      ? 2 * line.fareKobo + (sleepOver ? line.sleepOverKobo : 0)
      : line.fareKobo
    return sum + each * line.vehicles
  }, 0)
}

/** SPEC §5: 0 to 3 of each vehicle type. */
export const MAX_VEHICLES_PER_TYPE = 3

/** The buses of a hire in words: '2 × Toyota Hiace, 1 × Sienna'. */
export function hiredBuses(vehicles: { model: string; quantity: number }[]): string {
  return vehicles.map((v) => `${v.quantity} × ${v.model}`).join(', ')
}
