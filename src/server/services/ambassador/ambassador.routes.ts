import { Hono } from 'hono'
import type { AppEnv } from '../../http/env.ts'

// SPEC §7 calls answered by the ambassador service.
export const ambassadorRoutes = new Hono<AppEnv>()
