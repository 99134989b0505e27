import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { passwordMessages } from '#shared/domain/password.ts'
import { createHarness, type Harness } from './harness.ts'
import {
  bearer,
  freshPhone,
  ipHeader,
  lastCode,
  MINUTE,
  movableClock,
  PASSWORD,
  signUp,
} from './accounts-helpers.ts'

const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(() => h.close())

const send = (phone: string, ip: string) =>
  h.call('POST', '/api/onboarding/Otp/sendtophonenumber', { phoneNumber: phone }, ipHeader(ip))
const verify = (phone: string, otpCode: string, ip: string) =>
  h.call('POST', '/api/onboarding/Otp/verify', { username: phone, otpCode }, ipHeader(ip))
const register = (phone: string, ip: string, password = PASSWORD, extra = {}) =>
  h.call(
    'POST',
    '/api/onboarding/customer/register',
    { phoneNumber: phone, password, clientId: 'waka-web', countryId: 1, ...extra },
    ipHeader(ip),
  )

describe('sign-up with a phone OTP', () => {
  it('sends a 6-digit code to the outbox, verifies it, registers and signs in', async () => {
    const { phone, data } = await signUp(h)
    expect(data).toMatchObject({
      PhoneNumber: phone.international,
      CustomerStage: 0,
      IsConfirmed: true,
      AccountIsConfirmed: true,
      HasPin: false,
      Email: null,
      Image: null,
      CustomerPhoto: null,
    })
    expect(data.JwtToken).toMatch(/^ey/)
    expect(data.RefreshToken).toEqual(expect.any(String))
    expect(data.referralCode).toMatch(/^[0-9A-Z]{8}$/)
  })

  it('answers sign-in PascalCase with the SPEC messages, and the standard keys too', async () => {
    const { phone, password } = await signUp(h)
    const res = await h.call('POST', '/api/onboarding/customer/signin', {
      userName: phone.international,
      password,
    })
    expect(res.body).toMatchObject({ Code: '1', ShortDescription: messages.loggedIn, code: '1' })
    expect(res.body.data.CustomersId).toBe(res.body.Data.CustomersId)
  })

  it('refuses a wrong password or unknown user with the SPEC message', async () => {
    const { phone } = await signUp(h)
    const wrong = await h.call('POST', '/api/onboarding/customer/signin', {
      userName: phone.local,
      password: 'not the password',
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.shortDescription).toBe(messages.wrongCredentials)
    const unknown = await h.call('POST', '/api/onboarding/customer/signin', {
      userName: 'nobody@example.com',
      password: 'whatever it is',
    })
    expect(unknown.status).toBe(401)
    expect(unknown.body.shortDescription).toBe(messages.wrongCredentials)
  })

  it('registration answers with a session the new customer can use at once (issue 15)', async () => {
    const phone = freshPhone()
    await send(phone.local, phone.ip)
    await verify(phone.local, await lastCode(h, phone.international), phone.ip)
    const res = await register(phone.local, phone.ip)
    expect(res.status).toBe(200)
    expect(res.body.shortDescription).toBe(messages.registered)
    const session = res.body.data.signIn
    expect(session).toMatchObject({ PhoneNumber: phone.international, CustomerStage: 0 })
    const profile = await h.call(
      'GET',
      '/api/onboarding/customer/profile',
      undefined,
      bearer(session.JwtToken),
    )
    expect(profile.status, JSON.stringify(profile.body)).toBe(200)
    // The refresh token is a real one too.
    const refreshed = await h.call('POST', '/api/onboarding/Customer/generatenewtoken', {
      token: session.JwtToken,
      refreshToken: session.RefreshToken,
    })
    expect(refreshed.status).toBe(200)
  })

  it('needs a verified code for that phone before registering', async () => {
    const phone = freshPhone()
    const res = await register(phone.local, phone.ip)
    expect(res.status).toBe(400)
    expect(res.body.shortDescription).toMatch(/verify your phone/)
  })

  it('refuses a second account for the same phone, but only tells whoever has its code', async () => {
    const { phone } = await signUp(h)
    const unproven = await register(phone.local, phone.ip)
    expect(unproven.status).toBe(400)
    expect(unproven.body.shortDescription).toMatch(/verify your phone/)
    await send(phone.local, phone.ip)
    await verify(phone.local, await lastCode(h, phone.international), phone.ip)
    const res = await register(phone.local, phone.ip)
    expect(res.status).toBe(409)
  })

  it('refuses short and common passwords and a mismatched confirmation, not character classes', async () => {
    const phone = freshPhone()
    await send(phone.local, phone.ip)
    await verify(phone.local, await lastCode(h, phone.international), phone.ip)
    expect((await register(phone.local, phone.ip, 'short')).body.shortDescription).toBe(
      passwordMessages.tooShort,
    )
    expect((await register(phone.local, phone.ip, 'Password123')).body.shortDescription).toBe(
      passwordMessages.tooCommon,
    )
    const mismatch = await register(phone.local, phone.ip, PASSWORD, { confirmPassword: 'other' })
    expect(mismatch.body.shortDescription).toBe(messages.passwordMismatch)
    // All lower case, no digit, no symbol: accepted (SPEC §5 guidance is not enforced).
    expect((await register(phone.local, phone.ip, 'lagos to abuja by road')).status).toBe(200)
  })

  it('uses a code once only', async () => {
    const phone = freshPhone()
    await send(phone.local, phone.ip)
    const code = await lastCode(h, phone.international)
    expect((await verify(phone.local, code, phone.ip)).status).toBe(200)
    expect((await verify(phone.local, code, phone.ip)).status).toBe(400)
  })

  it('refuses the 6th try, even with the right code', async () => {
    const phone = freshPhone()
    await send(phone.local, phone.ip)
    const code = await lastCode(h, phone.international)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await verify(phone.local, wrong, phone.ip)
      expect(res.status).toBe(400)
    }
    const sixth = await verify(phone.local, code, phone.ip)
    expect(sixth.status).toBe(429)
    expect(sixth.body.shortDescription).toMatch(/Too many wrong attempts/)
  })

  it('refuses a code after 10 minutes', async () => {
    const phone = freshPhone()
    await send(phone.local, phone.ip)
    const code = await lastCode(h, phone.international)
    clock.advance(10 * MINUTE + 1000)
    const res = await verify(phone.local, code, phone.ip)
    expect(res.status).toBe(400)
    expect(res.body.shortDescription).toMatch(/expired/)
  })

  it('keeps only the latest code alive', async () => {
    const phone = freshPhone()
    await send(phone.local, phone.ip)
    const first = await lastCode(h, phone.international)
    await send(phone.local, phone.ip)
    const second = await lastCode(h, phone.international)
    if (first !== second) expect((await verify(phone.local, first, phone.ip)).status).toBe(400)
    expect((await verify(phone.local, second, phone.ip)).status).toBe(200)
  })

  it('supports /customer/sendotp and /customer/verifyotp', async () => {
    const phone = freshPhone()
    const sent = await h.call(
      'POST',
      '/api/onboarding/customer/sendotp',
      { username: phone.local, isAccountConfirmation: false },
      ipHeader(phone.ip),
    )
    expect(sent.body.shortDescription).toBe(messages.otpSent)
    const code = await lastCode(h, phone.international)
    const res = await h.call(
      'POST',
      '/api/onboarding/customer/verifyotp',
      { activationCode: code, username: phone.local, isAccountConfirmation: false },
      ipHeader(phone.ip),
    )
    expect(res.body.shortDescription).toBe(messages.otpVerified)
    expect((await register(phone.local, phone.ip)).body.shortDescription).toBe(messages.registered)
  })

  it('refuses numbers that are not Nigerian mobiles', async () => {
    const res = await send('+14155550100', '10.9.9.9')
    expect(res.status).toBe(400)
    expect(res.body.shortDescription).toContain(messages.phoneNigerianOnly)
  })
})
