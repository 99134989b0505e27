import { Hono } from 'hono'
import type { AppEnv } from '../../http/env.ts'

// SPEC §7 calls answered by the settings service.
export const settingsRoutes = new Hono<AppEnv>()
