import { createServer, type Server } from 'node:http'
import {
  connect as connectTcp,
  createServer as createTcpServer,
  type AddressInfo,
  type Socket as TcpSocket,
} from 'node:net'
import { serve } from '@hono/node-server'
import { createClient } from 'redis'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import type { AppDeps } from '#server/http/env.ts'
import { attachRealtime, MAX_CONNECTIONS_PER_ADDRESS, MAX_SUBSCRIPTIONS } from '#server/realtime.ts'
import {
  trackingTooManyBuses,
  trackingTooManyConnections,
} from '#shared/domain/tracking-messages.ts'
import { deviceToken, imeiOf } from '#server/services/tracking/tracking.service.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, findBuses, payload } from './booking-helpers.ts'

// Issue 12: AutoTrack over HTTP and the tracking socket (SPEC §7), the share link, device
// reports, and two server processes delivering one vehicle's positions through Redis.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
let h: Harness
let ref: string
let imei: string
beforeAll(async () => {
  h = await createHarness()
  const bus = (await findBuses(h, 1, 6, '2026-11-24'))[0]!
  ref = (await book(h, payload(bus, { seats: [3] }))).body.data.bookingReferenceCode
  const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', { reference: ref })
  await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
  await h.call('GET', `/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
  imei = imeiOf(bus.vehicleTripRegistrationId)!
})
afterAll(async () => {
  await h?.close()
})

describe('AutoTrack over HTTP', () => {
  it('by IMEI and by booking: route, ETA, both terminals, a position; the share link', async () => {
    const byImei = await h.call('GET', `/api/booking/AutoTrack/vehicletrip?vehicleImei=${imei}`)
    expect(byImei.status, JSON.stringify(byImei.body)).toBe(200)
    expect(byImei.body.data).toMatchObject({
      vehicleImei: imei,
      status: 'not-departed',
      departureTerminalResponse: { name: 'Lagos (Jibowu)' },
      destinationTerminalResponse: { name: 'Abuja (Utako)' },
    })
    expect(Date.parse(byImei.body.data.estimatedTimeOfArrival)).toBeGreaterThan(
      Date.parse(byImei.body.data.departureTime),
    )
    const byRef = await h.call('GET', `/api/booking/AutoTrack/track/${ref}`)
    const shared = await h.call(
      'GET',
      `/api/booking/AutoTrack/shared/${byRef.body.data.shareToken}`,
    )
    expect(shared.body.data.vehicleImei).toBe(imei)
    const forged = await h.call(
      'GET',
      `/api/booking/AutoTrack/shared/${ref}.AAAAAAAAAAAAAAAAAAAAAA`,
    )
    expect(forged.status).toBe(404)
    expect(forged.body.shortDescription).toBe('Invalid Information!')
    expect((await h.call('GET', '/api/booking/AutoTrack/vehicletrip?vehicleImei=12')).status).toBe(
      400,
    )
  })

  it('a round trip whose way out has arrived tracks the bus back, not the one that arrived', async () => {
    const out = (await findBuses(h, 1, 6, '2026-11-29'))[0]!
    const back = (await findBuses(h, 6, 1, '2026-12-01'))[0]!
    const booked = await book(h, payload(out, { seats: [5], back: { bus: back, seats: [5] } }))
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    const reference = booked.body.data.bookingReferenceCode
    const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', { reference })
    await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
    await h.call('GET', `/api/payment/Payment/ProcessPaystackPayment/${reference}/NG`)
    // The way out left 20 hours ago: Lagos to Abuja is long behind it; the bus back leaves in
    // two days. The last day's legs counted as 'on the road', so the page said 'Arrived'.
    await h.deps.db
      .updateTable('vehicle_trips')
      .set({ departure_at: new Date(h.clock.now().getTime() - 20 * 3_600_000) })
      .where('id', '=', out.vehicleTripRegistrationId)
      .execute()
    const tracked = await h.call('GET', `/api/booking/AutoTrack/track/${reference}`)
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200)
    expect(tracked.body.data).toMatchObject({
      vehicleImei: imeiOf(back.vehicleTripRegistrationId),
      status: 'not-departed',
      departureTerminalResponse: { name: 'Abuja (Utako)' },
    })
  })

  it('a device report needs its own token and then is the position', async () => {
    const at = { imei, latitude: 7.1, longitude: 4.2, speed: 71 }
    const refused = await h.call('POST', '/api/booking/AutoTrack/device/position', at, {
      authorization: 'Device nope',
    })
    expect(refused.status).toBe(401)
    const token = await deviceToken(h.deps, imei)
    const taken = await h.call('POST', '/api/booking/AutoTrack/device/position', at, {
      authorization: `Device ${token}`,
    })
    expect(taken.status).toBe(200)
    const now = await h.call('GET', `/api/booking/AutoTrack/vehicletrip?vehicleImei=${imei}`)
    expect(now.body.data.location).toMatchObject({
      latitude: 7.1,
      longitude: 4.2,
      speed: 71,
      source: 'device',
    })
  })
})

/** One API process: the Hono app and socket.io on a port of its own, over the shared database. */
async function processWith(env: Record<string, string>) {
  const started = startProcess(env)
  await started.attached
  return started
}

/** A process whose socket.io is still deciding its adapter (as main.ts: already listening). */
function startProcess(env: Record<string, string>) {
  const deps: AppDeps = {
    db: h.database.db,
    clock: h.clock,
    config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1', ...env }),
  }
  const app = buildApp(deps)
  const server = serve({ fetch: app.fetch, port: 0, createServer }) as Server
  const listening = new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const attached = listening.then(() => attachRealtime(server, deps))
  const url = listening.then(() => `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  const close = async () => (await attached).close()
  return { deps, app, attached, url, close }
}

const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve))

