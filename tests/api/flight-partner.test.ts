import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness.ts'

// SPEC §1 'Book a flight': FLIGHT_PARTNER_URL, a server variable, reaches the client at run time
// (tester M: it was parsed and never used, so only a rebuild with VITE_FLIGHT_PARTNER_URL worked).

let set: Harness
let unset: Harness
beforeAll(async () => {
  set = await createHarness({ env: { FLIGHT_PARTNER_URL: 'https://flights.example.com/waka' } })
  unset = await createHarness()
})
afterAll(async () => {
  await set?.close()
  await unset?.close()
})

describe('the flight partner page', () => {
  it('is the server’s FLIGHT_PARTNER_URL', async () => {
    const res = await set.call('GET', '/api/settings/Partner/flights')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ url: 'https://flights.example.com/waka' })
  })

  it('is null when unset', async () => {
    const res = await unset.call('GET', '/api/settings/Partner/flights')
    expect(res.body.data).toEqual({ url: null })
  })
})
