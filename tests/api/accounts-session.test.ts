import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { verifyCustomerToken } from '#server/security/tokens.ts'
import { createHarness, type Harness } from './harness.ts'
import { bearer, MINUTE, movableClock, signUp } from './accounts-helpers.ts'

const clock = movableClock()
let h: Harness
beforeAll(async () => {
  h = await createHarness({ clock })
})
afterAll(() => h.close())

const refresh = (body: unknown) => h.call('POST', '/api/onboarding/Customer/generatenewtoken', body)
const profile = (token: string) =>
  h.call('GET', '/api/onboarding/customer/profile', undefined, bearer(token))

describe('sessions', () => {
  it('opens the profile with the access token and refuses without one', async () => {
    const { data } = await signUp(h)
    const mine = await profile(data.JwtToken)
    expect(mine.status).toBe(200)
    expect(mine.body.data).toMatchObject({
      CustomersId: data.CustomersId,
      PhoneNumber: data.PhoneNumber,
    })
    const none = await h.call('GET', '/api/onboarding/customer/profile')
    expect(none.status).toBe(401)
    expect(none.body.shortDescription).toBe(messages.sessionExpired)
    expect((await profile('not.a.token')).status).toBe(401)
  })

  it('expires the access token after 15 minutes; the refresh token renews it', async () => {
    const { data } = await signUp(h)
    clock.advance(15 * MINUTE + 1000)
    expect((await profile(data.JwtToken)).status).toBe(401)
    const renewed = await refresh({ token: data.JwtToken, refreshToken: data.RefreshToken })
    expect(renewed.status).toBe(200)
    expect(renewed.body.data.token).toMatch(/^ey/)
    expect(renewed.body.data.refreshToken).not.toBe(data.RefreshToken)
    expect((await profile(renewed.body.data.token)).status).toBe(200)
  })

  it('rotates: a reused refresh token revokes the whole family', async () => {
    const { data } = await signUp(h)
    const first = await refresh({ refreshToken: data.RefreshToken })
    const second = await refresh({ refreshToken: first.body.data.refreshToken })
    expect(second.status).toBe(200)
    // The stolen, already rotated first token comes back…
    const reuse = await refresh({ refreshToken: data.RefreshToken })
    expect(reuse.status).toBe(401)
    expect(reuse.body.shortDescription).toBe(messages.sessionExpired)
    // …and the newest token of the family no longer works either.
    expect((await refresh({ refreshToken: second.body.data.refreshToken })).status).toBe(401)
  })

  it('a refresh whose answer was lost is asked again with the same token, and the sign-in stands', async () => {
    const { data } = await signUp(h)
    // Issued, then lost on the way (twice): the page still holds the first token.
    const lost = await refresh({ refreshToken: data.RefreshToken })
    expect(lost.status).toBe(200)
    clock.advance(30_000)
    expect((await refresh({ refreshToken: data.RefreshToken })).status).toBe(200)
    clock.advance(30_000)
    const retried = await refresh({ refreshToken: data.RefreshToken })
    expect(retried.status).toBe(200)
    expect((await profile(retried.body.data.token)).status).toBe(200)
    expect((await profile(lost.body.data.token)).status).toBe(200)
    // What the lost answer carried was given up: presented after all, two hold one sign-in, and
    // it ends.
    expect((await refresh({ refreshToken: lost.body.data.refreshToken })).status).toBe(401)
    expect((await refresh({ refreshToken: retried.body.data.refreshToken })).status).toBe(401)
    expect((await profile(retried.body.data.token)).status).toBe(401)
  })

  it('a rotated token asked again after its successor was used, or minutes later, ends the sign-in', async () => {
    const late = await signUp(h)
    await refresh({ refreshToken: late.data.RefreshToken })
    clock.advance(3 * MINUTE)
    expect((await refresh({ refreshToken: late.data.RefreshToken })).status).toBe(401)
    expect((await profile(late.data.JwtToken)).status).toBe(401)
  })

  it('keeps other sign-ins alive when one family is revoked', async () => {
    const { phone, password, data } = await signUp(h)
    const other = await h.call('POST', '/api/onboarding/customer/signin', {
      userName: phone.local,
      password,
    })
    const first = await refresh({ refreshToken: data.RefreshToken })
    await refresh({ refreshToken: first.body.data.refreshToken })
    await refresh({ refreshToken: data.RefreshToken })
    expect((await refresh({ refreshToken: other.body.Data.RefreshToken })).status).toBe(200)
  })

  it("refuses a refresh with another customer's access token", async () => {
    const a = await signUp(h)
    const b = await signUp(h)
    const res = await refresh({ token: b.data.JwtToken, refreshToken: a.data.RefreshToken })
    expect(res.status).toBe(401)
  })

  it('signs out: the refresh token, and every token issued under it, stop working', async () => {
    const { data } = await signUp(h)
    const wallet = await h.call('POST', '/api/wallet/connect/token', {}, bearer(data.JwtToken))
    const bills = await h.call('POST', '/api/bills/token', {}, bearer(data.JwtToken))
    const walletToken = wallet.body.access_token as string
    const billsToken = bills.body.access_token as string
    expect(await verifyCustomerToken(h.deps, 'wallet', walletToken)).not.toBeNull()
    expect(await verifyCustomerToken(h.deps, 'bills', billsToken)).not.toBeNull()
    const out = await h.call('POST', '/api/onboarding/customer/signout', {
      refreshToken: data.RefreshToken,
    })
    expect(out.status).toBe(200)
    expect((await refresh({ refreshToken: data.RefreshToken })).status).toBe(401)
    // A token copied before the sign-out is no key to the account after it.
    const after = await profile(data.JwtToken)
    expect(after.status).toBe(401)
    expect(after.body.shortDescription).toBe(messages.sessionExpired)
    expect(
      (await h.call('POST', '/api/wallet/connect/token', {}, bearer(data.JwtToken))).status,
    ).toBe(401)
    expect(await verifyCustomerToken(h.deps, 'wallet', walletToken)).toBeNull()
    expect(await verifyCustomerToken(h.deps, 'bills', billsToken)).toBeNull()
    const walletCall = await h.call(
      'GET',
      '/api/wallet/api/WalletApi/GetUserWallet',
      undefined,
      bearer(walletToken),
    )
    expect(walletCall.status).toBe(401)
  })

  it('expires refresh tokens after 30 days', async () => {
    const { data } = await signUp(h)
    clock.advance(30 * 24 * 60 * MINUTE + 1000)
    expect((await refresh({ refreshToken: data.RefreshToken })).status).toBe(401)
  })

  it('issues an anonymous application token that is not a customer session', async () => {
    const res = await h.call('POST', '/api/onboarding/token/application', { clientId: 'waka-web' })
    expect(res.status).toBe(200)
    expect(res.body.data.expiresIn).toBe(3600)
    expect((await profile(res.body.data.token)).status).toBe(401)
  })

  it('issues wallet and bills tokens that only pass for their own scope', async () => {
    const { data } = await signUp(h)
    const wallet = await h.call('POST', '/api/wallet/connect/token', {}, bearer(data.JwtToken))
    const token = wallet.body.access_token as string
    expect(await verifyCustomerToken(h.deps, 'wallet', token)).toMatchObject({
      customerId: data.CustomersId,
    })
    expect(await verifyCustomerToken(h.deps, 'bills', token)).toBeNull()
    expect(await verifyCustomerToken(h.deps, 'wallet', data.JwtToken)).toBeNull()
    expect((await profile(token)).status).toBe(401)
  })
})
