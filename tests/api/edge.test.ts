import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { edgeMessages } from '#server/http/edge.ts'
import { apiRoutes, createHarness, type Harness } from './harness.ts'

// Issue 9, the HTTP edge: control characters, out-of-range integers and oversized bodies are
// refused before any route or the database sees them; CSP and the client address.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h?.close())

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

describe('a NUL byte anywhere in a request', () => {
  it('is a 400 on every route: in each path parameter, in the query and in a JSON string', async () => {
    const routes = apiRoutes(h)
    expect(routes.length).toBeGreaterThan(40)
    const answers: string[] = []
    for (const route of routes) {
      const params = route.path.match(/:\w+/g) ?? []
      const clean = route.path.replace(/:\w+/g, 'x1')
      const attempts: { path: string; body?: unknown }[] = [
        ...params.map((param) => ({
          path: route.path.replace(param, 'a%00b').replace(/:\w+/g, 'x1'),
        })),
        { path: `${clean}?BookingRefCode=%00%27&q=a%00` },
        { path: `${clean}?%00=1` },
      ]
      if (BODY_METHODS.has(route.method))
        attempts.push(
          { path: clean, body: { reference: 'a\u0000b', nested: [{ name: '\u0000' }] } },
          { path: clean, body: { ['key\u0000']: 'x' } },
          { path: clean, body: { text: 'bell \u0007 in a message' } },
        )
      for (const attempt of attempts) {
        const res = await h.call(route.method, attempt.path, attempt.body)
        if (res.status !== 400 || res.body.shortDescription !== edgeMessages.controlCharacters)
          answers.push(`${route.method} ${attempt.path} → ${res.status}`)
      }
    }
    expect(answers).toEqual([])
  })

  it('is refused, never a 500, when the JSON says it is text, has no type or comes as a form', async () => {
    const json = JSON.stringify({ reference: 'a\u0000b', userName: 'a\u0000b', Amount: 1 })
    const bodies: { type?: string; body: string }[] = [
      { type: 'text/plain', body: json },
      { body: json },
      { type: 'application/x-www-form-urlencoded', body: 'reference=a%00b&Reference=a%00b' },
    ]
    const answers: string[] = []
    for (const route of apiRoutes(h).filter((r) => BODY_METHODS.has(r.method)))
      for (const { type, body } of bodies) {
        const headers: Record<string, string> = type ? { 'content-type': type } : {}
        const path = route.path.replace(/:\w+/g, 'x1')
        const res = await h.app.request(path, { method: route.method, headers, body })
        if (res.status >= 500) answers.push(`${route.method} ${path} (${type}) → ${res.status}`)
      }
    expect(answers).toEqual([])
  })

  it('names the characters when a JSON route reads a body sent as text', async () => {
    const body = JSON.stringify({
      Category: 1,
      CustomerName: 'A\u0000B',
      CustomerPhoneNumber: '08031112222',
      CustomerEmail: 'a@b.co',
      Message: 'hi',
    })
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Record<string, string>[]) {
      const res = await h.app.request('/api/settings/api/CustomerFeedbacks', {
        method: 'POST',
        headers,
        body,
      })
      expect(res.status).toBe(400)
      expect((await res.json()).shortDescription).toBe(edgeMessages.controlCharacters)
    }
  })

  it('lets tabs and new lines through in JSON text (a message may have paragraphs)', async () => {
    const res = await h.call('POST', '/api/settings/api/CustomerFeedbacks', {
      Category: 1,
      CustomerName: 'Ada Obi',
      CustomerPhoneNumber: '08031234567',
      CustomerEmail: 'ada@example.com',
      Message: 'First line.\n\tSecond line.',
    })
    expect(res.body.shortDescription).not.toBe(edgeMessages.controlCharacters)
  })

  it('takes a GET that says it carries JSON but has no body', async () => {
    const res = await h.app.request('/api/health', {
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(200)
  })

  it('answers broken percent-escapes without a 500', async () => {
    const query = await h.call('GET', '/api/booking/Booking/limited?BookingRefCode=%E0%A4%A')
    expect(query.status).toBeLessThan(500)
    const path = await h.call('GET', '/api/settings/terminal/%E0%A4%A')
    expect(path.status).toBe(400)
  })
})

describe('integers beyond PostgreSQL integer', () => {
  it('are a 400 in a path and in a search', async () => {
    const terminal = await h.call('GET', '/api/settings/terminal/2147483648')
    expect(terminal.status).toBe(400)
    const search = await h.call('POST', '/api/booking/Booking/availabletripdetails', {
      departureTerminalId: 2147483648,
      destinationTerminalId: 6,
      departureDate: '2026-11-25',
      numberOfAdults: 1,
      tripType: 0,
    })
    expect(search.status).toBe(400)
    expect((await h.call('GET', '/api/settings/terminal/2147483647')).status).toBe(404)
  })
})

describe('dates', () => {
  // Date.parse reads 2026-11-31 as 1 December; PostgreSQL refuses it.
  it('that no calendar has are a 400 on the seat and hire searches and the hire booking', async () => {
    const search = await h.call('POST', '/api/booking/Booking/availabletripdetails', {
      departureTerminalId: 1,
      destinationTerminalId: 6,
      departureDate: '2026-11-31',
      numberOfAdults: 1,
      tripType: 0,
    })
    expect(search.status).toBe(400)
    expect(search.body.shortDescription).toContain('must be a real date')
    const hireSearch = await h.call('POST', '/api/booking/HireBooking/bookingSearch', {
      OnewayPickupLocation: 'terminal:2',
      OneWayDropoffLocation: 'terminal:6',
      OnewayPickupDate: '2026-02-29',
      HiredServiceType: 0,
    })
    expect(hireSearch.status).toBe(400)
    const hire = await h.call('POST', '/api/booking/HireBooking/requestBooking', {
      fullName: 'A B',
      gender: 0,
      email: 'a@b.co',
      phoneNumber: '08031112222',
      nextOfKinName: 'K',
      nextOfKinPhone: '08031113333',
      address: 'x',
      paymentMethod: 5,
      hiredServiceType: 0,
      onewayPickupLocation: 'terminal:2',
      oneWayDropoffLocation: 'terminal:6',
      onewayPickupDate: '2026-11-31',
      hireVehicleDetail: [{ vehicleModelId: 1, noOfBookedVehicle: 1 }],
      amount: 436000,
    })
    expect(hire.status).toBe(400)
  })
})

describe('request bodies', () => {
  it('nested thousands deep are a 400 on every route, whatever type they say they are', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000)
    const answers: string[] = []
    for (const route of apiRoutes(h).filter((r) => BODY_METHODS.has(r.method)))
      for (const type of ['application/json', 'text/plain']) {
        const path = route.path.replace(/:\w+/g, 'x1')
        const res = await h.app.request(path, {
          method: route.method,
          headers: { 'content-type': type },
          body: deep,
        })
        if (res.status >= 500) answers.push(`${route.method} ${path} (${type}) → ${res.status}`)
      }
    expect(answers).toEqual([])
    const json = await h.app.request('/api/settings/api/CustomerFeedbacks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deep,
    })
    expect(json.status).toBe(400)
    expect((await json.json()).shortDescription).toBe(edgeMessages.tooDeep)
  })

  it('labelled as a file upload get no more room than JSON, but on the photo upload', async () => {
    const big = JSON.stringify({ Message: 'x'.repeat(300 * 1024) })
    const multipart = { 'content-type': 'multipart/form-data; boundary=zzz' }
    const res = await h.app.request('/api/settings/api/CustomerFeedbacks', {
      method: 'POST',
      headers: { ...multipart, 'content-length': String(big.length) },
      body: big,
    })
    expect(res.status).toBe(413)
    const photo = await h.app.request('/api/onboarding/customer/updatephoto', {
      method: 'POST',
      headers: { ...multipart, 'content-length': String(big.length) },
      body: big,
    })
    expect(photo.status).toBe(401)
  })

  it('past the limit get a 413 without being parsed', async () => {
    const huge = JSON.stringify({ Message: 'x'.repeat(2 * 1024 * 1024) })
    const res = await h.app.request('/api/settings/api/CustomerFeedbacks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(huge.length) },
      body: huge,
    })
    expect(res.status).toBe(413)
    expect((await res.json()).shortDescription).toBe(edgeMessages.tooLarge)
  })
})

