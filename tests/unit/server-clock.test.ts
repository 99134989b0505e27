import { describe, expect, it } from 'vitest'
import { learnServerTime, serverOffset } from '#app/lib/server-clock.ts'

// Tester N: the phone's clock may be far off; the server's answers say how far.

const MINUTE = 60_000

describe('server clock', () => {
  it('learns how far the phone is from the server, within the time an answer took', () => {
    // The phone is 75 minutes fast; the answer took 400 ms and the server wrote its time at 100.
    const phone = 1_800_000_000_000 + 75 * MINUTE
    const server = 1_800_000_000_000
    learnServerTime(server + 100, server + 100, phone, phone + 400)
    expect(serverOffset()).toBeGreaterThanOrEqual(-75 * MINUTE - 300)
    expect(serverOffset()).toBeLessThanOrEqual(-75 * MINUTE + 100)

    // A second answer narrows it (Date headers: whole seconds) and does not move it outside.
    learnServerTime(server + 2000, server + 2999, phone + 2500, phone + 2600)
    expect(serverOffset()).toBeGreaterThanOrEqual(-75 * MINUTE - 600)
    expect(serverOffset()).toBeLessThanOrEqual(-75 * MINUTE + 100)
  })

  it('starts again when the phone’s clock is set: the old and new answers cannot both be right', () => {
    const server = 1_800_000_000_000
    learnServerTime(server, server, server + 75 * MINUTE, server + 75 * MINUTE + 200)
    // The traveller puts the phone right: now it reads the server's time.
    learnServerTime(server + MINUTE, server + MINUTE, server + MINUTE - 100, server + MINUTE + 100)
    expect(Math.abs(serverOffset())).toBeLessThanOrEqual(100)
  })
})
