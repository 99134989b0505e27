import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TicketSchema } from '#shared/contract/booking.ts'
import { BOOKING_STATUS } from '#shared/domain/booking-status.ts'
import { BankAccountSchema, GatewaysResponse } from '#shared/contract/payment.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, findBuses, firstBus, payload } from './booking-helpers.ts'

// Sandbox providers (the default): initialise → our checkout page → Pay / Decline / Close →
// 303 to the SPEC §2 callback page with the provider's parameter → the confirmation call.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

const P = '/api/payment'

async function newBooking(seat: number, paymentMethod = 5, date = '2026-11-24') {
  const bus = await firstBus(h, 1, 6, date)
  const res = await book(h, payload(bus, { seats: [seat], paymentMethod }))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.bookingReferenceCode as string
}

/** Presses a sandbox button; returns the callback page URL the browser is sent to. */
async function press(checkoutUrl: string, button: 'pay' | 'decline' | 'close') {
  const page = await h.app.request(checkoutUrl)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('<h1>')
  for (const label of ['>Pay<', '>Decline<', '>Close<']) expect(html).toContain(label)
  const res = await h.app.request(`${checkoutUrl}/${button}`, { method: 'POST' })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location')!)
}

const flows = [
  {
    name: 'Paystack',
    init: 'Paystack',
    body: (ref: string) => ({ reference: ref }),
    url: (d: any) => d,
    callback: '/call-back',
    param: 'reference',
    confirm: (ref: string) => `/Payment/ProcessPaystackPayment/${ref}/NG`,
  },
  {
    name: 'Flutterwave',
    init: 'Flutterwave',
    body: (ref: string) => ({ reference: ref }),
    url: (d: any) => d.checkoutUrl,
    callback: '/flutter-pay',
    param: 'tx_ref',
    confirm: (ref: string) => `/Payment/ProcessFlutterWavePayment/${ref}`,
  },
  {
    name: 'BudPay',
    init: 'BudPay',
    body: (ref: string) => ({ reference: ref }),
    url: (d: any) => d.checkoutUrl,
    callback: '/bud-pay',
    param: 'reference',
    confirm: (ref: string) => `/Payment/ProcessBudPayPayment/${ref}`,
  },
  {
    name: 'Nomba',
    init: 'Nomba',
    body: (ref: string) => ({ order: { orderReference: ref, amount: 1, currency: 'NGN' } }),
    url: (d: any) => d.checkoutLink,
    callback: '/nomba-pay',
    param: 'orderReference',
    confirm: (ref: string) => `/api/v1/Nomba/processNombaPayment/${ref}`,
  },
  {
    name: 'Moniepoint',
    init: 'Moniepoint',
    body: (ref: string) => ({ paymentReference: ref, currencyCode: 'NGN' }),
    url: (d: any) => d.checkoutUrl,
    callback: '/monnify-pay',
    param: 'paymentReference',
    confirm: (ref: string) => `/api/v1/Moniepoint/processMoniepointPayment/${ref}/NGN`,
  },
  {
    name: 'OPay',
    init: 'OPay',
    body: (ref: string) => ({ reference: ref, country: 'NG' }),
    url: (d: any) => d.cashierUrl,
    callback: '/opay-callback',
    param: 'reference',
    confirm: null,
  },
]

