import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness.ts'
import { signUp } from './accounts-helpers.ts'

let h: Harness
let auth: Record<string, string>
beforeAll(async () => {
  h = await createHarness()
  auth = (await signUp(h)).headers
})
afterAll(() => h.close())

// Every JSON call of the accounts service, with a body that is wrong in some way.
const calls = [
  '/Otp/sendtophonenumber',
  '/Otp/sendtoemail',
  '/Otp/verify',
  '/customer/sendotp',
  '/customer/verifyotp',
  '/customer/register',
  '/customer/registerv2',
  '/customer/signin',
  '/Customer/google',
  '/Customer/generatenewtoken',
  '/customer/signout',
  '/token/application',
  '/api/customers/ForgotPasswordVerificationCode',
  '/customer/forgetpasswordv2',
  '/customer/updateprofilev2',
  '/customer/updateemailv2',
  '/customer/Update',
  '/customer/ChangePassword',
]

const bodies: [string, unknown][] = [
  ['bad JSON', '{"phoneNumber": '],
  ['a JSON array', '[1,2]'],
  ['null', 'null'],
  ['an empty object', {}],
  [
    'wrong types',
    {
      phoneNumber: 8031234567,
      userName: [],
      password: {},
      otpCode: true,
      email: 5,
      refreshToken: 1,
      clientId: {},
      idToken: 7,
      gender: 'male',
      firstName: 3,
      oldPassword: null,
    },
  ],
]

describe('a code that is not 6 digits', () => {
  it('is refused in the words the app uses, on every call that takes one', async () => {
    for (const [path, body] of [
      ['/Otp/verify', { username: '08031234567', otpCode: '12a456' }],
      ['/customer/verifyotp', { username: '08031234567', activationCode: '1234567' }],
      ['/customer/forgetpasswordv2', { username: 'a@example.com', newPassword: 'x', otp: '' }],
    ] as const) {
      const res = await h.call('POST', `/api/onboarding${path}`, body)
      expect(res.status, path).toBe(400)
      // This service names the field refused before its message.
      expect(res.body.shortDescription, path).toMatch(/^\w+: Enter the 6 digit code\.$/)
    }
  })
})

describe('malformed bodies are 400, never 500', () => {
  for (const path of calls) {
    for (const [what, body] of bodies) {
      it(`${path} with ${what}`, async () => {
        const res = await h.call('POST', `/api/onboarding${path}`, body, auth)
        // /Customer/google answers 404 while Google sign-in is not configured.
        expect([400, 404]).toContain(res.status)
        if (path !== '/Customer/google') expect(res.status).toBe(400)
        expect(res.body.code).toBe('0')
        expect(res.body.shortDescription).toEqual(expect.any(String))
      })
    }
  }
})
