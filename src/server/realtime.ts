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
const imeiFrom = (payload: unknown) =>
  String(
    typeof payload === 'object' && payload !== null && 'imei' in payload
      ? (payload as { imei: unknown }).imei
      : payload,
  ).trim()

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
    const pub = createClient({ url: deps.config.REDIS_URL })
    const sub = pub.duplicate()
    pub.on('error', (error: Error) => console.error('redis:', error.message))
    sub.on('error', (error: Error) => console.error('redis:', error.message))
    await Promise.all([pub.connect(), sub.connect()])
    io.adapter(createAdapter(pub, sub))
    redis.push(pub, sub)
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

  io.on('connection', (socket) => {
    socket.on('get-location', async (payload: unknown) => {
      socket.emit('location-response', await locate(imeiFrom(payload)))
    })
    socket.on('subscribe', async (payload: unknown) => {
      const imei = imeiFrom(payload)
      const first = await locate(imei)
      if (first.status !== 'ok') return void socket.emit('location-response', first)
      await socket.join(room(imei))
      socket.emit('location', { imei, ...first, at: new Date().toISOString() })
    })
    socket.on('unsubscribe', (payload: unknown) => void socket.leave(room(imeiFrom(payload))))
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
