import { Hono } from 'hono'
import type { AppEnv } from '#server/http/env.ts'
import { gatewaysRoutes } from './gateways.routes.ts'
import { initializeRoutes } from './initialize.routes.ts'
import { processRoutes } from './process.routes.ts'
import { sandboxRoutes } from './sandbox.routes.ts'
import { webhookRoutes } from './webhooks.routes.ts'

// SPEC §7 calls answered by the payment service, plus the sandbox checkout and webhooks.
export const paymentRoutes = new Hono<AppEnv>()

paymentRoutes.route('/', gatewaysRoutes)
paymentRoutes.route('/', initializeRoutes)
paymentRoutes.route('/', processRoutes)
paymentRoutes.route('/', sandboxRoutes)
paymentRoutes.route('/', webhookRoutes)
