import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edgeMessages } from '#server/http/edge.ts'
import { apiRoutes, createHarness, type Harness } from './harness.ts'
import { fieldTooLong } from '#shared/contract/too-long.ts'
import { book, firstBus, payload, seatRowCount } from './booking-helpers.ts'

// Type confusion and shape attacks beyond junk.test.ts and edge.test.ts: what a hostile client
// can write in valid JSON that no browser form would send.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h?.close())

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const count = async (table: 'bookings' | 'customer_feedbacks' | 'hire_requests') => {
  const row = await h.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('half a character (a lone UTF-16 surrogate, JSON "\\ud800")', () => {
  // JSON may escape one; the database driver writes it as U+FFFD, so a name, a reference or an
  // e-mail was stored and shown as something the traveller never typed.
  it('is a 400 on every route, in a value or a key', async () => {
    const answers: string[] = []
    for (const route of apiRoutes(h).filter((r) => BODY_METHODS.has(r.method))) {
      const path = route.path.replace(/:\w+/g, 'x1')
      for (const body of [
        { reference: 'a\ud800b', nested: [{ name: 'x\udfff' }] },
        { ['key\udc00']: 'x' },
      ]) {
        const res = await h.call(route.method, path, body)
        if (res.status !== 400 || res.body.shortDescription !== edgeMessages.controlCharacters)
          answers.push(`${route.method} ${path} ${JSON.stringify(body)} → ${res.status}`)
      }
    }
    expect(answers).toEqual([])
  })

  it('books nothing when it is in a name, and is refused when a JSON body is sent as text', async () => {
    const bus = await firstBus(h)
    const [bookings, seats] = [await count('bookings'), await seatRowCount(h)]
    for (const field of ['firstName', 'lastName', 'nextOfKinName', 'email']) {
      const res = await book(h, { ...payload(bus, { seats: [11] }), [field]: 'Ada\ud83d' })
      expect(res.status, field).toBe(400)
      expect(res.body.shortDescription).toBe(edgeMessages.controlCharacters)
    }
    expect([await count('bookings'), await seatRowCount(h)]).toEqual([bookings, seats])
    const feedbacks = await count('customer_feedbacks')
    const res = await h.app.request('/api/settings/api/CustomerFeedbacks', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        Category: 1,
        CustomerName: 'Ada Obi',
        CustomerPhoneNumber: '08031234567',
        CustomerEmail: 'ada@example.com',
        Body: 'Half an emoji \ud83d here',
      }),
    })
    expect(res.status).toBe(400)
    expect((await res.json()).shortDescription).toBe(edgeMessages.controlCharacters)
    expect(await count('customer_feedbacks')).toBe(feedbacks)
  })

  it('lets whole emoji and other scripts through', async () => {
    const res = await h.call('POST', '/api/settings/api/CustomerFeedbacks', {
      Category: 1,
      CustomerName: 'Ọlábísí Ògúnbíyì',
      CustomerPhoneNumber: '08031234567',
      CustomerEmail: 'ola@example.com',
      Body: 'Great trip 😀👍🏾 شكرا',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  })
})

describe('100 KB of text in a field a booking or a hire keeps', () => {
  // The names, the ID and the address are kept and shown back on the ticket; the profile held
  // names to 100 characters, a checkout took 100,000.
  const huge = 'A'.repeat(100_000)

  it('books no seat, whichever field carries it', async () => {
    const bus = await firstBus(h)
    const [bookings, seats] = [await count('bookings'), await seatRowCount(h)]
    const one = payload(bus, { seats: [12] })
    const two = (fullName: string, identificationNumber?: string) =>
      payload(bus, {
        seats: [12, 13],
        beneficiaries: [{ fullName, gender: 0, identificationNumber }],
      })
    const cases: [string, object, string][] = [
      ['firstName', { ...one, firstName: huge }, fieldTooLong('First name', 100)],
      ['lastName', { ...one, lastName: huge }, fieldTooLong('Last name', 100)],
      ['nextOfKinName', { ...one, nextOfKinName: huge }, fieldTooLong('Next of kin name', 100)],
      ['identificationType', { ...one, identificationType: huge }, fieldTooLong('ID type', 100)],
      [
        'identificationNumber',
        { ...one, identificationNumber: huge },
        'Please keep the ID number to 50 characters or fewer.',
      ],
      ['beneficiary fullName', two(huge), fieldTooLong('Full name', 100)],
      ['beneficiary identificationNumber', two('Bola Ade', huge), fieldTooLong('ID number', 50)],
    ]
    let n = 0
    for (const [field, body, message] of cases) {
      const res = await book(h, body, { 'x-forwarded-for': `10.61.0.${++n}` })
      expect(res.status, field).toBe(400)
      expect(res.body.shortDescription, field).toBe(message)
    }
    expect([await count('bookings'), await seatRowCount(h)]).toEqual([bookings, seats])
    const longest = await book(
      h,
      { ...payload(bus, { seats: [12] }), lastName: 'B'.repeat(100) },
      { 'x-forwarded-for': '10.61.0.99' },
    )
    expect(longest.status, JSON.stringify(longest.body)).toBe(200)
  })

  it('hires no bus, whichever field carries it', async () => {
    const hire = {
      fullName: 'Tolu Adeyemi',
      gender: 1,
      email: 'tolu@example.com',
      phoneNumber: '08031234567',
      nextOfKinName: 'Femi Adeyemi',
      nextOfKinPhone: '08059876543',
      address: '12 Admiralty Way, Lekki',
      paymentMethod: 5,
      hiredServiceType: 0,
      onewayPickupLocation: 'terminal:2',
      oneWayDropoffLocation: 'terminal:6',
      onewayPickupDate: '2026-11-25',
      hireVehicleDetail: [{ vehicleModelId: 1, noOfBookedVehicle: 1 }],
      amount: 436000,
    }
    const hires = await count('hire_requests')
    const cases: [string, string][] = [
      ['fullName', fieldTooLong('Full name', 100)],
      ['nextOfKinName', fieldTooLong('Next of kin name', 100)],
      ['address', fieldTooLong('Address', 400)],
    ]
    let n = 0
    for (const [field, message] of cases) {
      const res = await h.call(
        'POST',
        '/api/booking/HireBooking/requestBooking',
        { ...hire, [field]: huge },
        { 'x-forwarded-for': `10.62.0.${++n}` },
      )
      expect(res.status, field).toBe(400)
      expect(res.body.shortDescription, field).toBe(message)
    }
    expect(await count('hire_requests')).toBe(hires)
  })
})
