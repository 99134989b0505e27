import { haversineKm } from '#shared/domain/haversine.ts'
import { ROAD_FACTOR } from '#shared/domain/hire-pricing.ts'
import type { AppDeps } from '#server/http/env.ts'
import { findPlace, type GazetteerPlace } from './gazetteer.ts'

// Road distance between two places: a routing engine's (OSRM's HTTP API, OSRM_URL) when one is
// configured and answers, otherwise the great-circle distance × ROAD_FACTOR (README, Hire).

export interface RoadDistance {
  km: number
  /** Hours at an average 60 km/h (the estimate) or the engine's own duration. */
  minutes: number
  source: 'osrm' | 'estimate'
}

export async function roadDistance(
  deps: AppDeps,
  from: GazetteerPlace,
  to: GazetteerPlace,
): Promise<RoadDistance> {
  const url = deps.config.OSRM_URL
  if (url) {
    try {
      const coords = `${from.longitude},${from.latitude};${to.longitude},${to.latitude}`
      const response = await fetch(
        `${url.replace(/\/+$/, '')}/route/v1/driving/${coords}?overview=false`,
        { signal: AbortSignal.timeout(5_000) },
      )
      const json = (await response.json()) as {
        code?: string
        routes?: { distance: number; duration: number }[]
      }
      const route = json.routes?.[0]
      if (json.code === 'Ok' && route)
        return {
          km: Math.round(route.distance / 100) / 10,
          minutes: Math.round(route.duration / 60),
          source: 'osrm',
        }
    } catch (error) {
      console.error('OSRM unavailable, estimating:', error instanceof Error ? error.message : error)
    }
  }
  const km = Math.round(haversineKm(from, to) * ROAD_FACTOR * 10) / 10
  return { km, minutes: Math.round((km / 60) * 60), source: 'estimate' }
}

/** The road distance between two place ids, or null when either is unknown. */
export async function distanceBetween(deps: AppDeps, fromId: string, toId: string) {
  const from = findPlace(fromId)
  const to = findPlace(toId)
  if (!from || !to) return null
  return { from, to, distance: await roadDistance(deps, from, to) }
}
