import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, engine, type Harness } from './harness.ts'
import { bearer, signUp } from './accounts-helpers.ts'

// README Decisions 16 and 19: a rotated token presented again, or a sign-out, ends the sign-in,
// every token of it. Tester O: a refresh running at the same moment wrote the token it issued
// after the family had been revoked, so the sign-in the server had just ended lived on. Each
// race is run several times, as an interleaving shows only now and then.
// PGlite runs one connection, so requests never overlap there: the races need PostgreSQL.

const ROUNDS = 15

describe.skipIf(engine !== 'postgres')(
  'sign-in races (PostgreSQL only: PGlite serialises every request on one connection)',
  () => {
    let h: Harness
    beforeAll(async () => {
      h = await createHarness()
    })
    afterAll(() => h?.close())

    const refresh = (refreshToken: string) =>
      h.call('POST', '/api/onboarding/Customer/generatenewtoken', { refreshToken })
    const coupons = (token: string) =>
      h.call('GET', '/api/onboarding/customer/coupons', undefined, bearer(token))

    /** Nothing of the sign-in works any more: its access tokens and every refresh token issued. */
    async function expectEnded(accessTokens: string[], refreshTokens: string[]) {
      for (const token of accessTokens) expect((await coupons(token)).status).toBe(401)
      for (const token of refreshTokens) expect((await refresh(token)).status).toBe(401)
    }

    it('two refreshes with one token at once: the sign-in stands, or ends with all its tokens', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { data } = await signUp(h)
        const answers = await Promise.all([refresh(data.RefreshToken), refresh(data.RefreshToken)])
        expect(answers.map((a) => a.status)).not.toContain(500)
        const issued = answers.filter((a) => a.status === 200).map((a) => a.body.data)
        if (issued.length === 2) {
          // The second is the first one's retry (Decision 16): the sign-in stands.
          expect((await coupons(data.JwtToken)).status).toBe(200)
        } else {
          await expectEnded(
            [data.JwtToken, ...issued.map((d) => d.token)],
            issued.map((d) => d.refreshToken),
          )
        }
      }
    })

    it('a replayed rotated token and its successor at once: the sign-in ends, every token of it', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { data } = await signUp(h)
        const owner = (await refresh(data.RefreshToken)).body.data
        // A thief replays the first token while the owner uses the one it was replaced by.
        const answers = await Promise.all([refresh(data.RefreshToken), refresh(owner.refreshToken)])
        const statuses = answers.map((a) => a.status)
        expect(statuses).toContain(401)
        expect(statuses).not.toContain(500)
        const issued = answers.filter((a) => a.status === 200).map((a) => a.body.data)
        await expectEnded(
          [data.JwtToken, owner.token, ...issued.map((d) => d.token)],
          issued.map((d) => d.refreshToken),
        )
      }
    })

    it('a sign-out while a refresh is in flight: every token of the sign-in stops working', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { data } = await signUp(h)
        const [renewed, out] = await Promise.all([
          refresh(data.RefreshToken),
          h.call('POST', '/api/onboarding/customer/signout', { refreshToken: data.RefreshToken }),
        ])
        expect(out.status).toBe(200)
        expect(renewed.status).not.toBe(500)
        const issued = renewed.status === 200 ? [renewed.body.data] : []
        await expectEnded(
          [data.JwtToken, ...issued.map((d) => d.token)],
          issued.map((d) => d.refreshToken),
        )
      }
    })
  },
)
