import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { couponForCheckout, redeemCoupon } from '#server/services/onboarding/coupon.service.ts'
import { createHarness, type Harness } from './harness.ts'
import { freshPhone, ipHeader, lastCode, lastMessage, signUp } from './accounts-helpers.ts'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  h.call('POST', `/api/onboarding${path}`, body, headers)

const completion = (phoneNumber: string, extra: object = {}) => ({
  phoneNumber,
  gender: 1,
  title: 'Mrs',
  firstName: 'Ngozi',
  lastName: 'Okafor',
  referralCode: '',
  nextOfKinName: 'Emeka Okafor',
  nextOfKinGender: 0,
  nextOfKinPhoneNumber: '08091234567',
  ...extra,
})

describe('completing the profile (/login-reg) and referral', () => {
  it('sets the names, next of kin and CustomerStage 1', async () => {
    const { phone, headers } = await signUp(h)
    const res = await post('/customer/updateprofilev2', completion(phone.local), headers)
    expect(res.status).toBe(200)
    expect(res.body.shortDescription).toBe(messages.profileUpdated)
    expect(res.body.data).toMatchObject({
      FirstName: 'Ngozi',
      LastName: 'Okafor',
      Gender: 1,
      Title: 'Mrs',
      NextOfKinName: 'Emeka Okafor',
      NextOfKinPhone: '08091234567',
      CustomerStage: 1,
    })
  })

  it('requires a gender and refuses next of kin with the same phone', async () => {
    const { phone, headers } = await signUp(h)
    const noGender = await post(
      '/customer/updateprofilev2',
      completion(phone.local, { gender: null }),
      headers,
    )
    expect(noGender.status).toBe(400)
    const same = completion(phone.local, { nextOfKinPhoneNumber: phone.international })
    const res = await post('/customer/updateprofilev2', same, headers)
    expect(res.body.shortDescription).toBe(messages.phonesMustDiffer)
    // A short next-of-kin phone is refused in words, not with the schema's type dump.
    const short = completion(phone.local, { nextOfKinPhoneNumber: '0803' })
    const refused = await post('/customer/updateprofilev2', short, headers)
    expect(refused.status).toBe(400)
    expect(refused.body.shortDescription).toBe(messages.phoneElevenDigits)
    const none = completion(phone.local, { nextOfKinPhoneNumber: ' ' })
    expect((await post('/customer/updateprofilev2', none, headers)).status).toBe(200)
  })

  it("refuses to complete someone else's profile", async () => {
    const a = await signUp(h)
    const b = await signUp(h)
    const res = await post('/customer/updateprofilev2', completion(b.phone.local), a.headers)
    expect(res.status).toBe(403)
  })

  it('rewards the referrer with a coupon, told by SMS, redeemable once', async () => {
    const referrer = await signUp(h)
    const friend = await signUp(h)
    const code = referrer.data.referralCode.toLowerCase()
    const res = await post(
      '/customer/updateprofilev2',
      completion(friend.phone.local, { referralCode: code }),
      friend.headers,
    )
    expect(res.status).toBe(200)
    const notice = await lastMessage(h, referrer.phone.international)
    const coupon = notice?.text.match(/WAKA-[0-9A-Z]{8}/)?.[0]
    expect(coupon).toBeDefined()
    const list = await h.call(
      'GET',
      '/api/onboarding/customer/coupons',
      undefined,
      referrer.headers,
    )
    expect(list.body.data).toEqual([
      { code: coupon, percent: 10, amountNaira: null, redeemed: false },
    ])
    // A second completion does not reward twice.
    await post(
      '/customer/updateprofilev2',
      completion(friend.phone.local, { referralCode: code }),
      friend.headers,
    )
    const again = await h.call(
      'GET',
      '/api/onboarding/customer/coupons',
      undefined,
      referrer.headers,
    )
    expect(again.body.data).toHaveLength(1)
    // Booking redeems it: once, and only by its owner.
    const db = h.database.db
    await expect(
      couponForCheckout(db, coupon, friend.data.CustomersId, new Date()),
    ).rejects.toThrow()
    const owned = await couponForCheckout(
      db,
      coupon!.toLowerCase(),
      referrer.data.CustomersId,
      new Date(),
    )
    expect(owned).toMatchObject({ percent: 10, amountKobo: null })
    expect(await redeemCoupon(db, owned!.id, new Date())).toBe(true)
    expect(await redeemCoupon(db, owned!.id, new Date())).toBe(false)
    await expect(
      couponForCheckout(db, coupon, referrer.data.CustomersId, new Date()),
    ).rejects.toThrow()
  })

  it("tells the referrer the friend's first name, never a message or a link typed into it", async () => {
    const told = async (firstName: string) => {
      const referrer = await signUp(h)
      const friend = await signUp(h)
      const res = await post(
        '/customer/updateprofilev2',
        completion(friend.phone.local, { firstName, referralCode: referrer.data.referralCode }),
        friend.headers,
      )
      expect(res.status).toBe(200)
      return (await lastMessage(h, referrer.phone.international))!.text
    }
    expect(await told('Ngozi')).toMatch(/^Ngozi joined Waka with your referral code\. /)
    // A one-word name as long as a real one is kept whole.
    expect(await told('Oluwadamilareoluwatobiloba')).toMatch(/^Oluwadamilareoluwatobiloba joined/)
    // New lines, direction marks, digits, a message or an address are no name: refused
    // (person-name.ts), nobody is told.
    for (const firstName of [
      'Ada\n\nWaka: your account is locked. Call 0800 000 0000 now',
      '\u202eAda\u200b',
      'Ada Obi, Waka: your account is locked',
      'Ada2',
      'https://pay-waka.example/claim',
    ]) {
      const referrer = await signUp(h)
      const friend = await signUp(h)
      const res = await post(
        '/customer/updateprofilev2',
        completion(friend.phone.local, { firstName, referralCode: referrer.data.referralCode }),
        friend.headers,
      )
      expect(res.status).toBe(400)
      expect(res.body.shortDescription).toBe(messages.invalidName('First name'))
      expect((await lastMessage(h, referrer.phone.international))?.text).not.toMatch(/joined/)
    }
    // What a name's characters still spell (a domain) goes to someone else in Waka's name: only
    // the first word of a name, and no link, is told.
    expect(await told('Ada Obi')).toMatch(/^Ada joined Waka/)
    for (const link of ['www.pay-waka.ng', 'pay-waka.com'])
      expect(await told(link)).toMatch(/^A friend joined Waka with your referral code\. /)
  })

  it('accepts a referral code at registration and refuses an unknown one', async () => {
    const referrer = await signUp(h)
    await signUp(h, { referralCode: referrer.data.referralCode })
    const list = await h.call(
      'GET',
      '/api/onboarding/customer/coupons',
      undefined,
      referrer.headers,
    )
    expect(list.body.data).toHaveLength(1)
    const { phone, headers } = await signUp(h)
    const bad = await post(
      '/customer/updateprofilev2',
      completion(phone.local, { referralCode: 'NOPE0000' }),
      headers,
    )
    expect(bad.status).toBe(400)
  })

  it('returns the referral code', async () => {
    const { data, headers } = await signUp(h)
    const res = await h.call('GET', '/api/onboarding/customer/referral', undefined, headers)
    expect(res.body.data).toEqual({ referralCode: data.referralCode })
  })
})

