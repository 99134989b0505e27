import { expect, test, type Page } from './support/test.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { lagosDay } from './lagos-days.ts'
import {
  agreeToCookies,
  logout,
  personalise,
  registeredCustomer,
  signInAtLogin,
  verifyEmail,
} from './support/accounts.ts'
import { chooseSeats, sandboxOutcome, ticketReference } from './support/booking.ts'

// SPEC §2 Referral, end to end: a friend who completes /login-reg with a customer's referral code
// earns that customer a coupon by e-mail, which takes 10% off their next trip at checkout.

const PASSWORD = 'Referral journey 2026'

/** The newest outbox message to `to` that mentions a coupon, waiting for it to arrive. */
async function couponSentTo(page: Page, to: string): Promise<string> {
  let coupon = ''
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)
      const { messages } = (await response.json()) as { messages: { text: string }[] }
      coupon = messages.map((m) => /WAKA-[0-9A-Z]{8}/.exec(m.text)?.[0]).find(Boolean) ?? ''
      return coupon
    })
    .toMatch(/^WAKA-/)
  return coupon
}

/** The dashboard's trip search (the signed-in home), Lagos to Abuja `days` from today. */
async function searchFromDashboard(page: Page, days: number) {
  await page.goto('/dashboard')
  await page.getByLabel('Travelling From').selectOption({ label: 'Lagos (Jibowu)' })
  await page.getByLabel('Travelling To').selectOption({ label: 'Abuja (Utako)' })
  await page.getByLabel('Departure Date').fill(lagosDay(days))
  await page.getByLabel('Adults').selectOption('1')
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
}

const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

test('a referrer earns a coupon when a friend registers with the code and redeems it at checkout', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const referrer = await registeredCustomer(page.request, PASSWORD)
  const friend = await registeredCustomer(page.request, PASSWORD)
  const email = `ada.${referrer.phone}@example.com`

  // The referrer completes the profile with an e-mail, where the coupon will be sent.
  await page.goto('/login')
  await agreeToCookies(page)
  await signInAtLogin(page, referrer.phone, PASSWORD)
  await personalise(page, 'Ada', 'Obi')
  await verifyEmail(page, email)
  // Still signed in after verifying (issue 15).
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/referral')
  const referralCode = await page.getByText('Your referral code:').locator('strong').textContent()
  expect(referralCode).toMatch(/^[0-9A-Z]{8}$/)
  await expect(page.getByText('No coupons yet. Invite a friend to earn one.')).toBeVisible()
  await logout(page)

  // The friend completes /login-reg with the referral code.
  await page.goto('/login')
  await signInAtLogin(page, friend.phone, PASSWORD)
  await expect(page.getByRole('heading', { name: 'Personalise your profile' })).toBeVisible()
  await page.getByLabel('Referral Code').fill(referralCode ?? '')
  await personalise(page, 'Bola', 'Ade')
  const coupon = await couponSentTo(page, email)
  await page.goto('/dashboard')
  await logout(page)

  // The referrer books a seat and applies the coupon in the trip summary.
  await page.goto('/login')
  await signInAtLogin(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard$/)
  await searchFromDashboard(page, 16)
  await chooseSeats(page, { count: 1 })
  await expect(page).toHaveURL(/\/passenger-details$/)
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Obi')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByRole('button', { name: 'Proceed' }).click()

  const summary = page.getByRole('dialog', { name: 'Trip Summary' })
  const total = summary.locator('dd.summary-list__total')
  const fare = naira(
    await summary.locator('dt').filter({ hasText: /^Fare/ }).locator('+ dd').textContent(),
  )
  expect(fare).toBeGreaterThan(0)
  await expect(summary.getByRole('listitem')).toHaveText(`Use ${coupon} (10% off)`)
  await summary.getByLabel('Coupon Code').fill('WAKA-NOTMINE1')
  await summary.getByRole('button', { name: 'Apply' }).click()
  await expect(summary.getByText('The coupon is not valid.')).toBeVisible()
  await summary.getByLabel('Coupon Code').fill(coupon.toLowerCase())
  await summary.getByRole('button', { name: 'Apply' }).click()
  await expect(summary.getByRole('status')).toHaveText(`Coupon ${coupon} applied: 10% off`)
  // The signed-in 5% of the fare (rounded down) and the coupon's 10% of the gross (rounded to
  // the kobo, SPEC §2), both off the gross.
  const fareKobo = Math.round(fare * 100)
  const discounted = formatNaira(
    (fareKobo - Math.floor((fareKobo * 5) / 100) - Math.round(fareKobo / 10)) / 100,
  )
  await expect(summary.getByText(`Discount (5% signed in) (${coupon})`)).toBeVisible()
  await expect(total).toHaveText(discounted)

  await summary.getByRole('button', { name: 'Pay' }).click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await expect(payment).toContainText(`Amount: ${discounted}`)
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
  // The unpaid booking keeps the coupon: a second checkout (another tab) is told which booking
  // holds it and until when, rather than that it is not valid.
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  const other = await page.context().newPage()
  await searchFromDashboard(other, 17)
  await chooseSeats(other, { count: 1 })
  await other.getByLabel('No, I will join the Bus at the terminal').check()
  for (let step = 0; step < 3; step++) await other.getByRole('button', { name: 'Proceed' }).click()
  const secondSummary = other.getByRole('dialog', { name: 'Trip Summary' })
  await secondSummary.getByLabel('Coupon Code').fill(coupon)
  await secondSummary.getByRole('button', { name: 'Apply' }).click()
  const kept = secondSummary.getByText(/^Your coupon is kept by your unpaid booking WK/)
  await expect(kept).toBeVisible()
  await expect(secondSummary.getByRole('status')).toHaveCount(0)
  // The referral page says the same, not that the coupon was used.
  const [, keptBy, keptUntil] = /booking (WK\w+) until (\d\d:\d\d)/.exec(
    (await kept.textContent()) ?? '',
  )!
  await other.goto('/referral')
  await expect(other.getByRole('listitem').filter({ hasText: coupon })).toContainText(
    `Kept by your unpaid booking ${keptBy} until ${keptUntil}`,
  )
  await expect(other.getByRole('listitem').filter({ hasText: coupon })).not.toContainText('Used')
  await other.close()
  await sandboxOutcome(page, 'Pay')
  await expect(page).toHaveURL(/\/call-back\?reference=/)
  const reference = await ticketReference(page)
  expect(reference).toMatch(/^WK/)
  await expect(page.getByRole('article')).toContainText(`Amount paid: ${discounted}`)

  // The booking made while signed in is in the customer's history, paid.
  await page.goto('/bookinghistory')
  await expect(page.getByRole('article', { name: `Booking ${reference}` })).toContainText(
    'Approved',
  )

  // Spent: the referral page lists it as used.
  await page.goto('/referral')
  await expect(page.getByRole('listitem').filter({ hasText: coupon })).toContainText('Used')
})
