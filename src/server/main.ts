import cluster from 'node:cluster'
import { createServer, type Server as HttpServer, type ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { COOKIE_CONSENT } from '#shared/prerendered-shell.ts'
import { asksToSaveData } from '#shared/contract/save-data.ts'
import { apiCaseInsensitivePath, buildApp } from './app.ts'
import { systemClock } from './clock.ts'
import { openDatabase, type OpenDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seed } from './db/seed/seed.ts'
import { logOpenInvitations } from './services/ambassador/invitations.ts'
import { startJobs } from './jobs/jobs.ts'
import { attachRealtime } from './realtime.ts'
import { anyGatewayOffered } from './providers/payments/gateways.ts'
import type { AppEnv } from './http/env.ts'
import { pickShell, shellsOf } from './http/shell.ts'
import { configOrStop, databaseProblem, listenProblem, stopStarting } from './start-up.ts'

const config = configOrStop()
const clock = systemClock
/** How long a stopping process waits for the requests it has taken. */
const DRAIN_MS = 10_000
/**
 * How long a stopping process keeps its idle kept-alive connections for the request their
 * client may be sending already (answered, with Connection: close). Closing them at the signal
 * reset every such request (tester O: 10 at once under a busy keep-alive client).
 */
const IDLE_GRACE_MS = 1_000

// Issue 9: one process per core when WORKERS > 1, all on one port (node:cluster). PostgreSQL
// only: PGlite lives inside one process. The primary migrates and seeds once, then forks; jobs
// run in every worker but their advisory locks let one at a time work.
const workers = config.DATABASE_URL ? config.WORKERS : 1
if (config.WORKERS > 1 && !config.DATABASE_URL)
  console.warn('WORKERS needs DATABASE_URL (the embedded database is one process): running one.')
// Tester M: such a server started silently and its checkout offered no way to pay.
if (!cluster.isWorker && !anyGatewayOffered({ config }))
  console.warn(
    'SANDBOX_PAYMENTS=off and no PAYSTACK_SECRET_KEY or FLUTTERWAVE_SECRET_KEY: no payment gateway is offered, so travellers can pay only from a wallet.',
  )

if (workers > 1 && cluster.isPrimary) await runPrimary()
else await runServer()

/** The database, migrated and seeded when `prepare`; a set-up problem ends the start (one line). */
async function databaseOrStop(prepare: boolean): Promise<OpenDatabase> {
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    })
    if (prepare) {
      await migrateToLatest(database.db)
      await seed(database.db, clock)
      if (!config.SMTP_URL) await logOpenInvitations(database.db)
    }
    return database
  } catch (error) {
    const problem = databaseProblem(error, config)
    if (problem) stopStarting(problem)
    throw error
  }
}

async function runPrimary() {
  const setup = await databaseOrStop(true)
  await setup.close()
  // The workers accept connections themselves (the OS shares them out). In the cluster's round
  // robin the primary accepted each and handed it on, and one in flight to a worker that died
  // stayed open and unanswered for ever (tester V, one per kill -9); now a dead worker's
  // connections are closed with it, and the client or the proxy in front can try again.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  let stopping = false
  // A worker that ends before it ever listened (its port is taken, say) has said why: starting
  // another would fail the same way, for ever.
  const listened = new Set<number>()
  cluster.on('listening', (worker) => listened.add(worker.id))
  for (let i = 0; i < workers; i++) cluster.fork()
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    if (code === 1 && !listened.has(worker.id)) {
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGKILL')
      process.exit(1)
    }
    console.error(`worker ${worker.process.pid} exited (${code}); starting another`)
    cluster.fork()
  })
  // Each worker drains its own requests first; one still running after that is stopped, not
  // left behind without its primary. The signal goes to the worker itself: worker.kill() first
  // disconnects it, and the cluster then closes its server before the worker's own shutdown
  // (Connection: close on what is left) has begun.
  const stop = () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(0)
    }, DRAIN_MS + 5_000).unref()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

