import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  PopularRoutesResponse,
  RouteFaresResponse,
  TerminalListResponse,
  TerminalResponse,
} from '#shared/contract/settings.ts'
import { ErrorEnvelopeSchema } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import { createHarness, type Harness } from './harness.ts'

// SPEC §7 Routes and terminals. Seed facts used here (src/server/db/seed/): Lagos (Ajah) 2 has
// no route to Kaduna 30 while Lagos (Jibowu) 1 has; Lagos (Ojota Palliative) is terminal 4;
// Accra (Kaneshie) 33 is the only Ghana terminal.
const AJAH = 2
const KADUNA = 30
const PALLIATIVE = 4

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

const get = (path: string) => h.call('GET', `/api/settings${path}`)
const expectRefusal = (res: { status: number; body: unknown }, status: number) => {
  expect(res.status).toBe(status)
  const body = v.parse(ErrorEnvelopeSchema, res.body)
  expect(body.code).toBe('0')
  return body
}

describe('GET /Terminal/DepartureTerminalsByCountryCode/{code}', () => {
  it('lists Nigerian terminals that start a route, cached 30 minutes', async () => {
    const res = await h.app.request('/api/settings/Terminal/DepartureTerminalsByCountryCode/NG')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=1800')
    const body = v.parse(TerminalListResponse, await res.json())
    expect(body.code).toBe('1')
    expect(body.data.length).toBeGreaterThanOrEqual(30)
    expect(body.data.every((t) => t.id === t.terminalId && t.terminal === t.terminalName)).toBe(
      true,
    )
    expect(body.data.map((t) => t.terminalName)).not.toContain('Accra (Kaneshie)')
    expect(body.data.filter((t) => t.terminalName.includes('Zuba'))).toHaveLength(1)
    for (const t of body.data) {
      expect(t.phoneNumber).toMatch(/^0\d{10}$/)
      expect(t.email).toMatch(/@waka\.ng$/)
    }
  })

  it('matches the path in any case', async () => {
    for (const path of [
      '/terminal/DepartureTerminalsByCountryCode/NG',
      '/terminal/departureterminalsbycountrycode/ng',
      '/TERMINAL/DEPARTURETERMINALSBYCOUNTRYCODE/Ng',
    ]) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(v.parse(TerminalListResponse, res.body).data.length).toBeGreaterThanOrEqual(30)
    }
  })

  it('lists Accra for GH and nothing for an unknown country', async () => {
    const gh = v.parse(
      TerminalListResponse,
      (await get('/Terminal/DepartureTerminalsByCountryCode/GH')).body,
    )
    expect(gh.data.map((t) => t.terminalName)).toEqual(['Accra (Kaneshie)'])
    const xx = await get('/Terminal/DepartureTerminalsByCountryCode/XX')
    expect(xx.status).toBe(200)
    expect(v.parse(TerminalListResponse, xx.body)).toMatchObject({ code: '1', data: [] })
    expectRefusal(await get('/Terminal/DepartureTerminalsByCountryCode/123'), 400)
  })
})

