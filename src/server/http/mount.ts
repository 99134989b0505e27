import type { Hono } from 'hono'
import type { AppEnv } from './env.ts'

/**
 * Mounts a service sub-app at `/api/<service>` with every path lower-cased. The root app lower-cases
 * incoming paths too (see app.ts), so SPEC §7 paths match whatever their case
 * (`/Booking/limited` = `/booking/limited`). Path parameters therefore arrive lower-cased:
 * services treat references and e-mails case-insensitively.
 */
export function mountService(root: Hono<AppEnv>, prefix: string, service: Hono<AppEnv>) {
  for (const route of service.routes) {
    const path = `${prefix}${route.path === '/' ? '' : route.path}`.toLowerCase()
    root.on(route.method, path, route.handler)
  }
}
