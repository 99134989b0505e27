import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, findBuses, payload } from './booking-helpers.ts'
import { movableClock } from './accounts-helpers.ts'

// Issue 12: check-in by location. The server measures the distance from the submitted position
// to the departure terminal (Lagos Jibowu, 6.5165 N 3.3695 E) itself and keeps SPEC §9's window.

const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(async () => {
  await h?.close()
})

const NEAR_JIBOWU = { latitude: 6.52, longitude: 3.37 }
const IBADAN = { latitude: 7.3775, longitude: 3.947 } // ~115 km: near enough
const KANO = { latitude: 12.0022, longitude: 8.592 } // ~830 km

async function paidBooking(seat: number) {
  const bus = (await findBuses(h, 1, 6, '2026-11-24'))[0]!
  const ref = (await book(h, payload(bus, { seats: [seat] }))).body.data.bookingReferenceCode
  const init = await h.call('POST', '/api/payment/api/v1/Paystack/initialize', { reference: ref })
  await h.app.request(`${init.body.data}/pay`, { method: 'POST' })
  await h.call('GET', `/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
  return { ref: ref as string, departure: new Date(bus.departureDateTime).getTime() }
}

const locate = (body: object) =>
  h.call('POST', '/api/booking/SeatManagement/checkinbylocation', body)

describe('check-in by location', () => {
  it('refused two days ahead, too far, with a forged verdict and when closing; near → once', async () => {
    const a = await paidBooking(9)
    const b = await paidBooking(10)
    const early = await locate({ refCode: a.ref, ...NEAR_JIBOWU })
    expect(early.body.shortDescription).toMatch(/^Check-in opens 24 hours/)

    clock.advance(a.departure - 2 * 3_600_000 - clock.now().getTime())
    const far = await locate({ refCode: a.ref, ...KANO })
    expect(far.status).toBe(400)
    expect(far.body.shortDescription).toBe(messages.checkInTooFar)
    // The client's own verdict counts for nothing: the position decides.
    const forged = await locate({ refCode: a.ref, ...KANO, near: true, distanceKm: 1 })
    expect(forged.body.shortDescription).toBe(messages.checkInTooFar)

    const ok = await locate({ refCode: a.ref, ...IBADAN })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body).toMatchObject({ code: '1', shortDescription: messages.checkInSuccess })
    expect(ok.body.data.distanceKm).toBeGreaterThan(100)
    expect(ok.body.data.distanceKm).toBeLessThan(300)
    const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${a.ref}`)
    expect(status.body.data.userData[0]).toMatchObject({ checkedIn: true, isPrinted: true })

    clock.advance(b.departure - 20 * 60_000 - clock.now().getTime())
    const late = await locate({ refCode: b.ref, ...NEAR_JIBOWU })
    expect(late.body.shortDescription).toBe('Check-in has closed for this trip.')
  })

  it('malformed positions and unknown references are refused with 400/404', async () => {
    expect((await locate({ refCode: 'WK1', latitude: 999, longitude: 3 })).status).toBe(400)
    expect((await locate({ refCode: 'WK1', latitude: 'near', longitude: 3 })).status).toBe(400)
    expect((await locate({ refCode: 'WKNOSUCH0000', ...NEAR_JIBOWU })).status).toBe(404)
  })
})