describe('headers', () => {
  // /api/health is made by Hono and gets them afterwards; the envelope (a refusal here) is made
  // with them in place.
  it.each(['/api/health', '/api/no/such/call'])(
    'forbid framing, plugins and a changed base in the CSP of %s',
    async (path) => {
      const res = await h.app.request(path)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    },
  )
})

describe('Save-Data (low-data mode)', () => {
  // A data-saving proxy adds the header on the way: only the server sees it, and says so.
  const search = (saveData?: string) =>
    h.app.request('/api/booking/Booking/availabletripdetails', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(saveData ? { 'save-data': saveData } : {}),
      },
      body: JSON.stringify({
        departureTerminalId: 1,
        destinationTerminalId: 6,
        departureDate: '2026-11-24',
        numberOfAdults: 1,
        tripType: 0,
      }),
    })

  it('is said on each answer made for the request, which varies by it', async () => {
    for (const [asked, said] of [
      ['on', 'on'],
      ['On; other-directive', 'on'],
      [undefined, 'off'],
      ['off', 'off'],
    ] as const) {
      const res = await search(asked)
      expect(res.status).toBe(200)
      expect(res.headers.get('waka-save-data')).toBe(said)
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Save-Data')
    }
    const refused = await h.app.request('/api/no/such/call', { headers: { 'save-data': 'on' } })
    expect(refused.headers.get('waka-save-data')).toBe('on')
  })

  it('is not said on an answer a cache may keep for other travellers', async () => {
    const res = await h.app.request('/api/settings/Terminal/DepartureTerminalsByCountryCode/NG', {
      headers: { 'save-data': 'on' },
    })
    expect(res.headers.get('cache-control')).toBe('public, max-age=1800')
    expect(res.headers.get('waka-save-data')).toBeNull()
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
  })
})