async function runServer() {
  const database = await databaseOrStop(!cluster.isWorker)

  const deps = { db: database.db, clock, config }
  const api = buildApp(deps)
  const staticRoot = path.resolve(config.STATIC_DIR)

  // The built PWA and the API on one port. Hashed assets are immutable, images and icons kept a
  // day; the service worker and the shell must always be revalidated so an update reaches the
  // traveller. Text files go out as the .br or .gz the build wrote beside them (issue 9), per
  // Accept-Encoding.
  const site = new Hono<AppEnv>({ getPath: apiCaseInsensitivePath })
  site.route('/', api)
  site.use('*', async (c, next) => {
    await next()
    const p = c.req.path
    if (p.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    // Images and icons have fixed names but change rarely: kept a day. With no-cache (and no
    // validator to revalidate with), a first visit fetched the logo three times (issue 9).
    else if (/^\/(images|icons)\//.test(p)) c.header('Cache-Control', 'public, max-age=86400')
    else c.header('Cache-Control', 'no-cache')
    if (/\.(js|mjs|css|html|svg|json|geojson|webmanifest)$/i.test(p) && !c.res.headers.get('vary'))
      c.header('Vary', 'Accept-Encoding')
    // Not in Hono's table of types: the map's outline of Nigeria (RFC 7946), sent as text would be.
    if (/\.geojson$/i.test(p) && c.res.ok) c.header('Content-Type', 'application/geo+json')
  })
  const files = serveStatic({
    root: path.relative(process.cwd(), staticRoot) || '.',
    precompressed: true,
  })
  // '/' is a navigation (the prerendered home below), not the folder's index.html.
  site.use('*', (c, next) => (c.req.path === '/' ? next() : files(c, next)))
  const shellFor = shellsOf(staticRoot)
  site.get('*', async (c) => {
    // Only navigations get the app shell; a missing asset is a 404, never HTML under a .js name.
    if (/^\/assets\/|\.(js|mjs|css|map|png|svg|ico|webmanifest|json|woff2?)$/i.test(c.req.path)) {
      return c.text('Not found', 404)
    }
    const navigation = await shellFor(
      c.req.path,
      getCookie(c, COOKIE_CONSENT) === 'yes',
      asksToSaveData(c.req.header('save-data')),
    )
    if (!navigation) return c.text('The app is not built yet: run `npm run build`.', 503)
    const variant = pickShell(navigation.shell, c.req.header('accept-encoding'))
    if (!navigation.found) c.status(404)
    c.header('Content-Type', 'text/html; charset=UTF-8')
    c.header('Vary', 'Accept-Encoding, Cookie, Save-Data')
    if (variant.encoding) c.header('Content-Encoding', variant.encoding)
    c.header('Content-Length', String(variant.body.length))
    return c.body(new Uint8Array(variant.body))
  })

  const server = serve({ fetch: site.fetch, port: config.PORT, createServer }, (info) => {
    const who = cluster.isWorker ? `, worker ${process.pid}` : ''
    console.log(`Waka listening on http://localhost:${info.port} (${database.kind}${who})`)
  }) as HttpServer
  server.once('error', (error) => {
    const problem = listenProblem(error, config.PORT)
    if (problem) stopStarting(problem)
    throw error
  })
  // Node closes a kept-alive connection after 5 s idle, and a client that sends on it just then
  // gets ECONNRESET (the sign-up e2e met it in .ci/run). Idle connections stay open for 65 s,
  // longer than a proxy in front keeps its own (60 s is the usual default), so the proxy closes
  // them first; shutting down still closes idle ones at once.
  Object.assign(server, { keepAliveTimeout: 65_000, headersTimeout: 66_000 })
  // Across workers a long-polling client could reach another process: WebSocket only there.
  // Connections wait inside it for Redis at start; the process stops properly meanwhile too.
  const realtime = attachRealtime(server, deps, { websocketOnly: cluster.isWorker })
  const jobs = startJobs(deps)

  // A deploy or restart loses no request already taken: no new connections, every request in
  // hand answered (for DRAIN_MS at most), then the database closed. It closed mid-request.
  // Every answer from the signal on says Connection: close and its connection closes once it is
  // sent, so a kept-alive client goes to the new process; the drain ends with the last answer
  // (IDLE_GRACE_MS at least). Busy kept-alive connections went on taking requests until the
  // deadline cut them mid-request (tester O).
  let stopping = false
  const inHand = new Set<ServerResponse>()
  let answered = () => {}
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) res.shouldKeepAlive = false
    inHand.add(res)
    res.once('close', () => {
      inHand.delete(res)
      if (inHand.size === 0) answered()
    })
  })
  async function shutdown() {
    if (stopping) return
    stopping = true
    console.log(`Stopping: answering the requests in hand (${DRAIN_MS / 1000} s at most).`)
    jobs.stop()
    for (const res of inHand) if (!res.headersSent) res.shouldKeepAlive = false
    // No new connections; unlike http's close(), the idle ones are kept for the grace.
    NetServer.prototype.close.call(server)
    const deadline = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
    await new Promise((resolve) => setTimeout(resolve, IDLE_GRACE_MS))
    await new Promise<void>((resolve) => {
      answered = resolve
      if (inHand.size === 0) resolve()
    })
    clearTimeout(deadline)
    // What is left is idle (nothing sent on it since the signal) and the websockets.
    server.closeAllConnections()
    await (await realtime).close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown())
  process.on('SIGTERM', () => void shutdown())
  await realtime
}
