import { Hono } from 'hono'
import type { AppEnv } from '#server/http/env.ts'

// SPEC §7 calls answered by the wallet service.
export const walletRoutes = new Hono<AppEnv>()
