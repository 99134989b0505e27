import { describe, expect, it } from 'vitest'
import { haversineKm } from '#shared/domain/haversine.ts'

// Known great-circle distances (km), rounded: the check-in limit (300 km) and hire distances
// rest on this one implementation.
const pairs: [string, [number, number], [number, number], number][] = [
  ['London → Paris', [51.5074, -0.1278], [48.8566, 2.3522], 344],
  ['Lagos (Jibowu) → Ibadan', [6.5165, 3.3695], [7.3775, 3.947], 114],
  ['Abuja → Kano', [9.0579, 7.4951], [12.0022, 8.592], 348],
  ['Lagos → Port Harcourt', [6.5244, 3.3792], [4.8156, 7.0498], 445],
  ['Enugu → Onitsha', [6.4584, 7.5464], [6.1413, 6.8029], 89],
]

describe('haversineKm against known city pairs', () => {
  it.each(pairs)('%s ≈ %i km', (_name, [aLat, aLng], [bLat, bLng], km) => {
    const got = haversineKm(
      { latitude: aLat, longitude: aLng },
      { latitude: bLat, longitude: bLng },
    )
    expect(Math.abs(got - km)).toBeLessThan(km * 0.02)
  })
})
