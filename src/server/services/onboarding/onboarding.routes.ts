import { Hono } from 'hono'
import type { AppEnv } from '../../http/env.ts'

// SPEC §7 calls answered by the onboarding service.
export const onboardingRoutes = new Hono<AppEnv>()
