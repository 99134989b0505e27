import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import { messages } from '#shared/domain/messages.ts'
import type { AppDeps, AppEnv } from './env.ts'
import { fail } from './respond.ts'
import { verifyCustomerToken } from '#server/security/tokens.ts'

// Bearer access tokens for the calls of a signed-in customer (SPEC §6). Other services use:
//   app.get('/x', requireCustomer, (c) => c.get('customer').id)

export interface AuthenticatedCustomer {
  id: number
  /** The sign-in's refresh-token family (changing the password keeps this one). */
  sessionId: string
}

export type CustomerEnv = AppEnv & { Variables: { customer: AuthenticatedCustomer } }
export type MaybeCustomerEnv = AppEnv & { Variables: { customer: AuthenticatedCustomer | null } }

export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization')
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1] ?? null
}

async function customerFrom(c: Context, deps: AppDeps): Promise<AuthenticatedCustomer | null> {
  const token = bearerToken(c)
  if (!token) return null
  const verified = await verifyCustomerToken(deps, 'access', token)
  return verified && { id: verified.customerId, sessionId: verified.sessionId }
}

/** 401 'Session Expired, Please log in' (SPEC §8) unless a valid customer access token is sent. */
export const requireCustomer = createMiddleware<CustomerEnv>(async (c, next) => {
  const customer = await customerFrom(c, c.get('deps'))
  if (!customer) return fail(c, 401, messages.sessionExpired)
  c.set('customer', customer)
  await next()
})

/** Sets `customer` when a valid access token is sent, null otherwise; never refuses. */
export const optionalCustomer = createMiddleware<MaybeCustomerEnv>(async (c, next) => {
  c.set('customer', await customerFrom(c, c.get('deps')))
  await next()
})
