import { expect } from 'vitest'
import type { Clock } from '#server/clock.ts'
import { TEST_NOW, type Harness } from './harness.ts'

// Shared steps of the accounts suites: a clock tests can move, the outbox, and a full sign-up.

export interface MovableClock extends Clock {
  advance: (ms: number) => void
}

export function movableClock(iso = TEST_NOW): MovableClock {
  let at = new Date(iso).getTime()
  return { now: () => new Date(at), advance: (ms) => (at += ms) }
}

export const MINUTE = 60_000
export const PASSWORD = 'journey to Ibadan'

let counter = 0
/** A fresh Nigerian number ('0803…') and a caller address, so rate limits never collide. */
export function freshPhone() {
  counter += 1
  const n = `${process.pid % 1000}${counter}`.padStart(7, '0').slice(-7)
  return {
    local: `0803${n}`,
    international: `+234803${n}`,
    ip: `10.0.${counter % 250}.${(process.pid % 250) + 1}`,
  }
}

export const ipHeader = (ip: string) => ({ 'x-forwarded-for': ip })
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The newest outbox message to `to`, read through the dev endpoint as a tester would. */
export async function lastMessage(h: Harness, to: string) {
  const res = await h.call('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)
  expect(res.status).toBe(200)
  return res.body.messages[0] as
    { text: string; subject: string | null; channel: string } | undefined
}

export async function lastCode(h: Harness, to: string) {
  const message = await lastMessage(h, to)
  const code = message?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code in the outbox for ${to}`)
  return code
}

/** Sends and verifies a phone OTP, registers, and signs in. Returns the sign-in Data. */
export async function signUp(
  h: Harness,
  options: { password?: string; referralCode?: string } = {},
) {
  const phone = freshPhone()
  const password = options.password ?? PASSWORD
  const headers = ipHeader(phone.ip)
  const sent = await h.call(
    'POST',
    '/api/onboarding/Otp/sendtophonenumber',
    { phoneNumber: phone.local },
    headers,
  )
  expect(sent.status).toBe(200)
  const otpCode = await lastCode(h, phone.international)
  const verified = await h.call(
    'POST',
    '/api/onboarding/Otp/verify',
    { username: phone.local, otpCode, dateTime: sent.body.data.dateTime },
    headers,
  )
  expect(verified.status).toBe(200)
  const registered = await h.call(
    'POST',
    '/api/onboarding/customer/registerv2',
    {
      phoneNumber: phone.international,
      password,
      confirmPassword: password,
      clientId: 'waka-web',
      countryId: 1,
      referralCode: options.referralCode,
    },
    headers,
  )
  expect(registered.status, JSON.stringify(registered.body)).toBe(200)
  const signedIn = await h.call(
    'POST',
    '/api/onboarding/customer/signin',
    { userName: phone.local, password, deviceToken: '', countryId: 1, clientId: 'waka-web' },
    headers,
  )
  expect(signedIn.status).toBe(200)
  return { phone, password, data: signedIn.body.Data, headers: bearer(signedIn.body.Data.JwtToken) }
}
