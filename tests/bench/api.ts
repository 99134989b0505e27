// npm run bench:api — autocannon against the seat search and booking creation of the compiled
// server, 100 connections (BENCH_CONNECTIONS), on PGlite and, when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a PostgreSQL server, on a fresh database there too (BENCH_WORKERS
// server processes; BENCH_SKIP_PGLITE=1 runs PostgreSQL only), with the ceiling: a bare
// unique-index INSERT through pg at the same concurrency. Search and the refused attempts on one
// sold seat run 20 s each (BENCH_SECONDS); bookings run until each of BENCH_BOOKINGS distinct free
// seats across the domestic routes has been booked once. Clients get distinct addresses through
// TRUST_PROXY so the rate limiter does not mask the figures.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { lagosDay } from '../e2e/lagos-days.ts'

const PORT = 3197
const BASE = `http://localhost:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
/** Bookings of distinct seats in the booking run (BENCH_BOOKINGS). */
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 20_000)
/** Server processes for the PostgreSQL run (WORKERS; PGlite is always one). */
const WORKERS = process.env.BENCH_WORKERS ?? '1'

interface Figures {
  label: string
  rps: number
  p50: number
  p95: number
  p99: number
  ok: number
  other: number
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, ...env, PORT: String(PORT), NODE_ENV: 'production', TRUST_PROXY: '1' },
    stdio: 'ignore',
  })
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill()
  throw new Error('server did not start')
}

let client = 0
const address = () => {
  client++
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`
}

async function cannon(
  label: string,
  options: { path: string; body: () => string; acceptEncoding?: string; amount?: number },
): Promise<Figures> {
  // Every answer's time, refusals included, so p95 is read off the whole run: autocannon's own
  // summary stops at p90 and p97.5.
  const times: number[] = []
  const settings: autocannon.Options = {
    url: `${BASE}${options.path}`,
    method: 'POST',
    connections: CONNECTIONS,
    // `amount` runs until that many requests have been answered, however long it takes.
    ...(options.amount ? { amount: options.amount } : { duration: SECONDS }),
    headers: {
      'content-type': 'application/json',
      ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
    },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': address() },
          body: options.body(),
        }),
      },
    ],
  }
  const started = performance.now()
  let last = started
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(settings, (error, done) => (error ? reject(error) : resolve(done))).on(
      'response',
      (_client, _status, _bytes, ms) => {
        times.push(ms)
        last = performance.now()
      },
    )
  })
  // Until the last answer: autocannon reports a run's end (and its duration) on its next
  // one-second tick, so a run of 6.05 s read as 7.
  const seconds = (last - started) / 1000
  times.sort((a, b) => a - b)
  const percentile = (p: number) => Math.round(times[Math.ceil((p / 100) * times.length) - 1] ?? 0)
  return {
    label,
    rps: options.amount ? times.length / seconds : result.requests.average,
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    ok: result['2xx'],
    other: result.non2xx + result.errors,
  }
}

interface Bus {
  vehicleTripRegistrationId: string
  routeId: number
  farePrice: number
  availableSeats: number[]
  isInternational: boolean
}

/** Every free seat on every route over the next days (up to `limit`): one booking each. */
async function freeSeats(limit: number): Promise<{ bus: Bus; seat: number }[]> {
  const get = async <T>(path: string) =>
    ((await (await fetch(`${BASE}${path}`)).json()) as { data: T }).data
  const from = await get<{ id: number }[]>(
    '/api/settings/Terminal/DepartureTerminalsByCountryCode/NG',
  )
  const pairs: [number, number][] = []
  for (const { id } of from)
    for (const to of await get<{ id: number }[]>(
      `/api/settings/Terminal/GetDestinationTerminals/${id}`,
    ))
      pairs.push([id, to.id])
  const seats: { bus: Bus; seat: number }[] = []
  const seen = new Set<string>()
  for (let day = 1; day <= 27 && seats.length < limit; day++)
    for (const [departureTerminalId, destinationTerminalId] of pairs) {
      const res = await fetch(`${BASE}/api/booking/Booking/availabletripdetails`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: JSON.stringify({
          departureTerminalId,
          destinationTerminalId,
          departureDate: lagosDay(day),
          numberOfAdults: 1,
          tripType: 0,
        }),
      })
      if (!res.ok) continue
      const buses = ((await res.json()) as { data: { departures: Bus[] } }).data.departures
      // An international bus needs each traveller's documents: the body below carries none.
      // A bus shows in more than one search (a city's sibling terminals): each bus once.
      for (const bus of buses.filter((b) => !b.isInternational)) {
        if (seen.has(bus.vehicleTripRegistrationId)) continue
        seen.add(bus.vehicleTripRegistrationId)
        for (const seat of bus.availableSeats) seats.push({ bus, seat })
      }
    }
  return seats.slice(0, limit)
}

