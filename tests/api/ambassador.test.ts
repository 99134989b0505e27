import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { seed } from '#server/db/seed/seed.ts'
import { createHarness, type Harness } from './harness.ts'
import { lastCode, lastMessage } from './accounts-helpers.ts'

// SPEC §6, §7 Ambassador: tier 3 upgrade with an OTP to the phone, account deletion with an OTP
// to the official e-mail; seeded demo ambassadors 101–103 (src/server/db/seed/ambassadors.ts),
// whose invitation codes each database draws (listed at /api/dev/ambassadors).
const A = '/api/ambassador'
let h: Harness
/** The verificationId in each demo ambassador's upgrade link, by ambassador id. */
const invitation: Record<number, string> = {}
beforeAll(async () => {
  h = await createHarness()
  const listed = await h.call('GET', '/api/dev/ambassadors')
  for (const a of listed.body.ambassadors)
    invitation[a.id] = new URLSearchParams(a.upgradeLink.split('?')[1]).get('verificationId')!
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
    const empty = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/${invitation[101]}`,
      {
        ...upgrade,
        officeAddress: '',
      },
    )
    expect(empty.status).toBe(400)
    expect(empty.body.shortDescription).toBe('All fields are required.')
    const { nin: _, ...noNin } = upgrade
    const missing = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/${invitation[101]}`,
      noNin,
    )
    expect(missing.body.shortDescription).toBe('All fields are required.')
    const phone = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/${invitation[101]}`,
      {
        ...upgrade,
        phone: '0803111222',
      },
    )
    expect(phone.body.shortDescription).toBe(messages.phoneLength)
    const unknown = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/NOPE-0000`,
      upgrade,
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.shortDescription).toBe('Invalid Information!')
  })

  it('says a field is too long, not that it is missing', async () => {
    // A filled field past its length was refused as 'All fields are required.' (page and API).
    const long = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/${invitation[101]}`,
      {
        ...upgrade,
        address: `${'12 Allen Avenue, Ikeja, '.repeat(17)}Lagos`,
      },
    )
    expect(long.status).toBe(400)
    expect(long.body.shortDescription).toBe('Please keep this to 400 characters or fewer.')
    const name = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/${invitation[101]}`,
      {
        ...upgrade,
        occupation: 'Trader '.repeat(30),
      },
    )
    expect(name.body.shortDescription).toBe('Please keep this to 200 characters or fewer.')
  })

  it('sends an OTP to the phone and upgrades once it is verified', async () => {
    const sent = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/${invitation[101]}`,
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
    const again = await h.call(
      'POST',
      `${A}/Accounts/Tier3AccountUpgradeRequest/${invitation[101]}`,
      {
        ...upgrade,
        phone: '08031113333',
      },
    )
    expect(again.status).toBe(400)
    expect(again.body.shortDescription).toBe('This account is already upgraded to tier 3.')
    expect(await lastMessage(h, '+2348031113333')).toBeUndefined()
  })
})

describe('tier 3 invitations (tester L, tester O)', () => {
  const request = (id: string, phone: string) =>
    h.call('POST', `${A}/Accounts/Tier3AccountUpgradeRequest/${id}`, { ...upgrade, phone })
  const verify = (otp: string, phoneNumber: string) =>
    h.call('POST', `${A}/Accounts/VerifyTier3AccountUpgradeRequestOtp`, { otp, phoneNumber })

  it('refuses a code that is not 6 digits in the words the app uses', async () => {
    for (const otp of ['12345', '12a456', '']) {
      const res = await verify(otp, '08031114444')
      expect(res.status, otp).toBe(400)
      expect(res.body.shortDescription, otp).toBe('Enter the 6 digit code.')
    }
  })

  it('cannot be guessed: the links carry 128 random bits, not a sequence', async () => {
    const codes = Object.values(invitation)
    expect(codes).toHaveLength(3)
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{32}$/)
    for (const guess of ['WAKA-T3-101', 'WAKA-T3-102', 'WAKA-T3-103', 'WAKA-T3-104']) {
      const res = await request(guess, '08031114444')
      expect(res.status).toBe(404)
      expect(res.body.shortDescription).toBe('Invalid Information!')
    }
    expect(await lastMessage(h, '+2348031114444')).toBeUndefined()
  })

  it('a database seeded with the old sequential codes gets random ones at the next start', async () => {
    const db = h.database.db
    await db
      .updateTable('ambassadors')
      .set({ verification_id: 'WAKA-T3-101' })
      .where('id', '=', 101)
      .execute()
    await seed(db, h.clock)
    expect((await request('WAKA-T3-101', '08031117777')).status).toBe(404)
    const row = await db
      .selectFrom('ambassadors')
      .select('verification_id')
      .where('id', '=', 101)
      .executeTakeFirstOrThrow()
    expect(row.verification_id).toMatch(/^[0-9a-f]{32}$/)
    invitation[101] = row.verification_id
  })

  it('is spent by one upgrade: a request made before it was done can no longer be verified', async () => {
    const link = invitation[103]!
    expect((await request(link, '08031115555')).status).toBe(200)
    expect((await request(link, '08031116666')).status).toBe(200)
    const first = await verify(await lastCode(h, '+2348031115555'), '08031115555')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const second = await verify(await lastCode(h, '+2348031116666'), '08031116666')
    expect(second.status).toBe(400)
    expect(second.body.shortDescription).toBe('This account is already upgraded to tier 3.')
    const verified = await h.database.db
      .selectFrom('ambassador_upgrades')
      .select('phone_number')
      .where('ambassador_id', '=', 103)
      .where('verified_at', 'is not', null)
      .execute()
    expect(verified).toEqual([{ phone_number: '+2348031115555' }])
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
