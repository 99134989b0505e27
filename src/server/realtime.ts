import type { Server as HttpServer } from 'node:http'
import type { ServerType } from '@hono/node-server'
import { Server } from 'socket.io'
import type { AppDeps } from './http/env.ts'

/**
 * socket.io beside the HTTP API (live bus location, SPEC §7 Booking). With REDIS_URL set the
 * Redis adapter lets any process answer any client (DESIGN §6); the tracking issue fills in the
 * events.
 */
export async function attachRealtime(
  server: ServerType,
  _deps: AppDeps,
  options: { websocketOnly?: boolean } = {},
) {
  const io = new Server(server as HttpServer, {
    path: '/socket.io',
    serveClient: false,
    ...(options.websocketOnly ? { transports: ['websocket'] as const } : {}),
  })
  return {
    io,
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  }
}