describe('the client address behind TRUST_PROXY', () => {
  // Sign-in allows 10 tries per identifier and 50 per address in 15 minutes.
  async function signInTries(harness: Harness, count: number) {
    const statuses: number[] = []
    for (let i = 0; i < count; i++) {
      const res = await harness.call(
        'POST',
        '/api/onboarding/customer/signin',
        { userName: `nobody${i}@example.com`, password: 'wrong password' },
        { 'x-forwarded-for': `10.9.${i}.1` },
      )
      statuses.push(res.status)
    }
    return statuses
  }

  it('with a proxy in front, each forwarded address has its own bucket', async () => {
    const statuses = await signInTries(h, 55)
    expect(statuses.filter((s) => s === 429)).toHaveLength(0)
  })

  it('directly exposed, a client cannot get a fresh bucket by sending X-Forwarded-For', async () => {
    const direct = await createHarness({ env: { TRUST_PROXY: '' } })
    try {
      const statuses = await signInTries(direct, 55)
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    } finally {
      await direct.close()
    }
  })

  /**
   * The address the booking-lookup limit counted a request under, with TRUST_PROXY set to
   * `trust`, sent from `socket` (as Node reports it when listening on '::') with the given
   * X-Forwarded-For. The app is built afresh on the suite's database.
   */
  async function countedAs(trust: string, socket: string, forwardedFor: string) {
    const db = h.database.db
    const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trust })
    await db.deleteFrom('rate_limit_counters').execute()
    await buildApp({ db, clock: h.clock, config }).request(
      '/api/booking/Booking/limited?BookingRefCode=ABCDEF1',
      { headers: { 'x-forwarded-for': forwardedFor } },
      { incoming: { socket: { remoteAddress: socket } } },
    )
    const rows = await db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', 'like', 'booking-lookup:ip:%')
      .execute()
    return rows.map((r) => r.key.slice('booking-lookup:ip:'.length))
  }

  it("proxy addresses written as IPv4 match the proxy's socket, reported as ::ffff:a.b.c.d", async () => {
    const proxies = '10.0.0.1, 10.0.0.2'
    // Two proxies in front: the client is the address the outer one appended.
    expect(await countedAs(proxies, '::ffff:10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2')).toEqual([
      '203.0.113.9',
    ])
    // Not from a proxy: the socket is the client, whatever it forwards.
    expect(await countedAs(proxies, '::ffff:198.51.100.7', '6.6.6.6')).toEqual(['198.51.100.7'])
  })

  it('counts an IPv6 client by its /64: one home cannot take a fresh address for each try', async () => {
    expect(await countedAs('', '2001:db8:1:2:a:b:c:d', '')).toEqual(['2001:db8:1:2::/64'])
    expect(await countedAs('', '2001:db8:1:2::9', '')).toEqual(['2001:db8:1:2::/64'])
    expect(await countedAs('1', '::ffff:10.0.0.1', '2001:0db8:0001:0002:ffff::1')).toEqual([
      '2001:db8:1:2::/64',
    ])
    expect(await countedAs('', '2001:db8::5', '')).toEqual(['2001:db8:0:0::/64'])
    expect(await countedAs('', '::ffff:198.51.100.7', '')).toEqual(['198.51.100.7'])
  })

  it('reads the address in an entry that carries the port, and never keys on junk', async () => {
    // Some proxies append the client's port; each port was a fresh bucket (tester V).
    expect(await countedAs('1', '::ffff:10.0.0.1', '41.63.7.1:40001')).toEqual(['41.63.7.1'])
    expect(await countedAs('1', '::ffff:10.0.0.1', '[2c0f:f5c0:abcd:1234::99]:443')).toEqual([
      '2c0f:f5c0:abcd:1234::/64',
    ])
    expect(await countedAs('1', '::ffff:10.0.0.1', '[2c0f:f5c0:abcd:1234::98]')).toEqual([
      '2c0f:f5c0:abcd:1234::/64',
    ])
    expect(await countedAs('1', '::ffff:10.0.0.1', 'junk-1')).toEqual(['10.0.0.1'])
    expect(await countedAs('10.0.0.1', '::ffff:10.0.0.1', 'unknown, 203.0.113.9:7')).toEqual([
      '203.0.113.9',
    ])
  })

  it('TRUST_PROXY=0 trusts no proxy: the socket is the client, not the first forwarded address', async () => {
    expect(await countedAs('0', '::ffff:198.51.100.7', '6.6.6.6, 203.0.113.9')).toEqual([
      '198.51.100.7',
    ])
  })

  it('refuses at start-up a TRUST_PROXY that is neither a hop count nor addresses', () => {
    for (const bad of ['proxy.internal', 'yes', '10.0.0.1, my-proxy', '1.2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: a hop count/)
    }
    for (const good of ['1', '0', '10.0.0.1', '10.0.0.1, 10.0.0.2', '::1', '::ffff:10.0.0.1']) {
      expect(loadConfig({ TRUST_PROXY: good }).TRUST_PROXY, good).toBe(good)
    }
  })
})

