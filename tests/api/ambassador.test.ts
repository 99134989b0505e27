import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '#shared/domain/messages.ts'
import { createHarness, type Harness } from './harness.ts'
import { lastCode, lastMessage } from './accounts-helpers.ts'

// SPEC §6, §7 Ambassador: tier 3 upgrade with an OTP to the phone, account deletion with an OTP
// to the official e-mail; seeded demo ambassadors 101–103 (src/server/db/seed/ambassadors.ts).
const A = '/api/ambassador'
let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

const upgrade = {
  firstName: 'Kunle',
  lastName: 'Adeyemi',
  phone: '08031112222',
  email: 'kunle@example.com',
  address: '4 Allen Avenue, Ikeja',
  nin: '12345678901',
  occupation: 'Trader',
  officeAddress: '10 Awolowo Road, Ikoyi',
}

describe('tier 3 upgrade', () => {
  it('needs all eight fields, an 11-character phone and a known invitation', async () => {
    const empty = await h.call('POST', `${A}/Accounts/Tier3AccountUpgradeRequest/WAKA-T3-101`, {
      ...upgrade,
      officeAddress: '',
    })
    expect(empty.status).toBe(400)
    expect(empty.body.shortDescription).toBe('All fields are required.')
    const { nin: _, ...noNin } = upgrade
    const missing = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/WAKA-T3-101`,
      noNin,
    )
    expect(missing.body.shortDescription).toBe('All fields are required.')
    const phone = await h.call('POST', `${A}/Accounts/Tier3AccountUpgradeRequest/WAKA-T3-101`, {
      ...upgrade,
      phone: '0803111222',
    })
    expect(phone.body.shortDescription).toBe(messages.phoneLength)
    const unknown = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/NOPE-0000`,
      upgrade,
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.shortDescription).toBe('Invalid Information!')
  })

  it('sends an OTP to the phone and upgrades once it is verified', async () => {
    const sent = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/WAKA-T3-101`,
      upgrade,
    )
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.shortDescription).toBe(messages.upgradeOtp)
    const wrong = await h.call('POST', `${A}/Accounts/VerifyTier3AccountUpgradeRequestOtp`, {
      otp: '000000',
      phoneNumber: upgrade.phone,
    })
    expect(wrong.status).toBe(400)
    const otp = await lastCode(h, '+2348031112222')
    const verified = await h.call('POST', `${A}/Accounts/VerifyTier3AccountUpgradeRequestOtp`, {
      otp,
      phoneNumber: upgrade.phone,
    })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(verified.body.shortDescription).toBe(messages.requestSuccessful)
    const found = await h.call(
      'GET',
      `${A}/Accounts/GetAmbassadorByEmail/kunle.adeyemi@ambassadors.waka.ng`,
    )
    expect(found.body.data.tier).toBe(3)
    // The invitation is spent: the same link sends no more codes and stores no more requests.
    const again = await h.call('POST', `${A}/Accounts/Tier3AccountUpgradeRequest/WAKA-T3-101`, {
      ...upgrade,
      phone: '08031113333',
    })
    expect(again.status).toBe(400)
    expect(again.body.shortDescription).toBe('This account is already upgraded to tier 3.')
    expect(await lastMessage(h, '+2348031113333')).toBeUndefined()
  })
})

describe('account deletion', () => {
  it('finds the ambassador by e-mail, mails a code and anonymises with it', async () => {
    const email = 'halima.bello@ambassadors.waka.ng'
    const found = await h.call('GET', `${A}/Accounts/GetAmbassadorByEmail/${email.toUpperCase()}`)
    expect(found.status, JSON.stringify(found.body)).toBe(200)
    expect(found.body.data).toMatchObject({ ambassadorId: 102, fullName: 'Halima Bello' })
    const asked = await h.call('DELETE', `${A}/apiV2/Accounts/DeleteAmbassadorRequest/102`)
    expect(asked.body.shortDescription).toBe('OTP send to email successfully.')
    const bad = await h.call('DELETE', `${A}/apiV2/Accounts/DeleteWithOTPAmbassador/102/12ab56`)
    expect(bad.status).toBe(400)
    const code = await lastCode(h, email)
    const deleted = await h.call(
      'DELETE',
      `${A}/apiV2/Accounts/DeleteWithOTPAmbassador/102/${code}`,
    )
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(deleted.body.shortDescription).toBe('Account deleted successfully.')

    const gone = await h.call('GET', `${A}/Accounts/GetAmbassadorByEmail/${email}`)
    expect(gone.status).toBe(404)
    const row = await h.database.db
      .selectFrom('ambassadors')
      .selectAll()
      .where('id', '=', 102)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ email: null, phone_number: null, first_name: 'Deleted' })
    expect(
      new Date(row.retain_until!).getUTCFullYear() - new Date(row.deleted_at!).getUTCFullYear(),
    ).toBe(5)
    const again = await h.call('DELETE', `${A}/apiV2/Accounts/DeleteWithOTPAmbassador/102/${code}`)
    expect(again.status).toBe(404)
  })

  it('answers a malformed e-mail or id with a 400', async () => {
    expect((await h.call('GET', `${A}/Accounts/GetAmbassadorByEmail/not-an-email`)).status).toBe(
      400,
    )
    expect((await h.call('GET', `${A}/Accounts/SendAmbassadorOtp/abc`)).status).toBe(400)
  })
})
