import type { Server as HttpServer } from 'node:http'
import type { ServerType } from '@hono/node-server'
import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import { Server } from 'socket.io'
import { messages } from '#shared/domain/messages.ts'
import type { AppDeps, LivePosition } from './http/env.ts'
import { trackImei } from './services/tracking/tracking.service.ts'

// socket.io beside the HTTP API: live bus locations (SPEC §7 tracking websocket).
//   emit 'get-location' (imei) → 'location-response' { status 'ok', latitude, longitude, speed,
//   msg } exactly as SPEC; beyond SPEC, 'subscribe' (imei) streams 'location' every few seconds.
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
 * EVENT_BURST events, then EVENTS_PER_SECOND; past the budget events are dropped, and a client
 * that keeps sending is disconnected. One socket flooding get-location held the API for 90 s.
 */
const EVENT_BURST = 20
const EVENTS_PER_SECOND = 2
const DROPS_BEFORE_DISCONNECT = 100
/** Buses one connection may follow at once. */
export const MAX_SUBSCRIPTIONS = 4

function eventBudget(now: () => number = Date.now) {
  let tokens = EVENT_BURST
  let at = now()
  let dropped = 0
  return {
    /** True when the event may run; false when it is over the budget (and counted). */
    take(): boolean {
      const t = now()
      tokens = Math.min(EVENT_BURST, tokens + ((t - at) / 1000) * EVENTS_PER_SECOND)
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
  const redis: { quit: () => Promise<unknown> }[] = []
  if (deps.config.REDIS_URL) {
    const clients = await redisClients(deps.config.REDIS_URL)
    if (clients) {
      io.adapter(
        createAdapter(clients.pub, clients.sub, { key: adapterKey(deps.config.REDIS_URL) }),
      )
      redis.push(clients.pub, clients.sub)
    }
  }

  const locate = async (imei: string) => {
    try {
      const tracked = await trackImei(deps, imei)
      return {
        status: 'ok' as const,
        latitude: tracked.location.latitude,
        longitude: tracked.location.longitude,
        speed: tracked.location.speed,
        msg: tracked.status === 'on-the-way' ? 'On the way' : tracked.status,
        estimatedTimeOfArrival: tracked.estimatedTimeOfArrival,
      }
    } catch {
      return { status: 'error' as const, msg: messages.trackingNoLocation }
    }
  }

  const refused = { status: 'error' as const, msg: messages.trackingInvalid }

  io.on('connection', (socket) => {
    const budget = eventBudget()
    /** A handler that runs within the connection's budget and never throws out of it. */
    const on = (event: string, handler: (payload: unknown) => unknown) =>
      socket.on(event, (payload: unknown) => {
        if (!budget.take()) {
          if (budget.exhausted) socket.disconnect(true)
          return
        }
        try {
          void Promise.resolve(handler(payload)).catch((error: unknown) =>
            console.error(`socket ${event}:`, error),
          )
        } catch (error) {
          console.error(`socket ${event}:`, error)
        }
      })
    // Buses followed, and those being looked up to follow (counted too, or a burst of
    // subscribes would all pass the limit before the first had joined).
    const joining = new Set<string>()
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
        return void socket.emit('location-response', refused)
      joining.add(imei)
      try {
        const first = await locate(imei)
        if (first.status !== 'ok') return void socket.emit('location-response', first)
        await socket.join(room(imei))
        socket.emit('location', { imei, ...first, at: new Date().toISOString() })
      } finally {
        joining.delete(imei)
      }
    })
    on('unsubscribe', async (payload) => {
      const imei = imeiFrom(payload)
      if (imei) await socket.leave(room(imei))
    })
  })

  // The simulator's positions go to this process's own subscribers; device reports go to
  // every process's (through the adapter when there is one).
  const stream = setInterval(async () => {
    for (const name of io.of('/').adapter.rooms.keys()) {
      if (!name.startsWith('vehicle:')) continue
      const imei = name.slice('vehicle:'.length)
      const position = await locate(imei)
      if (position.status === 'ok')
        io.local.to(name).emit('location', { imei, ...position, at: new Date().toISOString() })
    }
  }, STREAM_MS)
  stream.unref()

  deps.live = {
    publish: (imei: string, position: LivePosition) =>
      void io
        .to(room(imei))
        .emit('location', { imei, status: 'ok', ...position, msg: 'On the way' }),
  }

  return {
    io,
    close: async () => {
      clearInterval(stream)
      await new Promise<void>((resolve) => void io.close(() => resolve()))
      await Promise.all(redis.map((client) => client.quit().catch(() => undefined)))
    },
  }
}