describe('payment gateways list', () => {
  it('shows status-true gateways, never the USSD ones, and wallets only with a token', async () => {
    const res = await h.call('GET', `${P}/api/v1/PaymentGateway/Gateways/1?countryCode=NG`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const list = v.parse(GatewaysResponse, res.body).data
    const ids = list.map((g) => g.paymentWalletEnumId)
    expect(ids).toEqual(expect.arrayContaining([5, 8, 25, 26, 28, 29, 30, 31]))
    expect(ids).not.toContain(23)
    expect(ids).not.toContain(1)
    expect(list.every((g) => g.status)).toBe(true)
    expect(list.map((g) => g.gatewayName.toLowerCase()).join()).not.toMatch(/ussd|unionbank/)
    const bad = await h.call('GET', `${P}/api/v1/PaymentGateway/Gateways/9?countryCode=NG`)
    expect(bad.status).toBe(400)
  })
})

describe('sandbox checkout per gateway', () => {
  it.each(flows.map((f, i) => [f.name, f, 3 + i] as const))(
    '%s: pay → callback page with its parameter → confirmed ticket',
    async (_name, flow, seat) => {
      const ref = await newBooking(seat)
      const init = await h.call('POST', `${P}/api/v1/${flow.init}/initialize`, flow.body(ref))
      expect(init.status, JSON.stringify(init.body)).toBe(200)
      const back = await press(flow.url(init.body.data), 'pay')
      expect(back.pathname).toBe(flow.callback)
      expect(back.searchParams.get(flow.param)).toBe(ref)
      const confirm = flow.confirm
        ? await h.call('GET', `${P}${flow.confirm(back.searchParams.get(flow.param)!)}`)
        : await h.call('POST', `${P}/api/v1/OPay/verify`, { country: 'NG', reference: ref })
      expect(confirm.status).toBe(200)
      expect(confirm.body.code).toBe('1')
      const ticket = v.parse(TicketSchema, confirm.body.data)
      expect(ticket).toMatchObject({ bookingReferenceCode: ref, status: 'confirmed' })
      expect(ticket.passengers).toEqual([{ fullName: 'Adaeze Okafor', seatNumber: seat }])
      // Confirming again is harmless and says the same.
      const again = flow.confirm
        ? await h.call('POST', `${P}${flow.confirm(ref)}`)
        : await h.call('POST', `${P}/api/v1/OPay/verify`, { reference: ref })
      expect(again.body.code).toBe('1')
    },
  )

  it('BNPL: InitiateCreditDirectRequest → /bnpl-call-back → confirmed', async () => {
    const ref = await newBooking(12, 29)
    const init = await h.call('GET', `${P}/Payment/InitiateCreditDirectRequest/${ref}`)
    expect(init.body.data.publicKey).toBeTruthy()
    const back = await press(init.body.data.checkoutUrl, 'pay')
    expect(back.pathname).toBe('/bnpl-call-back')
    const confirm = await h.call('GET', `${P}/Payment/ProcessCreditDirectPayment/${ref}`)
    expect(confirm.body.code).toBe('1')
  })

  it('decline → failed booking, seats released; close → cancelled', async () => {
    const declined = await newBooking(13)
    const init = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: declined })
    await press(init.body.data, 'decline')
    const failed = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${declined}/NG`)
    expect(failed.status).toBe(200)
    expect(failed.body).toMatchObject({ code: '0', data: { status: 'failed' } })
    const status = await h.call('GET', `/api/booking/Booking/limited?BookingRefCode=${declined}`)
    expect(status.body.data.userData[0].bookingStatus).toBe(6)
    // Seat 13 is on sale again.
    const bus = (await findBuses(h, 1, 6, '2026-11-24'))[0]!
    expect(bus.availableSeats).toContain(13)

    const closed = await newBooking(13)
    const init2 = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: closed })
    const back = await press(init2.body.data, 'close')
    expect(back.searchParams.get('status')).toBe('cancelled')
    const cancelled = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${closed}/NG`)
    expect(cancelled.body).toMatchObject({ code: '2', data: { status: 'cancelled' } })
    // Paid for again: refused for what happened, not as a reservation that ran out.
    for (const ref of [declined, closed]) {
      const again = await h.call('POST', `${P}/api/v1/Flutterwave/initialize`, { reference: ref })
      expect(again.status).toBe(400)
      expect(again.body.shortDescription).toBe(
        'This booking was cancelled or its payment failed. Please book again.',
      )
    }
  })

  it("sends the traveller back to this site, whatever the request's Host header claims", async () => {
    const paidAt = async (host: string, seat: number) => {
      const ref = await newBooking(seat, 5, '2026-11-25')
      const res = await h.app.request(`http://${host}${P}/api/v1/Paystack/initialize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: ref }),
      })
      expect(res.status).toBe(200)
      return press(((await res.json()) as { data: string }).data, 'pay')
    }
    // A stranger's Host header: the way back after paying stays on this machine.
    expect((await paidAt('pay-waka.evil.example', 7)).hostname).toBe('localhost')
    // A tester's phone on the same network reaches the product at the laptop's address.
    expect((await paidAt('192.168.1.20:3000', 8)).host).toBe('192.168.1.20:3000')
  })

  it('a payment still at the checkout page is pending; an unknown reference is 404', async () => {
    const ref = await newBooking(14)
    await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
    const pending = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(pending.body).toMatchObject({ code: '3', data: { status: 'pending' } })
    const unknown = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/WKNOSUCHREF0/NG`)
    expect(unknown.status).toBe(404)
    const page = await h.app.request(`${P}/sandbox/paystack/wknosuchref0`)
    expect(page.status).toBe(404)
  })
})

