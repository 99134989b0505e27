import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingMessages as m } from '#shared/domain/booking-messages.ts'
import { hireFareKobo, tariffOf } from '#shared/domain/hire-pricing.ts'
import { expireLapsedHolds } from '#server/jobs/hold-expiry.ts'
import { createHarness, engine, type Harness } from './harness.ts'
import { signUp } from './accounts-helpers.ts'

// Issue 13: place search from the offline gazetteer, hire search and booking priced by the
// server, paid through the gateways, in history; the last vehicle of a day goes to one hire.

const M = '/api/maps'
const B = '/api/booking'
let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

async function placeId(input: string, match: RegExp) {
  const res = await h.call(
    'GET',
    `${M}/api/Google/autocomplete?input=${encodeURIComponent(input)}&sessionToken=abcdefghijklmno`,
  )
  expect(res.status).toBe(200)
  const found = res.body.data.predictions.find((p: any) => match.test(p.description))
  expect(found, JSON.stringify(res.body.data.predictions)).toBeTruthy()
  return found.place_id as string
}

// TEST_NOW is 2026-11-22 (Lagos): hire dates run to 14 days ahead.
const search = (body: object) => h.call('POST', `${B}/HireBooking/bookingSearch`, body)

function booking(from: string, to: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Tolu Adeyemi',
    gender: 1,
    email: 'tolu@example.com',
    phoneNumber: '08031234567',
    nextOfKinName: 'Femi Adeyemi',
    nextOfKinPhone: '08059876543',
    address: '12 Admiralty Way, Lekki',
    paymentMethod: 5,
    hiredServiceType: 0,
    onewayPickupLocation: from,
    oneWayDropoffLocation: to,
    onewayPickupDate: '2026-11-25',
    isSleepOver: false,
    hireVehicleDetail: [{ vehicleModelId: 1, noOfBookedVehicle: 2 }],
    amount: 0,
    ...overrides,
  }
}

/** A hire of `count` Waka PROs from Ibadan to Ilorin on `day`, priced as the search prices it. */
async function proHire(day: string, count: number) {
  const from = await placeId('Ibadan', /Ibadan/)
  const to = await placeId('Ilorin', /Ilorin/)
  const found = await search({
    OnewayPickupLocation: from,
    OneWayDropoffLocation: to,
    OnewayPickupDate: day,
    HiredServiceType: 0,
  })
  const pro = found.body.data.departures.find((d: any) => d.vehicleModelId === 4)
  return booking(from, to, {
    onewayPickupDate: day,
    hireVehicleDetail: [{ vehicleModelId: 4, noOfBookedVehicle: count }],
    amount: pro.farePrice * count,
  })
}

describe('places', () => {
  it('autocomplete, details and distance from the gazetteer; unknown ids refused', async () => {
    const lekki = await placeId('Lek', /^Lekki/)
    const garki = await placeId('Garki', /Garki, Abuja/)
    const details = await h.call('GET', `${M}/api/Google/placedetails?placeId=${garki}`)
    expect(details.body.data.result.geometry.location.lat).toBeCloseTo(9.03, 1)
    const distance = await h.call(
      'GET',
      `${M}/api/Google/getdistancewithplaceid?origin=${lekki}&destination=${garki}`,
    )
    // Lagos–Abuja: ~530 km great-circle, ~690 km by the road factor.
    expect(distance.body.data.distanceKm).toBeGreaterThan(600)
    expect(distance.body.data.distanceKm).toBeLessThan(800)
    expect(
      (await h.call('GET', `${M}/api/Google/placedetails?placeId=town:nowhere:lagos`)).status,
    ).toBe(404)
    expect(
      (await h.call('GET', `${B}/HireBooking/getDistance?depart=${lekki}&arrival=nowhere`)).status,
    ).toBe(400)
    expect(
      (await h.call('GET', `${M}/api/Google/autocomplete?input=Le`)).body.data.predictions,
    ).toEqual([])
  })
})

