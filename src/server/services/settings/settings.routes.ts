import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import {
  PopularRoutesQuery,
  TerminalIdParam,
  TerminalPairQuery,
} from '#shared/contract/settings.ts'
import * as messages from '#shared/domain/messages.ts'
import type { AppEnv } from '#server/http/env.ts'
import { ok } from '#server/http/respond.ts'
import { parse, query } from '#server/http/validate.ts'
import * as settings from './settings.service.ts'
import { enquiryRoutes } from '#server/services/enquiries/enquiries.routes.ts'

// SPEC §7 calls answered by the settings service. Paths are matched lower-cased (mount.ts), so
// path parameter names are written in lower case here.

// SPEC §9: terminal lists are cached 30 minutes, popular routes once a day.
const TERMINAL_CACHE = 'public, max-age=1800'
const POPULAR_CACHE = 'public, max-age=86400'

const CountryCodeParam = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[a-z]{2,3}$/i, 'must be a country code'),
)

export const settingsRoutes = new Hono<AppEnv>()

// SPEC §1 'Book a flight': the partner page, set at run time by FLIGHT_PARTNER_URL (tester M: it
// was read and never served); null: the client's build-time VITE_FLIGHT_PARTNER_URL, if any.
settingsRoutes.get('/Partner/flights', (c) =>
  ok(c, { url: c.get('deps').config.FLIGHT_PARTNER_URL ?? null }),
)

settingsRoutes.get('/Terminal/DepartureTerminalsByCountryCode/:code', async (c) => {
  const code = parse(CountryCodeParam, c.req.param('code'))
  const terminals = await settings.departureTerminals(c.get('deps'), code)
  return ok(c, terminals, undefined, { 'cache-control': TERMINAL_CACHE })
})

settingsRoutes.get('/Terminal/GetDestinationTerminals/:id', async (c) => {
  const id = parse(TerminalIdParam, c.req.param('id'))
  const terminals = await settings.destinationTerminals(c.get('deps'), id)
  return ok(c, terminals, undefined, { 'cache-control': TERMINAL_CACHE })
})

settingsRoutes.get('/terminal/:id', async (c) => {
  const id = parse(TerminalIdParam, c.req.param('id'))
  const terminal = await settings.terminal(c.get('deps'), id)
  return ok(c, terminal, undefined, { 'cache-control': TERMINAL_CACHE })
})

settingsRoutes.get('/Route/getpopularroutes', async (c) => {
  const { noOfRoutes } = query(c, PopularRoutesQuery)
  const routes = await settings.popularRoutes(c.get('deps'), noOfRoutes)
  return ok(c, routes, undefined, { 'cache-control': POPULAR_CACHE })
})

async function answerFares(c: Context<AppEnv>, input: unknown) {
  const pair = parse(TerminalPairQuery, input)
  const fares = await settings.routeFares(
    c.get('deps'),
    pair.departureTerminalId,
    pair.destinationTerminalId,
  )
  // SPEC §2 Route prices: an empty list is an answer, not an error; the client shows the text.
  return ok(c, fares, fares.length > 0 ? 'Successful' : messages.noPriceFound)
}

// SPEC §7: the terminal pair comes as path segments or as a query.
settingsRoutes.get('/Fares/GetRouteFares/:departureterminalid/:destinationterminalid', (c) =>
  answerFares(c, {
    departureTerminalId: c.req.param('departureterminalid'),
    destinationTerminalId: c.req.param('destinationterminalid'),
  }),
)

settingsRoutes.get('/Fares/GetRouteFares', (c) => answerFares(c, query(c, TerminalPairQuery)))

// SPEC §7 Other: feedback, partner enquiries, route suggestions and ratings.
settingsRoutes.route('/', enquiryRoutes)
