import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { lagosDay } from '../lagos-days.ts'

// Steps of the account journeys (SPEC §2, §4) and what a tester reads from the dev outbox. Every
// test makes its own customer with a phone no other test uses, so workers never share accounts.

/** A Nigerian mobile nobody else in this run has: '081' and 8 digits. */
export function uniquePhone(): string {
  const digits = `${Date.now() % 1e5}`.padStart(5, '0') + `${Math.floor(Math.random() * 1e3)}`
  return `081${digits.padStart(8, '0')}`
}

export const international = (local: string) => `+234${local.slice(1)}`

interface OutboxMessage {
  id: number
  text: string
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { messages: OutboxMessage[] }).messages
}

/** The id of the newest message to `to` (0 for none): codes sent after it are new. */
export async function outboxMark(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to))[0]?.id ?? 0
}

/** The 6-digit code in the first message to `to` newer than `after`, waiting for it to arrive. */
export async function codeSentTo(
  request: APIRequestContext,
  to: string,
  after = 0,
): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const [latest] = await outbox(request, to)
      code = latest && latest.id > after ? (/\b(\d{6})\b/.exec(latest.text)?.[1] ?? '') : ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/** A registered customer made through the API (sign-up itself is tested through the UI once). */
export async function registeredCustomer(request: APIRequestContext, password: string) {
  const phone = uniquePhone()
  // Each traveller signs up from their own phone: its own address behind the e2e server's
  // trusted proxy (playwright.config.ts), so the suite's sign-ups do not add up to one address's
  // limit of 20 codes an hour (CI met it once the suite made more than 20 in one clock hour).
  const headers = {
    'x-forwarded-for': `10.${Number(phone.slice(3, 5))}.${Number(phone.slice(5, 8)) % 256}.${Number(phone.slice(8)) % 250}`,
  }
  const sent = await request.post('/api/onboarding/Otp/sendtophonenumber', {
    data: { phoneNumber: phone },
    headers,
  })
  expect(sent.ok()).toBe(true)
  const otpCode = await codeSentTo(request, international(phone))
  const verified = await request.post('/api/onboarding/Otp/verify', {
    data: { username: phone, otpCode },
    headers,
  })
  expect(verified.ok()).toBe(true)
  const registered = await request.post('/api/onboarding/customer/registerv2', {
    data: {
      phoneNumber: phone,
      password,
      confirmPassword: password,
      clientId: 'e2e',
      countryId: 1,
    },
  })
  expect(registered.ok()).toBe(true)
  return { phone }
}

export async function agreeToCookies(page: Page) {
  await page.getByRole('button', { name: 'I agree' }).click()
}