describe('bank transfer (Aza)', () => {
  it('gives an account for the booking amount that expires with the 1-hour hold', async () => {
    const ref = await newBooking(3, 26, '2026-11-25')
    const res = await h.call('POST', `${P}/api/v1/Aza/initialize`, {
      customerEmail: 'adaeze@example.com',
      ref,
      amount: 1,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const account = v.parse(BankAccountSchema, res.body.data)
    expect(account.accountNo).toMatch(/^\d{10}$/)
    expect(new Date(account.expiresAt).getTime() - h.clock.now().getTime()).toBe(60 * 60 * 1000)
    const before = await h.call('POST', `${P}/api/Webhook/ValidateAzaPayTransaction`, { ref })
    expect(before.body.code).toBe('3')
    const paid = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, {})
    expect(paid.body.code).toBe('1')
    const after = await h.call('GET', `${P}/api/Webhook/ValidateAzaPayTransaction?ref=${ref}`)
    expect(after.body).toMatchObject({ code: '1', data: { status: 'confirmed' } })
  })

  it('an account takes one transfer, however many are sent at once', async () => {
    const ref = await newBooking(6, 26, '2026-11-25')
    await h.call('POST', `${P}/api/v1/Aza/initialize`, { ref })
    const sent = await Promise.all(
      Array.from({ length: 12 }, () => h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, {})),
    )
    expect(sent.filter((r) => r.status === 200)).toHaveLength(1)
    expect(sent.filter((r) => r.status === 409)).toHaveLength(11)
  })

  it('a transfer of the wrong amount confirms nothing and is owed back', async () => {
    const ref = await newBooking(4, 26, '2026-11-25')
    // A card checkout opened first and left open (paid later, below).
    const card = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
    await h.call('POST', `${P}/api/v1/Aza/initialize`, { ref })
    // An amount no bank would send is refused and changes nothing.
    for (const amount of [1e21, -5, 'a lot', 0, 0.001]) {
      const refused = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, { amount })
      expect(refused.status).toBe(400)
      expect(refused.body.shortDescription).toBe('Invalid amount.')
    }
    // Broken JSON is not a transfer of the full amount.
    const broken = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, '{"amount":5')
    expect(broken.status).toBe(400)
    const paid = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, { amount: 100 })
    expect(paid.body).toMatchObject({ code: '4', data: { status: 'refund-due' } })
    const refund = await h.database.db.selectFrom('refunds_due').selectAll().execute()
    expect(refund.map((r) => r.amount_kobo)).toContain(10_000)
    // The card, paid in full after that, is owed back too, and told so for what it was: the
    // booking had ended, not that its own amount was wrong.
    await press(card.body.data as string, 'pay')
    const late = await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)
    expect(late.body).toMatchObject({
      code: '4',
      shortDescription:
        'This booking had already ended when your payment arrived, and could not be kept. The amount will be refunded within 3-10 working days.',
    })
  })

  it('a bus leaving within the hour: the hold ends as it leaves, and money after that goes back', async () => {
    // A round trip leaving today (SPEC §5: the only booking a bus of today can have).
    const bus = await firstBus(h, 1, 6, '2026-11-27')
    const back = await firstBus(h, 6, 1, '2026-11-28')
    const leaves = new Date(h.clock.now().getTime() + 10 * 60_000)
    const trip = () =>
      h.database.db.updateTable('vehicle_trips').where('id', '=', bus.vehicleTripRegistrationId)
    await trip().set({ departure_at: leaves }).execute()
    // Booked by card and then paid by transfer: neither the 20 minutes nor the hour outlive it.
    const res = await book(
      h,
      payload(bus, { seats: [7], back: { bus: back, seats: [7] }, paymentMethod: 5 }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const ref = res.body.data.bookingReferenceCode as string
    expect(res.body.data.holdExpiresAt).toBe(leaves.toISOString())
    const account = await h.call('POST', `${P}/api/v1/Aza/initialize`, { ref })
    expect(account.body.data.expiresAt).toBe(leaves.toISOString())
    // The bus leaves; the transfer arrives while the hold the booking was given still runs.
    await trip()
      .set({ departure_at: new Date(h.clock.now().getTime() - 30 * 60_000) })
      .execute()
    const paid = await h.call('POST', `${P}/sandbox/aza/${ref}/transfer`, {})
    expect(paid.body).toMatchObject({
      code: '4',
      shortDescription:
        'Your payment was received after your reservation expired, and the booking could not be kept. The amount will be refunded within 3-10 working days.',
      data: { status: 'refund-due' },
    })
    const row = await h.database.db
      .selectFrom('bookings')
      .select('status')
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe(BOOKING_STATUS.failed)
  })

  it('a card booking paid by transfer instead gets the hour and method of a transfer', async () => {
    const ref = await newBooking(5, 5, '2026-11-25')
    const res = await h.call('POST', `${P}/api/v1/Aza/initialize`, { ref })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const account = v.parse(BankAccountSchema, res.body.data)
    expect(new Date(account.expiresAt).getTime() - h.clock.now().getTime()).toBe(60 * 60 * 1000)
    const row = await h.database.db
      .selectFrom('bookings')
      .select(['payment_method', 'hold_expires_at'])
      .where('reference_code', '=', ref)
      .executeTakeFirstOrThrow()
    expect(row.payment_method).toBe(26)
    expect(new Date(row.hold_expires_at!).getTime()).toBe(new Date(account.expiresAt).getTime())
  })
})
