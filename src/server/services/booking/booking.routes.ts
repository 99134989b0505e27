import { Hono } from 'hono'
import type { AppEnv } from '../../http/env.ts'

// SPEC §7 calls answered by the booking service.
export const bookingRoutes = new Hono<AppEnv>()