/** The /login 'Sign In' popup. */
export async function signInAtLogin(page: Page, userName: string, password: string) {
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await dialog.getByLabel('Phone Number or Email').fill(userName)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** /login-reg with the required fields; the e-mail step is left for later (dialog closed). */
export async function personalise(page: Page, first: string, last: string) {
  await expect(page.getByRole('heading', { name: 'Personalise your profile' })).toBeVisible()
  await page.getByLabel('First Name').fill(first)
  await page.getByLabel('Last Name').fill(last)
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' })
  await page.getByLabel('Next of Kin Full Name').fill('Chidi Okafor')
  await page.getByLabel('Next of Kin Gender').selectOption({ label: 'Male' })
  await page.getByLabel('Next of Kin Phone').fill('08059876543')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible()
}

/** /signin, the cookie notice agreed, and the traveller's phone (or e-mail) and password sent. */
export async function signInAtSignin(page: Page, userName: string, password: string) {
  await page.goto('/signin')
  await agreeToCookies(page)
  await page.getByLabel('Phone Number or Email').fill(userName)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * A new customer made through the API, signed in at /signin and personalised as `first last`,
 * the e-mail step left for later (its dialog closed); their phone.
 */
export async function newSignedInCustomer(
  page: Page,
  password: string,
  first: string,
  last: string,
): Promise<string> {
  const { phone } = await registeredCustomer(page.request, password)
  await signInAtSignin(page, phone, password)
  await personalise(page, first, last)
  await page
    .getByRole('dialog', { name: 'Verify your email' })
    .getByRole('button', { name: 'Close' })
    .click()
  return phone
}

/** A sign-up page (/register, /signnow): phone and terms, the OTP from the outbox, password. */
export async function signUpOnPage(page: Page, phone: string, password: string) {
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  const otp = page.getByRole('dialog', { name: 'Enter OTP' })
  // The dialog starts at its field, not at its header's ×.
  await expect(otp.getByLabel('OTP')).toBeFocused()
  await otp.getByLabel('OTP').fill(await codeSentTo(page.request, international(phone)))
  await otp.getByRole('button', { name: 'Verify' }).click()
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
}

/** The 'Verify your email' dialog of /login-reg: the address, then the code from the outbox. */
export async function verifyEmail(page: Page, email: string) {
  const verify = page.getByRole('dialog', { name: 'Verify your email' })
  await verify.getByLabel('Email').fill(email)
  await verify.getByRole('button', { name: 'Save' }).click()
  const emailOtp = page.getByRole('dialog', { name: 'Enter OTP' })
  await emailOtp.getByLabel('OTP').fill(await codeSentTo(page.request, email))
  await emailOtp.getByRole('button', { name: 'Verify' }).click()
}

/** The avatar menu's Logout (behind the Menu button on a phone). */
export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  // Home, reloaded, signed out.
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible()
}

/**
 * A one-way booking for the signed-in customer of `page`, made with their bearer token, on the
 * last bus from Lagos (Jibowu) to terminal `to` (Abuja unless told).
 */
export async function bookAsCustomer(page: Page, days: number, to = 6): Promise<string> {
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'))
  const found = await page.request.post('/api/booking/Booking/availabletripdetails', {
    data: {
      departureTerminalId: 1,
      destinationTerminalId: to,
      departureDate: lagosDay(days),
      numberOfAdults: 1,
      tripType: 0,
    },
  })
  const bus = (await found.json()).data.departures.at(-1)
  const seat = bus.availableSeats.at(-1)
  const fareKobo = Math.round(bus.farePrice * 100)
  const booked = await page.request.post('/api/booking/booking', {
    headers: { authorization: `Bearer ${auth.Token}` },
    data: {
      tripType: 0,
      paymentMethod: 5,
      bookingType: 2,
      passengerType: 0,
      firstName: 'Adaeze',
      lastName: 'Okafor',
      gender: 1,
      routeId: bus.routeId,
      routeIdReturn: null,
      onewayAmount: bus.farePrice,
      returnAmount: 0,
      // SPEC §1: 5% off the fare for a signed-in customer, to the kobo, as the server prices it.
      totalAmount: (fareKobo - Math.floor((fareKobo * 5) / 100)) / 100,
      travelDocumentId: null,
      totalTravelDocumentFee: 0,
      identificationType: null,
      identificationNumber: null,
      isInternational: bus.isInternational,
      email: 'adaeze@example.com',
      phoneNumber: '08031234567',
      nextOfKinName: 'Chidi Okafor',
      nextOfKinPhone: '08059876543',
      seatRegistrations: `${bus.vehicleTripRegistrationId}:${seat}`,
      vehicleTripRegistrationId: bus.vehicleTripRegistrationId,
      beneficiaries: [],
      isSub: bus.isSub,
    },
  })
  expect(booked.ok(), await booked.text()).toBe(true)
  return (await booked.json()).data.bookingReferenceCode
}

/**
 * The session as it is once it has run out: the access token past its time, the refresh unknown
 * (set from another page of the site, so the open page learns of it as of a change elsewhere).
 */
export async function endSession(page: Page) {
  const other = await page.context().newPage()
  await other.goto('/api/health')
  await other.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('auth') ?? '{}')
    const parts = auth.Token.split('.')
    const claims = JSON.parse(atob(parts[1].replace(/-/g, '+').replace(/_/g, '/')))
    claims.exp = Math.floor(Date.now() / 1000) - 10
    parts[1] = btoa(JSON.stringify(claims))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    localStorage.setItem(
      'auth',
      JSON.stringify({ Token: parts.join('.'), RefreshToken: `x${auth.RefreshToken.slice(1)}` }),
    )
  })
  await other.close()
}