describe('hire search and booking', () => {
  it('prices by distance, one way and round trip with the sleepover; dates and quantities checked', async () => {
    const from = await placeId('Lek', /^Lekki Phase 1/)
    const to = await placeId('Garki', /Garki, Abuja/)
    const oneWay = await search({
      OnewayPickupLocation: from,
      OneWayDropoffLocation: to,
      OnewayPickupDate: '2026-11-25',
      HiredServiceType: 0,
    })
    expect(oneWay.status, JSON.stringify(oneWay.body)).toBe(200)
    const hiace = oneWay.body.data.departures.find((d: any) => d.vehicleModelId === 1)
    expect(hiace.farePrice * 100).toBe(hireFareKobo(tariffOf(1)!, hiace.distanceKm))
    expect(hiace.sleepOverPrice).toBe(0)
    const round = await search({
      OnewayPickupLocation: from,
      OneWayDropoffLocation: to,
      OnewayPickupDate: '2026-11-25',
      HiredServiceType: 1,
      ReturnPickupDate: '2026-11-27',
      IsSleepOver: true,
    })
    expect(round.body.data.departures[0].sleepOverPrice).toBeGreaterThan(0)

    // Out of the 14-day window, unknown places, 4 vehicles of a type: 400.
    expect(
      (
        await search({
          OnewayPickupLocation: from,
          OneWayDropoffLocation: to,
          OnewayPickupDate: '2026-12-20',
          HiredServiceType: 0,
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await search({
          OnewayPickupLocation: 'x:y',
          OneWayDropoffLocation: to,
          OnewayPickupDate: '2026-11-25',
          HiredServiceType: 0,
        })
      ).status,
    ).toBe(400)
    const four = await h.call(
      'POST',
      `${B}/HireBooking/requestBooking`,
      booking(from, to, { hireVehicleDetail: [{ vehicleModelId: 1, noOfBookedVehicle: 4 }] }),
    )
    expect(four.status).toBe(400)

    // The client's amount must be the server's.
    const wrong = await h.call(
      'POST',
      `${B}/HireBooking/requestBooking`,
      booking(from, to, { amount: 1 }),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.shortDescription).toBe(
      'The amount does not match the hire price. Please search again.',
    )

    // Round trip with the sleepover: 2 × fare + sleepover, × 2 vehicles.
    const roundHiace = round.body.data.departures.find((d: any) => d.vehicleModelId === 1)
    const amount = 2 * (2 * roundHiace.farePrice + roundHiace.sleepOverPrice)
    const user = await signUp(h)
    const made = await h.call(
      'POST',
      `${B}/HireBooking/requestBooking`,
      booking(from, to, {
        hiredServiceType: 1,
        returnPickupDate: '2026-11-27',
        isSleepOver: true,
        amount,
      }),
      user.headers,
    )
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    expect(made.body.data).toMatchObject({ amount })
    const ref = made.body.data.refCode as string

    // Paid through the sandbox gateways of service 2, then a ticket and a history row.
    const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
      reference: ref,
      callback_url: '/call-back-hire',
    })
    const back = await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
    expect(new URL(back.headers.get('location')!, 'http://x').pathname).toBe('/call-back-hire')
    const confirmed = await h.call(
      'GET',
      `/api/payment/Payment/ProcessHiredServicePaystackPayment/${ref}`,
    )
    expect(confirmed.body.code).toBe('1')
    expect(confirmed.body.data.hire).toMatchObject({
      roundTrip: true,
      sleepOver: true,
      vehicles: [{ model: 'Hiace', quantity: 2 }],
    })
    const history = await h.call(
      'GET',
      `${B}/CustomerBooking/bookingHistorys`,
      undefined,
      user.headers,
    )
    expect(history.body.data.userData[0]).toMatchObject({
      bookingReferenceCode: ref,
      bookingStatus: 1,
    })
    expect(history.body.data.userData[0].routeName).toMatch(/^Hire: Lekki Phase 1/)
    // The row says which buses it booked: the status page shows them instead of a seat.
    const hired = { roundTrip: true, sleepOver: true, vehicles: [{ model: 'Hiace', quantity: 2 }] }
    expect(history.body.data.userData[0].hire).toMatchObject(hired)
    const status = await h.call('GET', `${B}/Booking/limited?BookingRefCode=${ref}`)
    expect(status.body.data.userData[0].hire).toMatchObject(hired)
    // A hired bus is not checked in, and is told so (not that it leaves from elsewhere).
    const checkIn = await h.call('POST', `${B}/SeatManagement/checkinbylocation`, {
      refCode: ref,
      latitude: 6.45,
      longitude: 3.47,
    })
    expect(checkIn.status).toBe(400)
    expect(checkIn.body.shortDescription).toBe(m.checkInHired)

    // SPEC §5: the hirer's and the next of kin's phones differ, however they are typed.
    const samePhones = await h.call(
      'POST',
      `${B}/HireBooking/requestBooking`,
      booking(from, to, { nextOfKinPhone: '+2348031234567' }),
    )
    expect(samePhones.status).toBe(400)
    expect(samePhones.body.shortDescription).toBe(
      'Passenger and Next of Kin Phone No. should not be the same!!!',
    )
  })
})

