import * as v from 'valibot'
import { envelopeSchema, IntLike } from './envelope.ts'

// SPEC §3 Terminal. `terminalId` repeats `id` and `terminal` repeats `terminalName`, as SPEC
// shows both spellings; latitude/longitude serve the terminal map and check-in by location.
export const TerminalSchema = v.object({
  id: v.number(),
  terminalId: v.number(),
  terminalName: v.string(),
  terminal: v.string(),
  state: v.string(),
  logo: v.nullable(v.string()),
  address: v.string(),
  phoneNumber: v.string(),
  email: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  /** SPEC §9: 'Palliative' in a terminal name sets a special flag. */
  isPalliative: v.boolean(),
})
export type Terminal = v.InferOutput<typeof TerminalSchema>

export const TerminalListResponse = envelopeSchema(v.array(TerminalSchema))
export const TerminalResponse = envelopeSchema(TerminalSchema)

// SPEC §3 Popular route.
export const PopularRouteSchema = v.object({
  id: v.number(),
  routeName: v.string(),
  departureTerminalId: v.number(),
  destinationTerminalId: v.number(),
})
export type PopularRoute = v.InferOutput<typeof PopularRouteSchema>
export const PopularRoutesResponse = envelopeSchema(v.array(PopularRouteSchema))

// SPEC §7: GET /Route/getpopularroutes?noOfDays=5&noOfRoutes=5
export const PopularRoutesQuery = v.object({
  noOfDays: v.optional(v.pipe(IntLike, v.minValue(1), v.maxValue(365)), 5),
  noOfRoutes: v.optional(v.pipe(IntLike, v.minValue(1), v.maxValue(50)), 5),
})

// SPEC §3 Route price: one per vehicle model on the route.
export const RoutePriceSchema = v.object({
  vehicleModelName: v.string(),
  routeName: v.string(),
  amount: v.number(),
})
export type RoutePrice = v.InferOutput<typeof RoutePriceSchema>
export const RouteFaresResponse = envelopeSchema(v.array(RoutePriceSchema))

export const TerminalPairQuery = v.object({
  departureTerminalId: v.pipe(IntLike, v.minValue(1, 'choose a departure terminal')),
  destinationTerminalId: v.pipe(IntLike, v.minValue(1, 'choose a destination terminal')),
})

export const TerminalIdParam = v.pipe(IntLike, v.minValue(1, 'must be a terminal id'))