describe('compressed answers', () => {
  it('sends JSON above 1 KB as brotli or gzip, and small answers as they are', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const path = '/api/settings/Terminal/DepartureTerminalsByCountryCode/NG'
    const br = await h.app.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length)
    const terminals = JSON.parse(brotliDecompressSync(brBody).toString())
    expect(terminals.data.length).toBeGreaterThan(5)

    const gz = await h.app.request(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const plain = JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())
    expect(plain).toEqual(terminals)

    const none = await h.app.request(path)
    expect(none.headers.get('content-encoding')).toBeNull()
    const small = await h.app.request('/api/health', { headers: { 'accept-encoding': 'br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
  })

  it('compresses an answer sent again once, and never hands one answer the bytes of another', async () => {
    const { brotliDecompressSync } = await import('node:zlib')
    const search = async (departureDate: string, encoding: string) => {
      const res = await h.app.request('/api/booking/Booking/availabletripdetails', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: JSON.stringify({
          departureTerminalId: 1,
          destinationTerminalId: 6,
          departureDate,
          numberOfAdults: 1,
          tripType: 0,
        }),
      })
      expect(res.headers.get('content-encoding')).toBe(encoding === 'br' ? 'br' : null)
      return Buffer.from(await res.arrayBuffer())
    }
    const sent: Buffer[] = []
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-24']) {
      const bytes = await search(day, 'br')
      sent.push(bytes)
      expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(
        JSON.parse((await search(day, 'identity')).toString()),
      )
    }
    expect(sent[2]).toEqual(sent[0])
    expect(sent[1]).not.toEqual(sent[0])
  })
})