function bookingBody(bus: Bus, seat: number): string {
  return JSON.stringify({
    tripType: 0,
    paymentMethod: 5,
    firstName: 'Bench',
    lastName: 'Traveller',
    gender: 1,
    routeId: bus.routeId,
    totalAmount: bus.farePrice,
    email: 'bench@example.com',
    phoneNumber: '08031234567',
    nextOfKinName: 'Next Of Kin',
    nextOfKinPhone: '08039876543',
    seatRegistrations: `${bus.vehicleTripRegistrationId}:${seat}`,
    vehicleTripRegistrationId: bus.vehicleTripRegistrationId,
  })
}

async function runSuite(label: string, env: Record<string, string>): Promise<Figures[]> {
  const server = await startServer(env)
  try {
    const searchBody = () =>
      JSON.stringify({
        departureTerminalId: 1,
        destinationTerminalId: 6,
        departureDate: lagosDay(2),
        numberOfAdults: 1,
        tripType: 0,
      })
    const search = await cannon(`${label} search`, {
      path: '/api/booking/Booking/availabletripdetails',
      body: searchBody,
    })
    // As a browser asks: every one accepts brotli, so the answer goes out compressed.
    const browserSearch = await cannon(`${label} search, brotli`, {
      path: '/api/booking/Booking/availabletripdetails',
      body: searchBody,
      acceptEncoding: 'gzip, deflate, br',
    })
    // Each request books a seat no other request asks for, so every answer is a booking made
    // (a 2xx): the write path, not a refusal read from memory.
    const seats = await freeSeats(BOOKINGS)
    let next = 0
    const booking = await cannon(`${label} bookings, distinct seats`, {
      path: '/api/booking/booking',
      body: () => {
        const { bus, seat } = seats[next++]!
        return bookingBody(bus, seat)
      },
      amount: seats.length,
    })
    // Every attempt on a seat just sold is refused (409), from memory or by the unique index.
    const hot = seats[0]!
    const hotSeat = await cannon(`${label} one sold seat, refused`, {
      path: '/api/booking/booking',
      body: () => bookingBody(hot.bus, hot.seat),
    })
    return [search, browserSearch, booking, hotSeat]
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 1000))
  }
}

/** The ceiling: the same concurrency doing nothing but a unique-index INSERT through pg. */
async function ceiling(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: Math.min(CONNECTIONS, 50) })
  // The database is dropped WITH (FORCE) right after: an idle client's goodbye is not an error.
  pool.on('error', () => {})
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bench_ceiling (trip int, seat int, UNIQUE (trip, seat))',
  )
  await pool.query('TRUNCATE bench_ceiling')
  let done = 0
  let n = 0
  const end = Date.now() + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const k = n++
        await pool.query('INSERT INTO bench_ceiling VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          k >> 4,
          k & 15,
        ])
        done++
      }
    }),
  )
  await pool.query('DROP TABLE bench_ceiling')
  await pool.end()
  return done / SECONDS
}

const rows: Figures[] = []
const dataDir = mkdtempSync(path.join(tmpdir(), 'waka-bench-api-'))
let ceilingRps: number | undefined
try {
  if (!process.env.BENCH_SKIP_PGLITE)
    rows.push(...(await runSuite('PGlite', { DATA_DIR: path.join(dataDir, 'db') })))
  if (POSTGRES) {
    const name = `waka_bench_${Date.now()}`
    const admin = new pg.Client({ connectionString: POSTGRES })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(POSTGRES)
    url.pathname = `/${name}`
    try {
      const label = WORKERS === '1' ? 'PostgreSQL' : `PostgreSQL ×${WORKERS}`
      rows.push(...(await runSuite(label, { DATABASE_URL: url.toString(), WORKERS })))
      ceilingRps = await ceiling(url.toString())
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s each, ${WORKERS} server process(es) on PostgreSQL`,
)
console.log(
  'run                                       req/s    p50 ms    p95 ms    p99 ms    2xx   other',
)
for (const r of rows)
  console.log(
    `${r.label.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p95).padStart(9)} ${String(r.p99).padStart(9)} ${String(r.ok).padStart(6)} ${String(r.other).padStart(7)}`,
  )
if (ceilingRps !== undefined) {
  const booking = rows.find((r) => r.label.startsWith('PostgreSQL') && r.label.includes('booking'))!
  console.log(
    `\nceiling (bare unique INSERT through pg): ${ceilingRps.toFixed(0)}/s; bookings reach ${((booking.rps / ceilingRps) * 100).toFixed(0)}% of it`,
  )
}
console.log('percentiles are of every answer, 2xx and refusals alike, to the nearest ms')
console.log(
  'targets on PostgreSQL: search p95 ≤ 50 ms, booking p95 ≤ 60 ms, ≥ 1,000 bookings/s, ≥ 50% of the ceiling',
)
process.exit(0)
