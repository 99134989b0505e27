import { Hono } from 'hono'
import type { AppEnv } from '#server/http/env.ts'
import { otpRoutes } from './otp.routes.ts'
import { passwordRoutes } from './password.routes.ts'
import { photoRoutes } from './photo.routes.ts'
import { profileRoutes } from './profile.routes.ts'
import { sessionRoutes } from './session.routes.ts'

// SPEC §7 calls answered by the onboarding service (DESIGN §1: Auth and profile).
export const onboardingRoutes = new Hono<AppEnv>()
  .route('/', otpRoutes)
  .route('/', sessionRoutes)
  .route('/', passwordRoutes)
  .route('/', profileRoutes)
  .route('/', photoRoutes)
