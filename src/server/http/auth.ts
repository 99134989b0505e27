import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import * as messages from '#shared/domain/messages.ts'
import type { AppDeps, AppEnv } from './env.ts'
import { fail } from './respond.ts'
import { verifyCustomerToken, verifyToken } from '#server/security/tokens.ts'

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

/**
 * Sets `customer` when a valid access token is sent, null for a guest: no token, or the
 * application token a client without a customer session holds (SPEC §4). A customer token that
 * is sent but refused (expired, signed out, not ours) answers 401 'Session Expired, Please log
 * in', as on requireCustomer: taken as a guest, a signed-in checkout lost its discount and was
 * refused as a wrong fare (tester Q), and the client never learnt that its session had ended.
 */
export const optionalCustomer = createMiddleware<MaybeCustomerEnv>(async (c, next) => {
  const deps = c.get('deps')
  const token = bearerToken(c)
  const customer = await customerFrom(c, deps)
  if (token && !customer && !(await verifyToken(deps, 'application', token))) {
    return fail(c, 401, messages.sessionExpired)
  }
  c.set('customer', customer)
  await next()
})
