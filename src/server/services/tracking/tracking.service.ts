import { haversineKm } from '#shared/domain/haversine.ts'
import { ROAD_FACTOR } from '#shared/domain/hire-pricing.ts'
import { trackingInvalid } from '#shared/domain/tracking-messages.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest, notFound, RequestError } from '#server/http/respond.ts'
import { ticketToken, ticketTokenMatches } from '#server/security/ticket-link.ts'
import * as tracking from './tracking.repository.ts'

// Issue 12 live tracking. Each bus trip's tracking device has an IMEI-like id made from its trip
// id (route, day, time, model), so any process finds the trip from it. Positions come from the
// device when it reported lately, otherwise from a simulator that moves the bus along its route
// at a realistic speed between its departure and its arrival.

/** Average coach speed on Nigerian highways, km/h (the simulator's and the ETA's). */
export const AVERAGE_KMH = 65
/** A device report older than this is stale: the simulator takes over again. */
const FRESH_MS = 2 * 60_000
/** A shared tracking link stops working this long after arrival. */
const SHARE_GRACE_MS = 60 * 60_000

export function imeiOf(tripId: string): string | null {
  const m = /^T-(\d{1,3})-(\d{8})-(\d{4})-(\d)$/.exec(tripId)
  return m ? `${m[1]!.padStart(3, '0')}${m[2]}${m[3]}${m[4]}` : null
}

export function tripIdOf(imei: string): string | null {
  const m = /^(\d{3})(\d{8})(\d{4})(\d)$/.exec(imei.trim())
  return m ? `T-${Number(m[1])}-${m[2]}-${m[3]}-${m[4]}` : null
}

export interface Tracked {
  vehicleImei: string
  route: string
  status: 'not-departed' | 'on-the-way' | 'arrived'
  estimatedTimeOfArrival: string
  departureTime: string
  departureTerminalResponse: { latitude: number; longitude: number; name: string }
  destinationTerminalResponse: { latitude: number; longitude: number; name: string }
  location: {
    latitude: number
    longitude: number
    speed: number
    at: string
    source: 'device' | 'simulated'
  }
}

function simulate(trip: tracking.TripRow, now: Date) {
  const from = { latitude: trip.dep_lat, longitude: trip.dep_lng }
  const to = { latitude: trip.dest_lat, longitude: trip.dest_lng }
  const roadKm = haversineKm(from, to) * ROAD_FACTOR
  const departure = new Date(trip.departure_at).getTime()
  const arrival = departure + (roadKm / AVERAGE_KMH) * 3_600_000
  const t = now.getTime()
  const f = Math.min(1, Math.max(0, (t - departure) / (arrival - departure)))
  const moving = f > 0 && f < 1
  return {
    arrival,
    status: (f <= 0 ? 'not-departed' : f >= 1 ? 'arrived' : 'on-the-way') as Tracked['status'],
    latitude: from.latitude + (to.latitude - from.latitude) * f,
    longitude: from.longitude + (to.longitude - from.longitude) * f,
    // 55–75 km/h on the way, changing smoothly minute by minute.
    speed: moving ? Math.round(AVERAGE_KMH + 10 * Math.sin(t / 60_000)) : 0,
  }
}