describe('e-mail verification', () => {
  it('sends a code to the new address and confirms it, then signs in by e-mail', async () => {
    const { phone, password, headers } = await signUp(h)
    const email = `ngozi.${phone.local}@example.com`
    const sent = await post(
      '/customer/updateemailv2',
      { email: email.toUpperCase(), phoneNumber: phone.local },
      headers,
    )
    expect(sent.body.shortDescription).toBe(messages.emailOtpSent)
    const otpCode = await lastCode(h, email)
    const verify = { username: phone.local, otpCode, dateTime: sent.body.data.dateTime, email }
    const res = await post('/Otp/verify', verify, ipHeader(phone.ip))
    expect(res.body.shortDescription).toBe(messages.emailVerified)
    const signIn = await post('/customer/signin', { userName: email, password }, {})
    expect(signIn.body.Data.Email).toBe(email)
  })

  it('refuses an address another customer holds', async () => {
    const a = await signUp(h)
    const email = `taken.${a.phone.local}@example.com`
    await post('/customer/updateemailv2', { email }, a.headers)
    await post(
      '/Otp/verify',
      { username: a.phone.local, otpCode: await lastCode(h, email), email },
      {},
    )
    const b = await signUp(h)
    expect((await post('/customer/updateemailv2', { email }, b.headers)).status).toBe(409)
  })

  it('says "email address", not "number", when no code waits for the address', async () => {
    const { phone } = await signUp(h)
    const email = `nocode.${phone.local}@example.com`
    const res = await post(
      '/Otp/verify',
      { username: phone.local, otpCode: '123456', email },
      ipHeader(phone.ip),
    )
    expect(res.status).toBe(400)
    expect(res.body.shortDescription).toBe(
      'No code is waiting for this email address. Please request a new one.',
    )
    // A phone code still speaks of the number.
    const other = freshPhone()
    const byPhone = await post(
      '/Otp/verify',
      { username: other.local, otpCode: '123456' },
      ipHeader(other.ip),
    )
    expect(byPhone.status).toBe(400)
    expect(byPhone.body.shortDescription).toBe(
      'No OTP is pending for this number, please request a new one.',
    )
  })

  it('refuses a wrong phone without using up the code; the right call then succeeds', async () => {
    const { phone, headers } = await signUp(h)
    const email = `keep.${phone.local}@example.com`
    await post('/customer/updateemailv2', { email }, headers)
    const otpCode = await lastCode(h, email)
    const wrong = await post(
      '/Otp/verify',
      { username: freshPhone().local, otpCode, email },
      ipHeader(phone.ip),
    )
    expect(wrong.status).toBe(400)
    const right = await post(
      '/Otp/verify',
      { username: phone.local, otpCode, email },
      ipHeader(phone.ip),
    )
    expect(right.status).toBe(200)
    expect(right.body.shortDescription).toBe(messages.emailVerified)
  })
})

