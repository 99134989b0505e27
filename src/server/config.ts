import * as v from 'valibot'
import { parseTrustProxy } from './security/ip-address.ts'

// Every environment variable the server reads, parsed once (DESIGN §8). Defaults make a fresh
// machine work with no configuration at all. A bad value stops the start with one line naming
// the variable (tester M: a typo in SMTP_URL, REDIS_URL or PORT used to pass here and break
// later). Messages never repeat the value: URLs and keys may hold secrets.

/** A whole number from `min` to `max`, written in digits. */
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  )
}

/** A URL naming a host, whose scheme is one of `schemes` ('smtp', 'smtps'). */
const urlOf = (...schemes: string[]) => {
  const message = `must be a URL starting ${schemes.map((s) => `${s}://`).join(' or ')}`
  const fits = (text: string) => {
    const url = URL.parse(text)
    return url !== null && url.hostname !== '' && schemes.includes(url.protocol.slice(0, -1))
  }
  return v.pipe(v.string(), v.check(fits, message))
}

const ConfigSchema = v.object({
  PORT: v.optional(wholeNumber(0, 65535), '3000'),
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(urlOf('postgres', 'postgresql')),
  REDIS_URL: v.optional(urlOf('redis', 'rediss')),
  PUBLIC_URL: v.optional(urlOf('http', 'https')),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  TICKET_SIGNING_KEY: v.optional(
    v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')),
  ),
  PAYSTACK_SECRET_KEY: v.optional(v.string()),
  PAYSTACK_BASE_URL: v.optional(urlOf('http', 'https'), 'https://api.paystack.co'),
  FLUTTERWAVE_SECRET_KEY: v.optional(v.string()),
  FLUTTERWAVE_BASE_URL: v.optional(urlOf('http', 'https'), 'https://api.flutterwave.com'),
  FLUTTERWAVE_WEBHOOK_HASH: v.optional(v.string()),
  // 'off' in a real deployment: gateways without a real adapter are then not offered at all,
  // instead of a sandbox checkout that issues tickets for no money.
  SANDBOX_PAYMENTS: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  // The bills switch (Interswitch Quickteller); unset: the sandbox switch (README, Bills).
  QUICKTELLER_CLIENT_ID: v.optional(v.string()),
  QUICKTELLER_CLIENT_SECRET: v.optional(v.string()),
  QUICKTELLER_TERMINAL_ID: v.optional(v.string(), '3PBL0001'),
  QUICKTELLER_BASE_URL: v.optional(urlOf('http', 'https'), 'https://qa.interswitchng.com'),
  QUICKTELLER_AUTH_URL: v.optional(
    urlOf('http', 'https'),
    'https://qa.interswitchng.com/passport/oauth/token',
  ),
  SMTP_URL: v.optional(urlOf('smtp', 'smtps')),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_JWKS_URL: v.optional(urlOf('http', 'https'), 'https://www.googleapis.com/oauth2/v3/certs'),
  MAIL_FROM: v.optional(v.string(), 'Waka <no-reply@waka.ng>'),
  SMS_GATEWAY_URL: v.optional(urlOf('http', 'https')),
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  SMS_SENDER_ID: v.optional(v.string(), 'Waka'),
  OSRM_URL: v.optional(urlOf('http', 'https')),
  MAP_STYLE_URL: v.optional(v.string()),
  // Shown in a frame: the page's CSP allows https: frames only.
  FLIGHT_PARTNER_URL: v.optional(urlOf('https')),
  STATIC_DIR: v.optional(v.string(), './dist'),
  // Processes serving the one port (node:cluster); more than 1 needs DATABASE_URL.
  WORKERS: v.optional(wholeNumber(1, 256), '1'),
  // How long this process may answer the same seat search from memory (ms; 0: never). Its own
  // bookings clear the answers at once; another process's show within this time (issue 9).
  SEARCH_CACHE_MS: v.optional(wholeNumber(0, 60_000), '2000'),
  // Unset (or 0): the socket address is the client (X-Forwarded-For ignored). Behind proxies: how
  // many hops ('1') or their addresses ('10.0.0.1,10.0.0.2'), so rate limits see the real client.
  // Anything else is refused at start-up rather than quietly trusting no one, or everyone.
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => parseTrustProxy(value) !== null,
        "a hop count (1) or the proxies' IP addresses separated by commas (10.0.0.1,10.0.0.2)",
      ),
    ),
  ),
})

export type Config = v.InferOutput<typeof ConfigSchema>

/** The configuration cannot be used; `message` is one line naming each variable at fault. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(ConfigSchema.entries).flatMap((key) =>
      env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]],
    ),
  )
  const result = v.safeParse(ConfigSchema, picked)
  if (!result.success) {
    // One problem per variable (a bad PORT fails more than one check).
    const problems = new Map(result.issues.map((i) => [v.getDotPath(i) ?? '?', i.message]))
    const line = [...problems].map(([name, message]) => `${name}: ${message}`).join('; ')
    throw new ConfigError(`Invalid configuration: ${line}`)
  }
  return result.output
}
