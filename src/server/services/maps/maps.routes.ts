import { Hono } from 'hono'
import type { AppEnv } from '#server/http/env.ts'

// SPEC §7 calls answered by the maps service.
export const mapsRoutes = new Hono<AppEnv>()
