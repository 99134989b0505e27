import * as v from 'valibot'

// Every environment variable the server reads, parsed once (DESIGN §8). Defaults make a fresh
// machine work with no configuration at all.
const ConfigSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '3000'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.nonEmpty())),
  REDIS_URL: v.optional(v.pipe(v.string(), v.nonEmpty())),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  TICKET_SIGNING_KEY: v.optional(v.pipe(v.string(), v.minLength(32))),
  PAYSTACK_SECRET_KEY: v.optional(v.string()),
  PAYSTACK_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.paystack.co'),
  FLUTTERWAVE_SECRET_KEY: v.optional(v.string()),
  FLUTTERWAVE_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.flutterwave.com'),
  FLUTTERWAVE_WEBHOOK_HASH: v.optional(v.string()),
  // 'off' in a real deployment: gateways without a real adapter are then not offered at all,
  // instead of a sandbox checkout that issues tickets for no money.
  SANDBOX_PAYMENTS: v.optional(v.picklist(['on', 'off']), 'on'),
  // The bills switch (Interswitch Quickteller); unset: the sandbox switch (README, Bills).
  QUICKTELLER_CLIENT_ID: v.optional(v.string()),
  QUICKTELLER_CLIENT_SECRET: v.optional(v.string()),
  QUICKTELLER_TERMINAL_ID: v.optional(v.string(), '3PBL0001'),
  QUICKTELLER_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'https://qa.interswitchng.com'),
  QUICKTELLER_AUTH_URL: v.optional(
    v.pipe(v.string(), v.url()),
    'https://qa.interswitchng.com/passport/oauth/token',
  ),
  SMTP_URL: v.optional(v.string()),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_JWKS_URL: v.optional(
    v.pipe(v.string(), v.url()),
    'https://www.googleapis.com/oauth2/v3/certs',
  ),
  MAIL_FROM: v.optional(v.string(), 'Waka <no-reply@waka.ng>'),
  SMS_GATEWAY_URL: v.optional(v.pipe(v.string(), v.url())),
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  SMS_SENDER_ID: v.optional(v.string(), 'Waka'),
  OSRM_URL: v.optional(v.pipe(v.string(), v.url())),
  MAP_STYLE_URL: v.optional(v.string()),
  FLIGHT_PARTNER_URL: v.optional(v.string()),
  STATIC_DIR: v.optional(v.string(), './dist'),
  // Processes serving the one port (node:cluster); more than 1 needs DATABASE_URL.
  WORKERS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1'),
  // How long this process may answer the same seat search from memory (ms; 0: never). Its own
  // bookings clear the answers at once; another process's show within this time (issue 9).
  SEARCH_CACHE_MS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(60_000)),
    '2000',
  ),
  // Unset: the socket address is the client (X-Forwarded-For ignored). Behind proxies: how many
  // hops ('1') or their addresses ('10.0.0.1,10.0.0.2'), so rate limits see the real client.
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.regex(/^(\d+|[\w.:,\s-]+)$/))),
})

export type Config = v.InferOutput<typeof ConfigSchema>

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(ConfigSchema.entries).flatMap((key) =>
      env[key] === undefined || env[key] === '' ? [] : [[key, env[key]]],
    ),
  )
  const result = v.safeParse(ConfigSchema, picked)
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  return result.output
}