describe('settings', () => {
  it('updates the profile; e-mail and phone are read-only', async () => {
    const { phone, headers } = await signUp(h)
    const body = {
      firstName: 'Tunde',
      lastName: 'Bakare',
      sex: '0',
      email: '',
      nextOfKinName: 'Kemi Bakare',
      nextOfKinMobile: '0809 876 5432',
      mobile: phone.local,
    }
    const res = await post('/customer/Update', body, headers)
    expect(res.body.shortDescription).toBe(messages.profileUpdated)
    expect(res.body.data).toMatchObject({
      FirstName: 'Tunde',
      Gender: 0,
      NextOfKinPhone: '08098765432',
    })
    const shortKin = await post('/customer/Update', { ...body, nextOfKinMobile: '0803' }, headers)
    expect(shortKin.body.shortDescription).toBe(messages.phoneElevenDigits)
    const phoneChange = await post('/customer/Update', { ...body, mobile: '08031112222' }, headers)
    expect(phoneChange.status).toBe(400)
    const emailChange = await post(
      '/customer/Update',
      { ...body, email: 'new@example.com' },
      headers,
    )
    expect(emailChange.status).toBe(400)
  })

  it('changes the password; the old one, and other sign-ins, stop working', async () => {
    const { phone, password, headers } = await signUp(h)
    const elsewhere = await post('/customer/signin', { userName: phone.local, password }, {})
    const otherSession = { authorization: `Bearer ${elsewhere.body.Data.JwtToken}` }
    expect(
      (await h.call('GET', '/api/onboarding/customer/profile', undefined, otherSession)).status,
    ).toBe(200)
    const change = (body: object) => post('/customer/ChangePassword', body, headers)
    const mismatch = await change({
      oldPassword: password,
      password: 'a new long one',
      confirmPassword: 'other',
    })
    expect(mismatch.body.shortDescription).toBe(messages.passwordMismatch)
    const wrongOld = await change({
      oldPassword: 'not it at all',
      password: 'a new long one',
      confirmPassword: 'a new long one',
    })
    expect(wrongOld.status).toBe(400)
    const res = await change({
      oldPassword: password,
      password: 'a new long one',
      confirmPassword: 'a new long one',
    })
    expect(res.body.shortDescription).toBe(messages.passwordChanged)
    // This sign-in carries on; another one, even its unexpired access token, is over.
    expect(
      (await h.call('GET', '/api/onboarding/customer/profile', undefined, headers)).status,
    ).toBe(200)
    expect(
      (await h.call('GET', '/api/onboarding/customer/profile', undefined, otherSession)).status,
    ).toBe(401)
    expect((await post('/customer/signin', { userName: phone.local, password }, {})).status).toBe(
      401,
    )
    expect(
      (await post('/customer/signin', { userName: phone.local, password: 'a new long one' }, {}))
        .status,
    ).toBe(200)
  })
})

describe('forgot password', () => {
  it('resets with the code sent to the phone and ends existing sessions', async () => {
    const { phone, data } = await signUp(h)
    const sent = await h.call(
      'POST',
      '/api/onboarding/api/customers/ForgotPasswordVerificationCode',
      { phoneNumber: phone.local },
      ipHeader(phone.ip),
    )
    expect(sent.body.shortDescription).toBe(messages.otpSent)
    const otp = await lastCode(h, phone.international)
    const bad = await post(
      '/customer/forgetpasswordv2',
      {
        username: phone.local,
        newPassword: 'brand new secret',
        otp: otp === '000000' ? '111111' : '000000',
      },
      {},
    )
    expect(bad.status).toBe(400)
    expect(bad.body.shortDescription).toBe(messages.resetFailed)
    const res = await post(
      '/customer/forgetpasswordv2',
      { username: phone.local, newPassword: 'brand new secret', otp },
      {},
    )
    expect(res.body.shortDescription).toBe(messages.passwordReset)
    expect(
      (await post('/customer/signin', { userName: phone.local, password: 'brand new secret' }, {}))
        .status,
    ).toBe(200)
    const refresh = await post(
      '/Customer/generatenewtoken',
      { refreshToken: data.RefreshToken },
      {},
    )
    expect(refresh.status).toBe(401)
    const profile = await h.call('GET', '/api/onboarding/customer/profile', undefined, {
      authorization: `Bearer ${data.JwtToken}`,
    })
    expect(profile.status).toBe(401)
    // Single use.
    const again = await post(
      '/customer/forgetpasswordv2',
      { username: phone.local, newPassword: 'another new one', otp },
      {},
    )
    expect(again.body.shortDescription).toBe(messages.resetFailed)
  })

  it('answers the same for an unknown account, and sends nothing', async () => {
    const res = await h.call(
      'POST',
      '/api/onboarding/api/customers/ForgotPasswordVerificationCode',
      { email: 'ghost@example.com' },
    )
    expect(res.status).toBe(200)
    expect(res.body.shortDescription).toBe(messages.otpSent)
    expect(await lastMessage(h, 'ghost@example.com')).toBeUndefined()
  })
})