describe('the tracking socket', () => {
  it("get-location answers location-response with SPEC's fields", async () => {
    const one = await processWith({})
    const socket = connect(await one.url, { path: '/socket.io', transports: ['websocket'] })
    try {
      socket.emit('get-location', imei)
      const answer = await once<Record<string, unknown>>(socket, 'location-response')
      expect(answer).toMatchObject({
        status: 'ok',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        speed: expect.any(Number),
        msg: expect.any(String),
      })
      socket.emit('get-location', { imei: '0000000000000000' })
      expect(await once(socket, 'location-response')).toMatchObject({
        status: 'error',
        msg: "Can't get vehicle locatioon",
      })
    } finally {
      socket.close()
      await one.close()
    }
  })

  it("a followed bus's updates carry its trip status and arrival, as its device reports them", async () => {
    const one = await processWith({})
    const bus = (await findBuses(h, 1, 6, '2026-11-28'))[0]!
    const followed = imeiOf(bus.vehicleTripRegistrationId)!
    const socket = connect(await one.url, { path: '/socket.io', transports: ['websocket'] })
    try {
      socket.emit('subscribe', followed)
      expect(await once(socket, 'location')).toMatchObject({
        imei: followed,
        tripStatus: 'not-departed',
        estimatedTimeOfArrival: expect.any(String),
      })
      // The bus leaves before its time: its device reports it moving. The update said only where
      // it was, so the page went on saying 'Not left yet' beside a bus at 64 km/h.
      const report = { imei: followed, latitude: 8.9, longitude: 7.4, speed: 64 }
      const update = once<Record<string, unknown>>(socket, 'location')
      await one.app.request('/api/booking/AutoTrack/device/position', {
        method: 'POST',
        headers: {
          authorization: `Device ${await deviceToken(h.deps, followed)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(report),
      })
      const byImei = await h.call(
        'GET',
        `/api/booking/AutoTrack/vehicletrip?vehicleImei=${followed}`,
      )
      expect(byImei.body.data.status).toBe('on-the-way')
      expect(await update).toMatchObject({
        imei: followed,
        status: 'ok',
        latitude: 8.9,
        longitude: 7.4,
        speed: 64,
        tripStatus: 'on-the-way',
        estimatedTimeOfArrival: byImei.body.data.estimatedTimeOfArrival,
      })
    } finally {
      socket.close()
      await one.close()
    }
  })
})

describe('the tracking socket under abuse', () => {
  it('a payload that cannot be read as an id is refused, and the process goes on', async () => {
    const one = await processWith({})
    const socket = connect(await one.url, { path: '/socket.io', transports: ['websocket'] })
    try {
      // Each of these threw in the handler and took the whole process down.
      socket.emit('subscribe', { toString: 'x' })
      expect(await once(socket, 'location-response')).toMatchObject({
        status: 'error',
        msg: 'Invalid Information!',
      })
      socket.emit('unsubscribe', { imei: { valueOf: 1, toString: 1 } })
      socket.emit('get-location', { imei: { toString: 1 } })
      expect(await once(socket, 'location-response')).toMatchObject({ status: 'error' })
      socket.emit('get-location', imei)
      expect(await once(socket, 'location-response')).toMatchObject({ status: 'ok' })
    } finally {
      socket.close()
      await one.close()
    }
  })

  it('one connection follows a few buses at most, and one that floods is cut off', async () => {
    const one = await processWith({})
    const buses = [
      ...(await findBuses(h, 1, 6, '2026-11-25')),
      ...(await findBuses(h, 1, 6, '2026-11-26')),
    ]
    const others = buses.map((bus) => imeiOf(bus.vehicleTripRegistrationId)!)
    expect(others.length).toBeGreaterThan(MAX_SUBSCRIPTIONS)
    const socket = connect(await one.url, { path: '/socket.io', transports: ['websocket'] })
    try {
      const answers: { status: string }[] = []
      socket.on('location-response', (a: { status: string }) => answers.push(a))
      let following = 0
      socket.on('location', () => (following += 1))
      for (const bus of others.slice(0, MAX_SUBSCRIPTIONS + 1)) socket.emit('subscribe', bus)
      await expect.poll(() => following + answers.length).toBe(MAX_SUBSCRIPTIONS + 1)
      expect(following).toBe(MAX_SUBSCRIPTIONS)
      expect(answers).toEqual([{ status: 'error', msg: trackingTooManyBuses }])

      // Thousands of asks at once: a few are answered, then the connection is closed.
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve))
      answers.length = 0
      for (let i = 0; i < 2000; i++) socket.emit('get-location', imei)
      expect(await closed).toBe('io server disconnect')
      expect(answers.length).toBeLessThanOrEqual(30)
    } finally {
      socket.close()
      await one.close()
    }
  })

  it('an unsubscribe sent while its subscribe is being looked up ends it', async () => {
    const one = await processWith({})
    const buses = [
      ...(await findBuses(h, 1, 6, '2026-11-27')),
      ...(await findBuses(h, 1, 6, '2026-11-28')),
    ].map((bus) => imeiOf(bus.vehicleTripRegistrationId)!)
    const [dropped, ...others] = buses.slice(0, MAX_SUBSCRIPTIONS + 2)
    const socket = connect(await one.url, { path: '/socket.io', transports: ['websocket'] })
    try {
      const answers: { msg: string }[] = []
      socket.on('location-response', (a: { msg: string }) => answers.push(a))
      const following: string[] = []
      socket.on('location', (p: { imei: string }) => following.push(p.imei))
      socket.emit('subscribe', dropped)
      socket.emit('unsubscribe', dropped)
      // The dropped bus holds no place: all four others are followed, and a fifth is refused.
      for (const bus of others.slice(0, MAX_SUBSCRIPTIONS)) socket.emit('subscribe', bus)
      await expect.poll(() => following.length + answers.length).toBe(MAX_SUBSCRIPTIONS)
      expect(answers).toEqual([])
      socket.emit('subscribe', others[MAX_SUBSCRIPTIONS])
      expect(await once(socket, 'location-response')).toEqual({
        status: 'error',
        msg: trackingTooManyBuses,
      })
      expect(following.filter((bus) => bus === dropped)).toEqual([])
    } finally {
      socket.close()
      await one.close()
    }
  })

  it('one address holds a few connections at most; another is still served', async () => {
    const one = await processWith({})
    const url = await one.url
    const from = (address: string) =>
      connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { 'x-forwarded-for': address },
      })
    const opened = (socket: Socket) =>
      new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'))
        socket.once('connect_error', (error) => resolve(error.message))
      })
    const sockets = Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => from('203.0.113.7'))
    try {
      expect(new Set(await Promise.all(sockets.map(opened)))).toEqual(new Set(['connected']))
      const extra = from('203.0.113.7')
      sockets.push(extra)
      expect(await opened(extra)).toBe(trackingTooManyConnections)
      const other = from('198.51.100.9')
      sockets.push(other)
      expect(await opened(other)).toBe('connected')
      other.emit('get-location', imei)
      expect(await once(other, 'location-response')).toMatchObject({ status: 'ok' })
      // A connection closed frees its place.
      const first = sockets[0]!
      const gone = new Promise((resolve) => first.once('disconnect', resolve))
      first.close()
      await gone
      await expect
        .poll(async () => {
          const again = from('203.0.113.7')
          sockets.push(again)
          return opened(again)
        })
        .toBe('connected')
    } finally {
      for (const socket of sockets) socket.close()
      await one.close()
    }
  })

  it('a connection taken while Redis is still being waited for is answered', async () => {
    // Accepts and never answers: the process waits for Redis (3 s), already listening.
    const silent = createTcpServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const port = (silent.address() as AddressInfo).port
    const one = startProcess({ REDIS_URL: `redis://127.0.0.1:${port}/5` })
    const socket = connect(await one.url, { path: '/socket.io', transports: ['websocket'] })
    try {
      socket.emit('get-location', imei)
      expect(await once(socket, 'location-response')).toMatchObject({ status: 'ok' })
      await one.attached
      socket.emit('subscribe', imei)
      expect(await once(socket, 'location')).toMatchObject({ imei, status: 'ok' })
    } finally {
      socket.close()
      await one.close()
      silent.close()
    }
  }, 15_000)

  it('a Redis that cannot be reached does not hold the process back', async () => {
    // Nothing listens on this port: the process starts within seconds and serves its own.
    const one = await processWith({ REDIS_URL: 'redis://127.0.0.1:6399/5' })
    const socket = connect(await one.url, { path: '/socket.io', transports: ['websocket'] })
    try {
      socket.emit('get-location', imei)
      expect(await once(socket, 'location-response')).toMatchObject({ status: 'ok' })
    } finally {
      socket.close()
      await one.close()
    }
  }, 15_000)
})

async function redisUp() {
  const client = createClient({
    url: REDIS_URL,
    socket: { connectTimeout: 500, reconnectStrategy: false },
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.quit()
    return true
  } catch {
    return false
  }
}

describe.skipIf(!(await redisUp()))('two processes (Redis on 127.0.0.1:6379)', () => {
  async function deliveredAcross(env: Record<string, string>, envOfB = env) {
    const [a, b] = [await processWith(env), await processWith(envOfB)]
    const socket = connect(await a.url, { path: '/socket.io', transports: ['websocket'] })
    try {
      socket.emit('subscribe', { imei })
      await once(socket, 'location')
      const token = await deviceToken(b.deps, imei)
      const seen = new Promise<boolean>((resolve) => {
        socket.on('location', (p: { latitude: number }) => p.latitude === 8.25 && resolve(true))
        setTimeout(() => resolve(false), 2_000)
      })
      // The device reports to the other process.
      const res = await b.app.request('/api/booking/AutoTrack/device/position', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Device ${token}` },
        body: JSON.stringify({ imei, latitude: 8.25, longitude: 5.5, speed: 60 }),
      })
      expect(res.status).toBe(200)
      return await seen
    } finally {
      socket.close()
      await Promise.all([a.close(), b.close()])
    }
  }

  it('a subscriber on one process gets the position reported to the other', async () => {
    expect(await deliveredAcross({ REDIS_URL })).toBe(true)
  })

  it('without the Redis adapter it does not (the test above can fail)', async () => {
    expect(await deliveredAcross({})).toBe(false)
  })

  it('another deployment on the same Redis server (its own database number) is not heard', async () => {
    const server = REDIS_URL.replace(/\/\d*$/, '')
    const on = (database: number) => ({ REDIS_URL: `${server}/${database}` })
    expect(await deliveredAcross(on(5), on(6))).toBe(false)
    expect(await deliveredAcross(on(5), on(5))).toBe(true)
  })

  it('a process stops promptly while Redis is away', async () => {
    // A relay stands in for Redis, so Redis can go away without touching the shared server.
    const target = new URL(REDIS_URL)
    const links = new Set<TcpSocket>()
    const relay = createTcpServer((inbound) => {
      const outbound = connectTcp(Number(target.port || 6379), target.hostname)
      links.add(inbound).add(outbound)
      inbound.pipe(outbound).pipe(inbound)
      for (const end of [inbound, outbound]) end.on('error', () => end.destroy())
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
    const port = (relay.address() as AddressInfo).port
    const one = await processWith({ REDIS_URL: `redis://127.0.0.1:${port}/5` })
    // The adapter's subscriptions are in place (as on a process that has been serving).
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    relay.close()
    for (const link of links) link.destroy()
    // The clients have seen it go and are trying again.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = Date.now()
    const closed = await Promise.race([
      one.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still closing'), 5_000)),
    ])
    expect(closed).toBe('closed')
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
