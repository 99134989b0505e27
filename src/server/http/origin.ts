import type { Context } from 'hono'
import type { AppEnv } from './env.ts'

/** Addresses only this machine or its own network can reach: a tester's laptop or phone. */
const LOCAL_HOST =
  /^(localhost|.+\.localhost|.+\.local|127(\.\d{1,3}){3}|\[::1\]|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2})$/i

/**
 * The origin the product is reached at, for the addresses handed to payment providers (where the
 * traveller comes back to). `PUBLIC_URL` when set. Without it, the request's own origin only when
 * it names this machine or its network: the Host header is the client's to write, and a checkout
 * opened with `Host: pay-waka.evil.example` sent the traveller there after paying. Otherwise
 * localhost on our port, which leads nowhere else.
 */
export function appOrigin(c: Context<AppEnv>): string {
  const { PUBLIC_URL, PORT } = c.get('deps').config
  if (PUBLIC_URL) return PUBLIC_URL.replace(/\/+$/, '')
  const asked = new URL(c.req.url)
  return LOCAL_HOST.test(asked.hostname) ? asked.origin : `http://localhost:${PORT}`
}
