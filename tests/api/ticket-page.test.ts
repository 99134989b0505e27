import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ticketToken } from '#server/security/ticket-link.ts'
import { createHarness, type Harness } from './harness.ts'
import { movableClock } from './accounts-helpers.ts'
import { book, firstBus, payload } from './booking-helpers.ts'

// Issue 9: once paid, the traveller gets a link to a plain-HTML ticket (no JavaScript needed),
// by SMS and e-mail, once; the link's token opens that ticket and no other.

// Moved on only by the last tests: a ticket reads differently once its bus has left.
const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(() => h?.close())

const P = '/api/payment'

async function outbox(to: string) {
  const res = await h.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)
  return res.body.messages as { text: string; subject: string | null; channel: string }[]
}

async function newBooking(seat: number, returnSeat?: number) {
  const bus = await firstBus(h, 1, 6, '2026-11-26')
  const back = returnSeat === undefined ? undefined : await firstBus(h, 6, 1, '2026-11-28')
  const body = payload(bus, {
    seats: [seat],
    back: back && returnSeat !== undefined ? { bus: back, seats: [returnSeat] } : undefined,
  })
  body.email = `ticket.${seat}@example.com`
  const created = await book(h, body)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return { ref: created.body.data.bookingReferenceCode as string, email: body.email }
}

async function paidBooking(seat: number, returnSeat?: number) {
  const { ref, email } = await newBooking(seat, returnSeat)
  const started = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
  expect(started.status).toBe(200)
  const pay = await h.app.request(`${new URL(started.body.data, 'http://x').pathname}/pay`, {
    method: 'POST',
  })
  expect(pay.status).toBe(303)
  return { ref, email }
}

/** The page a ticket link opens, as HTML. */
async function ticketPage(ref: string) {
  const page = await h.app.request(`/ticket/${ref}?t=${await ticketToken(h.deps, ref)}`)
  expect(page.status).toBe(200)
  return page.text()
}

