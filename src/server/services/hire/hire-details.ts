import type { HireDetails } from '#shared/contract/booking.ts'
import type * as hires from './hire.repository.ts'

type HireRequest = Awaited<ReturnType<typeof hires.hiresOf>>[number]
type HireVehicle = Awaited<ReturnType<typeof hires.hireVehicles>>[number]

/** What a hire booked, as its ticket and its booking-status row show it (issue 13). */
export function hireDetails(request: HireRequest, vehicles: HireVehicle[]): HireDetails {
  return {
    vehicles: vehicles
      .filter((v) => v.booking_id === request.booking_id)
      .map((v) => ({ model: v.name, quantity: v.quantity })),
    roundTrip: request.hired_service_type === 1,
    sleepOver: request.is_sleep_over,
    distanceKm: request.distance_km,
  }
}
