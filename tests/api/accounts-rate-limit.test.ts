import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepRateLimitCounters, tooManyAttempts } from '#server/http/rate-limit.ts'
import { createHarness, type Harness } from './harness.ts'
import { freshPhone, ipHeader, MINUTE, movableClock, signUp } from './accounts-helpers.ts'

const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(() => h.close())

const sendOtp = (phone: string, ip: string) =>
  h.call('POST', '/api/onboarding/Otp/sendtophonenumber', { phoneNumber: phone }, ipHeader(ip))
const signIn = (userName: string, password: string, ip: string) =>
  h.call('POST', '/api/onboarding/customer/signin', { userName, password }, ipHeader(ip))

describe('rate limits (kept in the database)', () => {
  it('allows 5 OTP sends per phone an hour, from any address', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 5; i++) expect((await sendOtp(phone.local, `10.1.1.${i}`)).status).toBe(200)
    const sixth = await sendOtp(phone.international, '10.1.1.99')
    expect(sixth.status).toBe(429)
    expect(sixth.body.shortDescription).toBe(tooManyAttempts)
    expect(sixth.body.data.retryAfterSeconds).toBeGreaterThan(0)
    // Said as Retry-After too, for any client that is not ours.
    const seventh = await h.app.request('/api/onboarding/Otp/sendtophonenumber', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ipHeader('10.1.1.98') },
      body: JSON.stringify({ phoneNumber: phone.local }),
    })
    expect(seventh.status).toBe(429)
    expect(seventh.headers.get('retry-after')).toBe(String(sixth.body.data.retryAfterSeconds))
    clock.advance(60 * MINUTE)
    expect((await sendOtp(phone.local, '10.1.1.100')).status).toBe(200)
  })

  it('allows 20 OTP sends per address an hour', async () => {
    for (let i = 0; i < 20; i++)
      expect((await sendOtp(freshPhone().local, '10.2.2.2')).status).toBe(200)
    expect((await sendOtp(freshPhone().local, '10.2.2.2')).status).toBe(429)
    expect((await sendOtp(freshPhone().local, '10.2.2.3')).status).toBe(200)
  })

  it('counts hits that arrive together each in turn: 25 sends from one address at once, 20 go', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => sendOtp(freshPhone().local, '10.2.9.9')),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(20)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
  })

  it('allows 10 sign-in tries per account from one address in 15 minutes; the owner elsewhere still signs in', async () => {
    const { phone, password } = await signUp(h)
    for (let i = 0; i < 10; i++) {
      expect((await signIn(phone.local, 'wrong password!', '10.3.3.1')).status).toBe(401)
    }
    expect((await signIn(phone.international, password, '10.3.3.1')).status).toBe(429)
    expect((await signIn(phone.local, password, '10.3.3.2')).status).toBe(200)
    clock.advance(15 * MINUTE)
    expect((await signIn(phone.local, password, '10.3.3.1')).status).toBe(200)
  })

  it('allows 100 sign-in tries per account from all addresses in 15 minutes, then refuses even the right password', async () => {
    const { phone, password } = await signUp(h) // signs in once: attempt 1 of 100
    for (let i = 0; i < 99; i++) {
      expect((await signIn(phone.local, 'wrong password!', `10.6.${i}.1`)).status).toBe(401)
    }
    expect((await signIn(phone.international, password, '10.6.200.1')).status).toBe(429)
    clock.advance(15 * MINUTE)
    expect((await signIn(phone.local, password, '10.6.201.1')).status).toBe(200)
  })

  it('allows 50 sign-in tries per address in 15 minutes', async () => {
    for (let i = 0; i < 50; i++) {
      expect((await signIn(`user${i}@example.com`, 'wrong password', '10.4.4.4')).status).toBe(401)
    }
    expect((await signIn('another@example.com', 'wrong password', '10.4.4.4')).status).toBe(429)
  })

  it('takes the proxy-appended (last) X-Forwarded-For address, not a client-chosen first one', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await sendOtp(freshPhone().local, `1.2.3.${i}, 10.5.5.5`)
      expect(res.status).toBe(200)
    }
    expect((await sendOtp(freshPhone().local, '9.9.9.9, 10.5.5.5')).status).toBe(429)
  })

  it('a sweep forgets windows every rule has finished with, and keeps the current ones', async () => {
    const counters = () =>
      h.database.db.selectFrom('rate_limit_counters').select(['key', 'window_start']).execute()
    const deps = { db: h.database.db, clock }
    // The windows of the tests above have ended (their clock moved on): swept, the rest kept.
    clock.advance(61 * MINUTE)
    await sweepRateLimitCounters(deps)
    await sendOtp(freshPhone().local, '10.9.9.9')
    const current = await counters()
    expect(current.length).toBeGreaterThan(0)
    expect(await sweepRateLimitCounters(deps)).toBe(0)
    expect(await counters()).toEqual(current)
    clock.advance(61 * MINUTE)
    expect(await sweepRateLimitCounters(deps)).toBe(current.length)
    expect(await counters()).toEqual([])
  })
})