export async function trackTrip(deps: AppDeps, tripId: string): Promise<Tracked | null> {
  const trip = await tracking.tripWithTerminals(deps.db, tripId)
  const imei = imeiOf(tripId)
  if (!trip || !imei) return null
  const now = deps.clock.now()
  const sim = simulate(trip, now)
  const device = await tracking.latestPosition(deps.db, imei)
  const fresh = device && now.getTime() - new Date(device.reported_at).getTime() < FRESH_MS
  const location = fresh
    ? {
        latitude: device.latitude,
        longitude: device.longitude,
        speed: device.speed,
        at: new Date(device.reported_at).toISOString(),
        source: 'device' as const,
      }
    : {
        latitude: sim.latitude,
        longitude: sim.longitude,
        speed: sim.speed,
        at: now.toISOString(),
        source: 'simulated' as const,
      }
  // From a device: what is left at the average speed; simulated: the simulator's arrival.
  const left =
    haversineKm(location, { latitude: trip.dest_lat, longitude: trip.dest_lng }) * ROAD_FACTOR
  const eta = fresh ? now.getTime() + (left / AVERAGE_KMH) * 3_600_000 : sim.arrival
  // A bus its device reports moving is on the way, whatever the timetable says (it left early,
  // or arrives late): the page said 'Not left yet' beside a bus at 60 km/h.
  const status = fresh && device.speed > 0 ? 'on-the-way' : sim.status
  return {
    vehicleImei: imei,
    route: trip.route_name,
    status,
    estimatedTimeOfArrival: new Date(eta).toISOString(),
    departureTime: new Date(trip.departure_at).toISOString(),
    departureTerminalResponse: {
      latitude: trip.dep_lat,
      longitude: trip.dep_lng,
      name: trip.dep_name,
    },
    destinationTerminalResponse: {
      latitude: trip.dest_lat,
      longitude: trip.dest_lng,
      name: trip.dest_name,
    },
    location,
  }
}

/** SPEC §7 GET /AutoTrack/vehicletrip (vehicleImei). */
export async function trackImei(deps: AppDeps, imei: string) {
  const tripId = tripIdOf(imei)
  const tracked = tripId ? await trackTrip(deps, tripId) : null
  if (!tracked) throw notFound(trackingInvalid)
  return tracked
}

/** Track by booking: the leg on the road now, else the next one, else the last. */
export async function trackBooking(deps: AppDeps, reference: string) {
  const trips = await tracking.bookingTrips(deps.db, reference)
  if (trips.length === 0 || trips[0]!.status !== 1) throw notFound(trackingInvalid)
  const legs = [...new Map(trips.map((t) => [t.leg, t])).values()]
  // Each leg as it is now (a round trip has two): the first not yet arrived. A leg that left in
  // the last 24 hours was taken for the one on the road, so a traveller whose way out arrived in
  // the morning was shown it 'Arrived', not the bus back that evening.
  let tracked: Tracked | null = null
  for (const leg of legs) {
    tracked = await trackTrip(deps, leg.vehicle_trip_id)
    if (tracked && tracked.status !== 'arrived') return tracked
  }
  return tracked!
}

// The share link for next of kin: /track-bus?share=<reference>.<mac>. Read-only, unguessable
// (an HMAC), and refused once the bus has arrived an hour ago.
export async function shareToken(deps: AppDeps, reference: string) {
  return `${reference.toUpperCase()}.${await ticketToken(deps, `track:${reference}`)}`
}

export async function trackShared(deps: AppDeps, token: string) {
  const [typedReference, mac] = token.split('.')
  if (!typedReference || !mac) throw badRequest(trackingInvalid)
  // API paths arrive lower-cased (mount.ts): the MAC is compared without case (still ~115 bits).
  const reference = typedReference.toUpperCase()
  if (!(await ticketTokenMatches(deps, `track:${reference}`, mac, { ignoreCase: true })))
    throw notFound(trackingInvalid)
  const tracked = await trackBooking(deps, reference)
  const over = new Date(tracked.estimatedTimeOfArrival).getTime() + SHARE_GRACE_MS
  if (tracked.status === 'arrived' && deps.clock.now().getTime() > over)
    throw new RequestError(410, 'This trip has ended: the tracking link has expired.')
  return tracked
}

/** The token a bus's device signs its reports with (given to the device when it is fitted). */
export async function deviceToken(deps: AppDeps, imei: string) {
  return ticketToken(deps, `device:${imei}`)
}

export async function ingestPosition(
  deps: AppDeps,
  token: string,
  report: { imei: string; latitude: number; longitude: number; speed: number },
) {
  if (!(await ticketTokenMatches(deps, `device:${report.imei}`, token)))
    throw new RequestError(401, 'Unknown device.')
  if (!tripIdOf(report.imei)) throw badRequest(trackingInvalid)
  const at = deps.clock.now()
  await tracking.savePosition(deps.db, { ...report, at })
  const position = {
    latitude: report.latitude,
    longitude: report.longitude,
    speed: report.speed,
    at: at.toISOString(),
  }
  deps.live?.publish(report.imei)
  return position
}
