import type { Server as HttpServer } from 'node:http'
import type { ServerType } from '@hono/node-server'
import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import { Server } from 'socket.io'
import {
  trackingNoLocation,
  trackingInvalid,
  trackingTooManyBuses,
  trackingTooManyConnections,
} from '#shared/domain/tracking-messages.ts'
import type { AppDeps } from './http/env.ts'
import { addressOf } from './http/rate-limit.ts'
import { trackImei } from './services/tracking/tracking.service.ts'

// socket.io beside the HTTP API: live bus locations (SPEC §7 tracking websocket).
//   emit 'get-location' (imei) → 'location-response' { status 'ok', latitude, longitude, speed,
//   msg } exactly as SPEC; beyond SPEC, 'subscribe' (imei) streams 'location' every few seconds
//   and at each device report, with the trip's status and arrival (tripStatus,
//   estimatedTimeOfArrival) and the position's time (at).
// With REDIS_URL the Redis adapter lets any process reach any subscriber (DESIGN §6): a device
// report taken by one process reaches a traveller connected to another.

/** How often subscribers get the bus's position. */
export const STREAM_MS = 5_000

const room = (imei: string) => `vehicle:${imei}`

/**
 * A bus's device id as a client names it (SPEC §7 get-location (imei)): digits, as a string or a
 * safe integer, alone or as `{ imei }`. Anything else (an object that cannot be made a string
 * killed the process) is no id.
 */
export function imeiFrom(payload: unknown): string | null {
  const raw =
    typeof payload === 'object' && payload !== null && 'imei' in payload
      ? (payload as { imei: unknown }).imei
      : payload
  const text =
    typeof raw === 'string'
      ? raw.trim()
      : typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0
        ? String(raw)
        : null
  return text !== null && /^\d{1,24}$/.test(text) ? text : null
}

/**
 * What one connection may ask (a traveller's page subscribes to a bus or two, once): a burst of
 * 20 events, then 2 a second; past the budget events are dropped, and a client that keeps
 * sending is disconnected. One socket flooding get-location held the API for 90 s.
 */
const CONNECTION_BUDGET = { burst: 20, perSecond: 2 }
/**
 * One address (clientIp's rule, TRUST_PROXY included) holds MAX_CONNECTIONS_PER_ADDRESS
 * connections to a process at most, and all of them share ADDRESS_BUDGET: 200 connections of
 * one client, each within its own budget, held the API for 10 s (tester O). Generous enough for
 * the travellers behind one carrier's shared address, each page holding one connection.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 20
const ADDRESS_BUDGET = { burst: 60, perSecond: 10 }
const DROPS_BEFORE_DISCONNECT = 100
/** Buses one connection may follow at once. */
export const MAX_SUBSCRIPTIONS = 4
/**
 * A bus's position is looked up once in this time however many ask (it moves every few seconds
 * and streams every STREAM_MS): asking again and again costs the database nothing.
 */
const LOOKUP_MS = 1_000

function eventBudget(
  { burst, perSecond }: { burst: number; perSecond: number },
  now: () => number = Date.now,
) {
  let tokens = burst
  let at = now()
  let dropped = 0
  return {
    /** True when the event may run; false when it is over the budget (and counted). */
    take(): boolean {
      const t = now()
      tokens = Math.min(burst, tokens + ((t - at) / 1000) * perSecond)
      at = t
      if (tokens >= 1) {
        tokens -= 1
        return true
      }
      dropped += 1
      return false
    },
    get exhausted() {
      return dropped >= DROPS_BEFORE_DISCONNECT
    },
  }
}

/**
 * Pub/sub channels are server-wide in Redis (the database number in REDIS_URL does not part
 * them): two deployments on one Redis server would hear each other's buses. Each takes the
 * channel prefix of its own database number.
 */
export function adapterKey(redisUrl: string): string {
  const database = /^\/(\d+)$/.exec(new URL(redisUrl).pathname)?.[1] ?? '0'
  return `waka:${database}:socket.io`
}

const REDIS_CONNECT_MS = 3_000

/**
 * The Redis adapter's two clients, connected within REDIS_CONNECT_MS, or none: a Redis that
 * cannot be reached must not hold the process back from serving and running its jobs (it did,
 * for ever, while node-redis retried). Said once, plainly.
 */
type RedisClient = ReturnType<typeof createClient>

