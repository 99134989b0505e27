import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { googleMessages } from '#server/services/onboarding/google.service.ts'
import { createHarness, TEST_NOW, type Harness } from './harness.ts'
import { bearer, lastCode, signUp } from './accounts-helpers.ts'

// Google's key set, played by a local server with a locally generated RSA key (DESIGN §7).

const CLIENT_ID = 'waka-test.apps.googleusercontent.com'
let privateKey: CryptoKey
let strangerKey: CryptoKey
let jwks: Server
let h: Harness
let unconfigured: Harness

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  privateKey = pair.privateKey
  strangerKey = (await generateKeyPair('RS256')).privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
  const port = (jwks.address() as AddressInfo).port
  h = await createHarness({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
  })
  unconfigured = await createHarness()
})
afterAll(async () => {
  await h.close()
  await unconfigured.close()
  await new Promise((resolve) => jwks.close(() => resolve(null)))
})

function idToken(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey; aud?: string; expSeconds?: number } = {},
) {
  const now = new Date(TEST_NOW).getTime() / 1000
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.aud ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? 'google-subject-1'))
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expSeconds ?? 3600))
    .sign(options.key ?? privateKey)
}

const google = (harness: Harness, token: string) =>
  harness.call('POST', '/api/onboarding/Customer/google', {
    idToken: token,
    deviceToken: '',
    clientId: 'waka-web',
  })

describe('Google sign-in', () => {
  it('is refused while GOOGLE_CLIENT_ID is unset', async () => {
    const res = await google(unconfigured, await idToken({}))
    expect(res.status).toBe(404)
    expect(res.body.shortDescription).toBe(googleMessages.notConfigured)
  })

  it('asks a new Google user to register with a phone (phoneNumber null)', async () => {
    const res = await google(
      h,
      await idToken({
        sub: 'new-user',
        email: 'Ada@Example.com',
        given_name: 'Ada',
        family_name: 'Obi',
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body.shortDescription).toBe(googleMessages.registerFirst)
    expect(res.body.data).toMatchObject({
      phoneNumber: null,
      jwtToken: null,
      email: 'ada@example.com',
      firstName: 'Ada',
    })
  })

  it('signs in the customer whose verified e-mail Google vouches for, camelCase, then by subject', async () => {
    const { phone, headers } = await signUp(h)
    const email = `g.${phone.local}@example.com`
    await h.call('POST', '/api/onboarding/customer/updateemailv2', { email }, headers)
    await h.call('POST', '/api/onboarding/Otp/verify', {
      username: phone.local,
      otpCode: await lastCode(h, email),
      email,
    })
    const res = await google(h, await idToken({ sub: `sub-${phone.local}`, email }))
    expect(res.status).toBe(200)
    expect(res.body.shortDescription).toBe(messages.loggedIn)
    expect(res.body.data).toMatchObject({
      phoneNumber: phone.international,
      email,
      customerStage: 0,
    })
    const profile = await h.call(
      'GET',
      '/api/onboarding/customer/profile',
      undefined,
      bearer(res.body.data.jwtToken),
    )
    expect(profile.body.data.PhoneNumber).toBe(phone.international)
    // Linked: the subject alone finds the account now, whatever the e-mail says.
    const again = await google(
      h,
      await idToken({ sub: `sub-${phone.local}`, email: 'changed@example.com' }),
    )
    expect(again.body.data.phoneNumber).toBe(phone.international)
  })

  it('does not link on an e-mail Google has not verified', async () => {
    const { phone, headers } = await signUp(h)
    const email = `u.${phone.local}@example.com`
    await h.call('POST', '/api/onboarding/customer/updateemailv2', { email }, headers)
    await h.call('POST', '/api/onboarding/Otp/verify', {
      username: phone.local,
      otpCode: await lastCode(h, email),
      email,
    })
    const res = await google(
      h,
      await idToken({ sub: `x-${phone.local}`, email, email_verified: false }),
    )
    expect(res.body.data.phoneNumber).toBeNull()
  })

  it('refuses tokens for another audience, signed by another key, or expired', async () => {
    for (const token of [
      await idToken({}, { aud: 'someone-else' }),
      await idToken({}, { key: strangerKey }),
      await idToken({}, { expSeconds: -10 }),
      'not-a-jwt',
    ]) {
      const res = await google(h, token)
      expect(res.status).toBe(401)
      expect(res.body.shortDescription).toBe(messages.googleFailed)
    }
  })
})