describe('GET /Terminal/GetDestinationTerminals/{id}', () => {
  it('offers what any terminal of the same state reaches, except the terminal itself', async () => {
    const res = await get(`/Terminal/GetDestinationTerminals/${AJAH}`)
    expect(res.status).toBe(200)
    const ids = v.parse(TerminalListResponse, res.body).data.map((t) => t.id)
    // Kaduna: no bus from Ajah, but one from Jibowu, so the search can suggest it.
    expect(ids).toContain(KADUNA)
    expect(ids).not.toContain(AJAH)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('refuses an unknown or malformed id', async () => {
    const unknown = expectRefusal(await get('/Terminal/GetDestinationTerminals/999'), 404)
    expect(unknown.shortDescription).toBe('Terminal not found.')
    expectRefusal(await get('/terminal/getdestinationterminals/abc'), 400)
  })
})

describe('GET /terminal/{id}', () => {
  it('answers one terminal with its palliative flag', async () => {
    const res = await get(`/terminal/${PALLIATIVE}`)
    expect(res.status).toBe(200)
    const { data } = v.parse(TerminalResponse, res.body)
    expect(data.terminalName).toContain('Palliative')
    expect(data.isPalliative).toBe(true)
    expect(data.state).toBe('lagos')
    const jibowu = v.parse(TerminalResponse, (await get('/Terminal/1')).body).data
    expect(jibowu).toMatchObject({ terminalName: 'Lagos (Jibowu)', isPalliative: false })
    expect(jibowu.latitude).toBeCloseTo(6.52, 1)
  })

  it('refuses unknown (404) and non-numeric (400) ids', async () => {
    expect(expectRefusal(await get('/terminal/999'), 404).shortDescription).toBe(
      'Terminal not found.',
    )
    expectRefusal(await get('/terminal/abc'), 400)
    expectRefusal(await get('/terminal/0'), 400)
  })
})

describe('GET /Route/getpopularroutes', () => {
  it('answers the ranked routes, limited by noOfRoutes, cached a day', async () => {
    const res = await h.app.request('/api/settings/Route/getpopularroutes?noOfDays=5&noOfRoutes=5')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const { data } = v.parse(PopularRoutesResponse, await res.json())
    expect(data).toHaveLength(5)
    expect(data[0]).toMatchObject({
      routeName: 'Lagos (Jibowu)==>Abuja (Utako)',
      departureTerminalId: 1,
    })
    const three = await get('/route/GetPopularRoutes?noofroutes=3')
    expect(v.parse(PopularRoutesResponse, three.body).data).toHaveLength(3)
    expect(
      v.parse(PopularRoutesResponse, (await get('/Route/getpopularroutes')).body).data,
    ).toHaveLength(5)
  })

  it('refuses a bad limit', async () => {
    expectRefusal(await get('/Route/getpopularroutes?noOfRoutes=0'), 400)
    expectRefusal(await get('/Route/getpopularroutes?noOfRoutes=lots'), 400)
  })
})

describe('GET /Fares/GetRouteFares', () => {
  it('answers the same prices in path and query form', async () => {
    const path = await get('/Fares/GetRouteFares/1/6')
    const query = await get('/fares/getroutefares?departureTerminalId=1&DestinationTerminalId=6')
    expect(path.status).toBe(200)
    const fares = v.parse(RouteFaresResponse, path.body).data
    expect(v.parse(RouteFaresResponse, query.body).data).toEqual(fares)
    expect(fares.length).toBeGreaterThanOrEqual(1)
    expect(fares.map((f) => f.vehicleModelName)).toContain('Hiace')
    for (const fare of fares) {
      expect(fare.routeName).toBe('Lagos (Jibowu)==>Abuja (Utako)')
      expect(fare.amount).toBeGreaterThanOrEqual(8000)
      expect(fare.amount).toBeLessThanOrEqual(45000)
    }
  })

  it('answers an empty list, not an error, when no bus runs the pair', async () => {
    const res = await get(`/Fares/GetRouteFares/${AJAH}/${KADUNA}`)
    expect(res.status).toBe(200)
    expect(v.parse(RouteFaresResponse, res.body)).toEqual({
      code: '1',
      shortDescription: messages.noPriceFound,
      data: [],
    })
  })

  it('refuses missing or malformed terminal ids', async () => {
    expectRefusal(await get('/Fares/GetRouteFares'), 400)
    expectRefusal(await get('/Fares/GetRouteFares?departureTerminalId=1'), 400)
    expectRefusal(await get('/Fares/GetRouteFares/one/6'), 400)
  })
})

describe('a missing field', () => {
  it('is named as required, not as a schema key error', async () => {
    const res = await h.call('POST', '/api/booking/Booking/availabletripdetails', {
      destinationTerminalId: 6,
      departureDate: '2026-11-25',
      numberOfAdults: 1,
      tripType: 0,
    })
    expect(res.status).toBe(400)
    expect(res.body.shortDescription).toBe('departureTerminalId is required.')
  })
})
