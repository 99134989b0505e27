import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '#server/http/env.ts'
import { badRequest, notFound, ok } from '#server/http/respond.ts'
import { query } from '#server/http/validate.ts'
import { distanceBetween } from './distance.service.ts'
import { findPlace, pickupLocations, searchGazetteer } from './gazetteer.ts'
import { IntLike } from '#shared/contract/envelope.ts'

// SPEC §7 maps calls, answered from the offline gazetteer (issue 13) in Google's shapes where
// SPEC reads them (predictions, result.geometry.location).
export const mapsRoutes = new Hono<AppEnv>()

const Token = v.optional(v.pipe(v.string(), v.maxLength(64)))
const Input = v.object({ input: v.pipe(v.string(), v.maxLength(100)), sessionToken: Token })
const PlaceQuery = v.object({ placeId: v.pipe(v.string(), v.maxLength(120)), sessionToken: Token })
const Pair = v.object({
  origin: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  destination: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
})

mapsRoutes.get('/api/Google/autocomplete', (c) => {
  const { input } = query(c, Input)
  const predictions = searchGazetteer(input).map((p) => ({
    description: p.description,
    place_id: p.placeId,
    types: [p.kind],
    structured_formatting: { main_text: p.name, secondary_text: p.secondary },
  }))
  return ok(c, { status: predictions.length ? 'OK' : 'ZERO_RESULTS', predictions })
})

mapsRoutes.get('/api/Google/placedetails', (c) => {
  const { placeId } = query(c, PlaceQuery)
  const place = findPlace(placeId)
  if (!place) throw notFound('Place not found.')
  return ok(c, {
    status: 'OK',
    result: {
      place_id: place.placeId,
      name: place.name,
      formatted_address: `${place.description}, Nigeria`,
      geometry: { location: { lat: place.latitude, lng: place.longitude } },
    },
  })
})

mapsRoutes.get('/api/Google/getdistancewithplaceid', async (c) => {
  const { origin, destination } = query(c, Pair)
  const found = await distanceBetween(c.get('deps'), origin, destination)
  if (!found) throw badRequest('Unknown place: choose both places from the list.')
  return ok(c, {
    origin: found.from.description,
    destination: found.to.description,
    distanceKm: found.distance.km,
    durationMinutes: found.distance.minutes,
    source: found.distance.source,
  })
})

// Issue 12: the map style the pages use; null means the offline style shipped with the app.
mapsRoutes.get('/Map/config', (c) =>
  ok(c, { styleUrl: c.get('deps').config.MAP_STYLE_URL ?? null }),
)

const PickupQuery = v.object({ terminalId: v.pipe(IntLike, v.minValue(1)) })

// Issue 12 /Pickupservice: where a bus picks up for a terminal: the terminal itself and the
// districts of our gazetteer within 20 km of it (no extra charge, SPEC §9).
mapsRoutes.get('/PickupLocations', (c) => {
  const { terminalId } = query(c, PickupQuery)
  const locations = pickupLocations(terminalId)
  if (!locations) throw notFound('No such terminal.')
  return ok(c, locations)
})