/** How long a goodbye to Redis may take before the connection is simply closed. */
const REDIS_QUIT_MS = 1_000

/**
 * Closes a Redis client: a polite QUIT when Redis is there, at once when it is away. QUIT waited
 * for a Redis being reconnected to for ever, so a stop during an outage ran into the 15 s
 * SIGKILL, its database never closed (tester V).
 */
async function letGo(client: RedisClient) {
  const close = () => client.disconnect().catch(() => undefined)
  if (!client.isReady) return close()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, REDIS_QUIT_MS))).then(close),
  ])
  clearTimeout(timer)
}

async function redisClients(url: string) {
  const pub = createClient({
    url,
    socket: {
      connectTimeout: REDIS_CONNECT_MS,
      reconnectStrategy: (retries: number) => Math.min(500 * 2 ** retries, 30_000),
    },
  })
  const sub = pub.duplicate()
  let lastSaid = 0
  const say = (error: Error) => {
    // A lost Redis is said once a minute, not at every retry.
    if (Date.now() - lastSaid < 60_000) return
    lastSaid = Date.now()
    console.error(`redis: ${error.message}`)
  }
  pub.on('error', say)
  sub.on('error', say)
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), REDIS_CONNECT_MS)
      }),
    ])
    return { pub, sub }
  } catch (error) {
    console.error(
      `Redis at ${new URL(url).host} cannot be reached (${(error as Error).message}): live ` +
        'tracking reaches only the travellers connected to this process. Restart once it is back.',
    )
    await Promise.all([pub, sub].map((client) => client.disconnect().catch(() => undefined)))
    return null
  } finally {
    clearTimeout(timer)
  }
}

type Position = Awaited<ReturnType<typeof lookUp>>
/** An address's connections to this process, and the budget they share. */
interface AddressUse {
  connections: number
  budget: ReturnType<typeof eventBudget>
}

async function lookUp(deps: AppDeps, imei: string) {
  try {
    const tracked = await trackImei(deps, imei)
    return {
      status: 'ok' as const,
      latitude: tracked.location.latitude,
      longitude: tracked.location.longitude,
      speed: tracked.location.speed,
      at: tracked.location.at,
      msg: tracked.status === 'on-the-way' ? 'On the way' : tracked.status,
      // Beyond SPEC: what the trip's status and arrival are now. A page that moved the bus with
      // each update but kept the status it first fetched said 'Not left yet' beside a bus at
      // 60 km/h until its 5-minute refresh.
      tripStatus: tracked.status,
      estimatedTimeOfArrival: tracked.estimatedTimeOfArrival,
    }
  } catch {
    return { status: 'error' as const, msg: trackingNoLocation }
  }
}