describe('the ticket link', () => {
  it('is sent once by SMS and e-mail when the payment confirms, and opens the ticket as HTML', async () => {
    const { ref, email } = await paidBooking(4)
    const confirm = `${P}/Payment/ProcessPaystackPayment/${ref}/NG`
    expect((await h.call('GET', confirm)).body.code).toBe('1')
    expect((await h.call('GET', confirm)).body.code).toBe('1')

    const mails = (await outbox(email)).filter((m) => m.text.includes(ref))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Your Waka ticket ${ref}`)
    const link = /(\/ticket\/[A-Z0-9]+\?t=[\w-]+)/.exec(mails[0]!.text)?.[1]
    expect(link).toBeTruthy()
    // The booking helper's passenger phone, stored as +234….
    const sms = (await outbox('08031234567')).filter((m) => m.text.includes(ref))
    expect(sms).toHaveLength(1)

    const page = await h.app.request(link!)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    // The traveller's own: no cache keeps it, and its address (with the token) is never sent on.
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await page.text()
    expect(html).toContain(`Your Ticket (${ref})`)
    expect(html).toContain('<svg')
    expect(html).toContain('<dt>Seats</dt><dd>4</dd>')
    expect(html).not.toContain('<script')
    // The app's formats (tester N): 'Thu, 26 Nov 2026' and '06:00 AM', not '2026-11-26', '06:00'.
    expect(html).toContain('<dt>Date</dt><dd>Thu, 26 Nov 2026</dd>')
    expect(html).toMatch(/<dt>Time<\/dt><dd>\d{2}:\d{2} [AP]M<\/dd>/)
    expect(html).toContain('at the terminal. Check-in closes 30 minutes before departure.')
    // A long one-word name wraps on a 360 px phone instead of pushing the page sideways.
    expect(html).toMatch(/dd[^{}]*\{[^}]*overflow-wrap:anywhere/)
    expect(mails[0]!.text).toContain('Show it at the terminal:')
  })

  it('of a hire says to show it to the driver, with no terminal, check-in or empty time (tester O)', async () => {
    const place = async (input: string, match: RegExp) => {
      const res = await h.call(
        'GET',
        `/api/maps/api/Google/autocomplete?input=${input}&sessionToken=abcdefghijklmno`,
      )
      return res.body.data.predictions.find((p: any) => match.test(p.description)).place_id
    }
    const from = await place('Lek', /^Lekki/)
    const to = await place('Garki', /Garki, Abuja/)
    const found = await h.call('POST', '/api/booking/HireBooking/bookingSearch', {
      OnewayPickupLocation: from,
      OneWayDropoffLocation: to,
      OnewayPickupDate: '2026-11-25',
      HiredServiceType: 0,
    })
    const hiace = found.body.data.departures.find((d: any) => d.vehicleModelId === 1)
    const email = 'hire.ticket@example.com'
    const made = await h.call('POST', '/api/booking/HireBooking/requestBooking', {
      fullName: 'Oluwadamilareoluwatobiloba Adeyemi',
      gender: 1,
      email,
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
      hireVehicleDetail: [{ vehicleModelId: 1, noOfBookedVehicle: 1 }],
      amount: hiace.farePrice,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const ref = made.body.data.refCode as string
    const started = await h.call('POST', `${P}/api/v1/Paystack/initialize`, {
      reference: ref,
      callback_url: '/call-back-hire',
    })
    await h.app.request(`${new URL(started.body.data, 'http://x').pathname}/pay`, {
      method: 'POST',
    })
    const confirm = `${P}/Payment/ProcessHiredServicePaystackPayment/${ref}`
    expect((await h.call('GET', confirm)).body.code).toBe('1')

    const [mail] = (await outbox(email)).filter((m) => m.text.includes(ref))
    expect(mail!.text).toMatch(
      new RegExp(
        `^Your Waka ticket ${ref}: Lekki[^:]* to Garki, Abuja, Wed, 25 Nov 2026, ` +
          `hire of 1 × Hiace\\. Show it to the driver when the bus picks you up: http`,
      ),
    )
    expect(mail!.text).not.toContain('terminal')
    const link = /(\/ticket\/[A-Z0-9]+\?t=[\w-]+)/.exec(mail!.text)![1]!
    const html = await (await h.app.request(link)).text()
    expect(html).toContain(
      'Show this QR code or your reference to the driver when the bus picks you up.',
    )
    expect(html).not.toContain('terminal')
    expect(html).not.toContain('Check-in')
    expect(html).not.toContain('<dt>Time</dt>')
    expect(html).not.toMatch(/<dd><\/dd>/)
    expect(html).toContain('<dt>Date</dt><dd>Wed, 25 Nov 2026</dd>')
    expect(html).toContain('<dt>Hired by</dt><dd>Oluwadamilareoluwatobiloba Adeyemi</dd>')
    expect(html).toContain('<dt>Vehicles</dt><dd>1 × Hiace</dd>')
  })

  it("names a round trip's return leg too", async () => {
    const { ref, email } = await paidBooking(7, 9)
    expect((await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)).body.code).toBe(
      '1',
    )
    const [mail] = (await outbox(email)).filter((m) => m.text.includes(ref))
    expect(mail!.text).toMatch(
      new RegExp(
        `^Your Waka ticket ${ref}: Lagos \\(Jibowu\\) to Abuja \\(Utako\\), Thu, 26 Nov 2026 \\d{2}:\\d{2} [AP]M, seat 7; ` +
          `return Abuja \\(Utako\\) to Lagos \\(Jibowu\\), Sat, 28 Nov 2026 \\d{2}:\\d{2} [AP]M, seat 9\\. `,
      ),
    )
  })

  it('opens nothing with a wrong or missing token, or with another booking’s token', async () => {
    const first = await paidBooking(5)
    const second = await paidBooking(6)
    for (const ref of [first.ref, second.ref])
      await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    const link = /\/ticket\/[A-Z0-9]+\?t=([\w-]+)/.exec(
      (await outbox(first.email)).find((m) => m.text.includes(first.ref))!.text,
    )!
    const token = link[1]!
    expect((await h.app.request(`/ticket/${first.ref}?t=${token}`)).status).toBe(200)
    expect((await h.app.request(`/ticket/${second.ref}?t=${token}`)).status).toBe(404)
    expect((await h.app.request(`/ticket/${first.ref}?t=${token.slice(1)}x`)).status).toBe(404)
    const missing = await h.app.request(`/ticket/${first.ref}`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
  })

  it('of a booking not paid, or paid for and cancelled, says so as the app does, with no QR code to show', async () => {
    const unpaid = await newBooking(10)
    const waiting = await ticketPage(unpaid.ref)
    // The words of the app's booking history (whatHappened), not a ticket.
    expect(waiting).toMatch(/Waiting for payment: seats held until \d{2}:\d{2}\./)
    expect(waiting).not.toContain('<svg')
    expect(waiting).not.toContain('Amount paid')
    expect(waiting).not.toContain('Show this QR code')

    const closed = await newBooking(11)
    const started = await h.call('POST', `${P}/api/v1/Paystack/initialize`, {
      reference: closed.ref,
    })
    await h.app.request(`${new URL(started.body.data, 'http://x').pathname}/close`, {
      method: 'POST',
    })
    await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${closed.ref}/NG`)
    const cancelled = await ticketPage(closed.ref)
    expect(cancelled).toContain('The payment was cancelled. No seat was booked.')
    expect(cancelled).not.toContain('<svg')
    expect(cancelled).not.toContain('Amount paid')
  })

  it('of a trip whose bus has left says so, in the app’s words, by the app’s rule', async () => {
    const oneWay = await paidBooking(8)
    const roundTrip = await paidBooking(12, 14)
    for (const { ref } of [oneWay, roundTrip])
      await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(await ticketPage(oneWay.ref)).not.toContain('departed')

    // 23:00 in Lagos on the day of the outward bus (26 Nov), hours after it left.
    clock.advance(Date.parse('2026-11-26T22:00:00Z') - clock.now().getTime())
    const gone = await ticketPage(oneWay.ref)
    expect(gone).toContain('Paid. This trip has departed.')
    // Nothing left to show at the terminal, nor a check-in to make.
    expect(gone).not.toContain('Show this QR code')
    expect(gone).not.toContain('Check-in closes')
    // A round trip is a ticket till its return bus leaves (hasDeparted, as the app counts it).
    const back = await ticketPage(roundTrip.ref)
    expect(back).not.toContain('departed')
    expect(back).toContain('Check-in closes 30 minutes before departure.')

    clock.advance(Date.parse('2026-11-28T22:00:00Z') - clock.now().getTime())
    expect(await ticketPage(roundTrip.ref)).toContain('Paid. This trip has departed.')
  })
})
