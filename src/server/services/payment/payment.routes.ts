import { Hono } from 'hono'
import type { AppEnv } from '../../http/env.ts'

// SPEC §7 calls answered by the payment service.
export const paymentRoutes = new Hono<AppEnv>()