export async function attachRealtime(
  server: ServerType,
  deps: AppDeps,
  options: { websocketOnly?: boolean } = {},
) {
  const io = new Server(server as HttpServer, {
    path: '/socket.io',
    serveClient: false,
    ...(options.websocketOnly ? { transports: ['websocket'] as const } : {}),
  })

  // The server accepts connections from now on, but the adapter is decided only once Redis
  // answers (REDIS_CONNECT_MS at most): a connection waits for it here, then gets its handlers.
  // Sockets accepted meanwhile were left without any (tester O); and rooms joined before the
  // adapter is set would be lost with the adapter they were joined in.
  let adapterDecided: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (adapterDecided = resolve))
  io.use((_socket, next) => void ready.then(() => next()))

  const addresses = new Map<string, AddressUse>()
  io.use((socket, next) => {
    const forwarded = socket.request.headers['x-forwarded-for']
    const address = addressOf(
      socket.request.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      deps.config.TRUST_PROXY,
    )
    const held = addresses.get(address) ?? { connections: 0, budget: eventBudget(ADDRESS_BUDGET) }
    if (held.connections >= MAX_CONNECTIONS_PER_ADDRESS)
      return next(new Error(trackingTooManyConnections))
    held.connections += 1
    addresses.set(address, held)
    socket.data.address = held
    socket.conn.once('close', () => {
      held.connections -= 1
      if (held.connections === 0) addresses.delete(address)
    })
    next()
  })

  const lookups = new Map<string, Promise<Position>>()
  const locate = (imei: string) => {
    let found = lookups.get(imei)
    if (!found) {
      const asked = lookUp(deps, imei)
      lookups.set(imei, asked)
      setTimeout(() => lookups.get(imei) === asked && lookups.delete(imei), LOOKUP_MS).unref()
      found = asked
    }
    return found
  }
  const refused = { status: 'error' as const, msg: trackingInvalid }
  const tooMany = { status: 'error' as const, msg: trackingTooManyBuses }

  io.on('connection', (socket) => {
    const budget = eventBudget(CONNECTION_BUDGET)
    const shared: AddressUse['budget'] = socket.data.address.budget
    /** A handler that runs within the connection's and its address's budgets, never throwing. */
    const on = (event: string, handler: (payload: unknown) => unknown) =>
      socket.on(event, (payload: unknown) => {
        if (!budget.take()) {
          if (budget.exhausted) socket.disconnect(true)
          return
        }
        if (!shared.take()) return
        try {
          void Promise.resolve(handler(payload)).catch((error: unknown) =>
            console.error(`socket ${event}:`, error),
          )
        } catch (error) {
          console.error(`socket ${event}:`, error)
        }
      })
    // Buses followed, and those being looked up to follow (counted too, or a burst of
    // subscribes would all pass the limit before the first had joined), each with the token of
    // the subscribe that asked: an unsubscribe (or a newer subscribe) takes it away, and the
    // lookup then joins nothing. An unsubscribe sent during the lookup was lost (tester O).
    const joining = new Map<string, symbol>()
    const followed = () =>
      [...socket.rooms].filter((name) => name.startsWith('vehicle:')).length + joining.size

    on('get-location', async (payload) => {
      const imei = imeiFrom(payload)
      socket.emit('location-response', imei ? await locate(imei) : refused)
    })
    on('subscribe', async (payload) => {
      const imei = imeiFrom(payload)
      if (!imei) return void socket.emit('location-response', refused)
      const already = socket.rooms.has(room(imei)) || joining.has(imei)
      if (!already && followed() >= MAX_SUBSCRIPTIONS)
        return void socket.emit('location-response', tooMany)
      const asked = Symbol(imei)
      joining.set(imei, asked)
      try {
        const first = await locate(imei)
        if (joining.get(imei) !== asked) return
        if (first.status !== 'ok') return void socket.emit('location-response', first)
        await socket.join(room(imei))
        socket.emit('location', { imei, ...first })
      } finally {
        if (joining.get(imei) === asked) joining.delete(imei)
      }
    })
    on('unsubscribe', async (payload) => {
      const imei = imeiFrom(payload)
      if (!imei) return
      joining.delete(imei)
      await socket.leave(room(imei))
    })
  })

  // The simulator's positions go to this process's own subscribers; device reports go to
  // every process's (through the adapter when there is one).
  const stream = setInterval(async () => {
    for (const name of io.of('/').adapter.rooms.keys()) {
      if (!name.startsWith('vehicle:')) continue
      const imei = name.slice('vehicle:'.length)
      const position = await locate(imei)
      if (position.status === 'ok') io.local.to(name).emit('location', { imei, ...position })
    }
  }, STREAM_MS)
  stream.unref()

  deps.live = {
    // The report is the bus's position now; it is looked up again (it is stored already) for the
    // status and arrival it makes, which a moving bus's position changes. It was sent alone,
    // always 'On the way', with no arrival.
    publish: (imei: string) => {
      lookups.delete(imei)
      void locate(imei).then((position) => {
        if (position.status === 'ok') io.to(room(imei)).emit('location', { imei, ...position })
      })
    },
  }

  const redis: RedisClient[] = []
  if (deps.config.REDIS_URL) {
    const clients = await redisClients(deps.config.REDIS_URL)
    if (clients) {
      io.adapter(
        createAdapter(clients.pub, clients.sub, { key: adapterKey(deps.config.REDIS_URL) }),
      )
      redis.push(clients.pub, clients.sub)
    }
  }
  adapterDecided()

  return {
    io,
    close: async () => {
      clearInterval(stream)
      // A Redis that is away goes first: the adapter's goodbyes then find nothing to send, where
      // they waited for it, and failed unheard when it was let go.
      const away = redis.filter((client) => !client.isReady)
      await Promise.all(away.map(letGo))
      await new Promise<void>((resolve) => void io.close(() => resolve()))
      await Promise.all(redis.filter((client) => !away.includes(client)).map(letGo))
    },
  }
}