describe('a hire request sent again with its Idempotency-Key', () => {
  it("gets the hire it already made and holds no second bus; a guest key is not a customer's", async () => {
    // The fleet has 2 Waka PROs a day: one for the hire asked for twice, one left for another.
    const body = await proHire('2026-12-02', 1)
    const hire = (key: string, headers: Record<string, string> = {}) =>
      h.call('POST', `${B}/HireBooking/requestBooking`, body, {
        ...headers,
        'idempotency-key': key,
      })
    const first = await hire('hire-checkout-7c1e9a')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // The answer was lost on the way: the same request goes again with its key.
    const again = await hire('hire-checkout-7c1e9a')
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(first.body.data)
    // The same key with another request is refused, and holds nothing.
    const other = await h.call(
      'POST',
      `${B}/HireBooking/requestBooking`,
      { ...body, address: `${body.address} (gate 2)` },
      { 'idempotency-key': 'hire-checkout-7c1e9a' },
    )
    expect(other.status, JSON.stringify(other.body)).toBe(422)
    // A signed-in customer's request with the guest's key is a hire of its own: the last PRO.
    const user = await signUp(h)
    const customers = await hire('hire-checkout-7c1e9a', user.headers)
    expect(customers.status, JSON.stringify(customers.body)).toBe(200)
    expect(customers.body.data.refCode).not.toBe(first.body.data.refCode)
    const soldOut = await hire('hire-checkout-other-1')
    expect(soldOut.status).toBe(409)
  })
})

describe('a hire paid after its hold lapsed', () => {
  it('is confirmed while its buses are free, and paid back once they are taken', async () => {
    // Hires of the day's last two Waka PROs, each left at an open checkout until its hold lapsed.
    const body = await proHire('2026-12-03', 1)
    const hold = async () => {
      const made = await h.call('POST', `${B}/HireBooking/requestBooking`, body)
      expect(made.status, JSON.stringify(made.body)).toBe(200)
      const ref = made.body.data.refCode as string
      const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', {
        reference: ref,
        callback_url: '/call-back-hire',
      })
      return { ref, pay: () => h.app.request(`${init.body.data}/pay`, { method: 'POST' }) }
    }
    const first = await hold()
    const second = await hold()
    const later = new Date(h.clock.now().getTime() + 21 * 60_000)
    expect(await expireLapsedHolds(h.database.db, later)).toBeGreaterThanOrEqual(2)
    const confirm = (ref: string) =>
      h.call('GET', `/api/payment/Payment/ProcessHiredServicePaystackPayment/${ref}`)

    // Nobody took its bus: paid late, the first is confirmed.
    await first.pay()
    expect((await confirm(first.ref)).body.code).toBe('1')
    // Two others hire the day's PROs; the second, paid late, gets its money back.
    for (let i = 0; i < 1; i++)
      expect((await h.call('POST', `${B}/HireBooking/requestBooking`, body)).status).toBe(200)
    await second.pay()
    const late = await confirm(second.ref)
    expect(late.body.code).not.toBe('1')
    expect(late.body.data.status).toBe('refund-due')
  })
})

describe.skipIf(engine !== 'postgres')(
  'racing hires (PostgreSQL: PGlite runs one request at a time)',
  () => {
    it('two hires racing for the last Waka PRO on a day: one wins', async () => {
      // The fleet has 2 Waka PROs: one hire takes one, then two race for the last.
      const body = await proHire('2026-11-30', 1)
      const one = () => h.call('POST', `${B}/HireBooking/requestBooking`, body)
      expect((await one()).status).toBe(200)
      const racers = await Promise.all(Array.from({ length: 8 }, () => one()))
      expect(racers.filter((r) => r.status === 200)).toHaveLength(1)
      expect(racers.filter((r) => r.status === 409)).toHaveLength(7)
      const after = await search({
        OnewayPickupLocation: body.onewayPickupLocation,
        OneWayDropoffLocation: body.oneWayDropoffLocation,
        OnewayPickupDate: '2026-11-30',
        HiredServiceType: 0,
      })
      expect(after.body.data.departures.find((d: any) => d.vehicleModelId === 4)).toBeUndefined()
    })
  },
)
