import { Hono } from 'hono'
import { getPath } from 'hono/utils/url'
import type { AppDeps, AppEnv } from './http/env.ts'
import { compressJson } from './http/compress.ts'
import { limitBodySize, rejectControlCharacters } from './http/edge.ts'
import { fail, RequestError } from './http/respond.ts'
import { securityHeaders } from './http/security-headers.ts'
import { mountService } from './http/mount.ts'
import { ambassadorRoutes } from './services/ambassador/ambassador.routes.ts'
import { billsRoutes } from './services/bills/bills.routes.ts'
import { bookingRoutes } from './services/booking/booking.routes.ts'
import { ticketPageRoutes } from './services/booking/ticket-page.routes.ts'
import { mapsRoutes } from './services/maps/maps.routes.ts'
import { onboardingRoutes } from './services/onboarding/onboarding.routes.ts'
import { devOutboxRoutes } from './services/onboarding/dev-outbox.routes.ts'
import { devInboxRoutes } from './services/enquiries/dev-inbox.routes.ts'
import { devAmbassadorRoutes } from './services/ambassador/dev-ambassadors.routes.ts'
import { paymentRoutes } from './services/payment/payment.routes.ts'
import { settingsRoutes } from './services/settings/settings.routes.ts'
import { walletRoutes } from './services/wallet/wallet.routes.ts'

// DESIGN §1: one sub-app per SPEC §7 "host", mounted at /api/<service>.
const services = {
  onboarding: onboardingRoutes,
  settings: settingsRoutes,
  booking: bookingRoutes,
  payment: paymentRoutes,
  maps: mapsRoutes,
  ambassador: ambassadorRoutes,
  wallet: walletRoutes,
  bills: billsRoutes,
} as const

/**
 * SPEC §7 paths match case-insensitively; static asset names (hashed) keep their case. Any Hono
 * app that serves the API (this one, or main.ts's site around it) must route with this.
 */
export function apiCaseInsensitivePath(request: Request): string {
  const path = getPath(request)
  return path.toLowerCase().startsWith('/api/') ? path.toLowerCase() : path
}

/** Builds the whole HTTP API. Tests import this and call `app.request()`. */
export function buildApp(deps: AppDeps) {
  const app = new Hono<AppEnv>({ getPath: apiCaseInsensitivePath })

  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.use('*', securityHeaders)
  app.use('/api/*', compressJson)
  app.use('/api/*', limitBodySize)
  app.use('/api/*', rejectControlCharacters)

  app.get('/api/health', (c) => c.json({ status: 'ok', time: deps.clock.now().toISOString() }))

  for (const [name, routes] of Object.entries(services)) {
    mountService(app, `/api/${name}`, routes)
  }

  // DESIGN §8: /api/dev/* (the messages outbox) exists only outside production.
  if (deps.config.NODE_ENV !== 'production') {
    mountService(app, '/api/dev', devOutboxRoutes)
    mountService(app, '/api/dev', devInboxRoutes)
    mountService(app, '/api/dev', devAmbassadorRoutes)
  }

  app.all('/api/*', (c) => fail(c, 404, 'No such call.'))
  // Issue 9: the plain-HTML ticket a confirmation message links to (outside /api: a page).
  app.route('/', ticketPageRoutes)

  app.onError((error, c) => {
    if (error instanceof RequestError)
      return fail(c, error.status, error.message, error.data, error.headers)
    console.error(error)
    return fail(c, 500, 'Error while processing your request.')
  })

  return app
}
