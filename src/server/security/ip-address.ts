import { isIP } from 'node:net'

/**
 * One spelling per address: an IPv4 address as Node reports it on a socket listening on '::'
 * (`::ffff:10.0.0.1`) is written as IPv4 (`10.0.0.1`), the way an operator writes a proxy's
 * address and proxies write X-Forwarded-For (tester M: TRUST_PROXY=10.0.0.1 never matched).
 */
export function plainIp(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address.trim())
  return mapped ? mapped[1]! : address.trim()
}

/**
 * TRUST_PROXY's two forms (README, Configuration): a hop count, 0 meaning no proxy, or the
 * proxies' addresses separated by commas. Null for anything else.
 */
export function parseTrustProxy(value: string): { hops: number } | { proxies: Set<string> } | null {
  if (/^\s*\d+\s*$/.test(value)) return { hops: Number(value) }
  const addresses = value.split(',').map(plainIp)
  if (addresses.some((a) => isIP(a) === 0)) return null
  return { proxies: new Set(addresses) }
}
