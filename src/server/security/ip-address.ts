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
 * The address in one X-Forwarded-For entry, as proxies write it: bare, or with the port the
 * client came from (`41.63.7.1:40001`, `[2c0f:f5c0::99]:443`: tester V, each port was counted as
 * an address of its own). Undefined when the entry holds no address.
 */
export function forwardedIp(entry: string): string | undefined {
  const trimmed = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(trimmed)
  const address = plainIp(bracketed?.[1] ?? v4WithPort?.[1] ?? trimmed)
  return isIP(address) === 0 ? undefined : address
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

/**
 * What a per-address limit counts: an IPv4 address, or the /64 network of an IPv6 one. A home or
 * phone is given a whole /64, and picks any address in it at will, so counting each address gave
 * one host an endless supply of fresh buckets (tester L: unpaid bookings from one /64 were
 * unlimited).
 */
export function limitedUnit(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const groups = (part: string) => (part ? part.split(':') : [])
  const left = groups(head)
  // An IPv4 tail (64:ff9b::1.2.3.4) stands for two groups.
  const right = groups(tail ?? '').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const all =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${all
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
