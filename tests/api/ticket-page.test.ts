import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness.ts'
import { book, firstBus, payload } from './booking-helpers.ts'

// Issue 9: once paid, the traveller gets a link to a plain-HTML ticket (no JavaScript needed),
// by SMS and e-mail, once; the link's token opens that ticket and no other.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h?.close())

const P = '/api/payment'

async function outbox(to: string) {
  const res = await h.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)
  return res.body.messages as { text: string; subject: string | null; channel: string }[]
}

async function paidBooking(seat: number, returnSeat?: number) {
  const bus = await firstBus(h, 1, 6, '2026-11-26')
  const back = returnSeat === undefined ? undefined : await firstBus(h, 6, 1, '2026-11-28')
  const body = payload(bus, {
    seats: [seat],
    back: back && returnSeat !== undefined ? { bus: back, seats: [returnSeat] } : undefined,
  })
  body.email = `ticket.${seat}@example.com`
  const created = await book(h, body)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const ref = created.body.data.bookingReferenceCode as string
  const started = await h.call('POST', `${P}/api/v1/Paystack/initialize`, { reference: ref })
  expect(started.status).toBe(200)
  const pay = await h.app.request(`${new URL(started.body.data, 'http://x').pathname}/pay`, {
    method: 'POST',
  })
  expect(pay.status).toBe(303)
  return { ref, email: body.email }
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
  })

  it("names a round trip's return leg too", async () => {
    const { ref, email } = await paidBooking(7, 9)
    expect((await h.call('GET', `${P}/Payment/ProcessPaystackPayment/${ref}/NG`)).body.code).toBe(
      '1',
    )
    const [mail] = (await outbox(email)).filter((m) => m.text.includes(ref))
    expect(mail!.text).toMatch(
      new RegExp(
        `^Your Waka ticket ${ref}: Lagos \\(Jibowu\\) to Abuja \\(Utako\\), 2026-11-26 \\d{2}:\\d{2}, seat 7; ` +
          `return Abuja \\(Utako\\) to Lagos \\(Jibowu\\), 2026-11-28 \\d{2}:\\d{2}, seat 9\\. `,
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
})
