import { Hono } from 'hono'
import type { AppEnv } from '#server/http/env.ts'

// SPEC §7 calls answered by the bills service.
export const billsRoutes = new Hono<AppEnv>()
