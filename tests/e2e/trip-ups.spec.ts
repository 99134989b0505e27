import { expect, test } from './support/test.ts'
import { signUpOnPage, uniquePhone } from './support/accounts.ts'
import { chooseSeats, payWith, sandboxOutcome, search, ticketReference } from './support/booking.ts'
import { lagosDay } from './lagos-days.ts'
import { collectPageErrors } from './support/page-errors.ts'

// Issue 15: what a new traveller tripped on. Day 21 is this file's own.

const LAGOS = 'Lagos (Jibowu)'
const ABUJA = 'Abuja (Utako)'
const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

test('a traveller signs up at the seat gate, lands back at checkout signed in, gets 5% off and pays with a +234 phone', async ({
  page,
}) => {
  const phone = uniquePhone()
  await search(page, { from: LAGOS, to: ABUJA, days: 21 })
  await chooseSeats(page, { count: 1 })

  // The gate → Sign In → Sign Up, and no sign-in after registering.
  const gate = page.getByRole('dialog', { name: 'Sign in to continue' })
  await gate.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('link', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/register\?redirect=%2Fpassenger-details$/)
  // The sign-in page it replaces has a 'Phone Number or Email' field: wait for the new page.
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await signUpOnPage(page, phone, 'Lagos to Abuja 2026!')
  await expect(page.getByRole('heading', { name: 'Personalise your profile' })).toBeVisible()
  await page.getByLabel('First Name').fill('Tunde')
  await page.getByLabel('Last Name').fill('Bakare')
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Male' })
  await page.getByLabel('Next of Kin Full Name').fill('Bisi Bakare')
  await page.getByLabel('Next of Kin Gender').selectOption({ label: 'Female' })
  await page.getByLabel('Next of Kin Phone').fill('08059876543')
  await page.getByRole('button', { name: 'Continue' }).click()
  // E-mail later: closing the dialog goes on to checkout, still signed in.
  await page
    .getByRole('dialog', { name: 'Verify your email' })
    .getByRole('button', { name: 'Close' })
    .click()
  await expect(page).toHaveURL(/\/passenger-details$/)
  await expect(page.getByRole('heading', { name: /^Hi Tunde/ })).toBeVisible()

  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('Full Name').first()).toHaveValue('Tunde Bakare')
  await page.getByRole('button', { name: 'Proceed' }).click()
  // A phone as Nigerians type it: +234 and no 0.
  await page.getByLabel('Phone Number').fill('+2348031234567')
  await page.getByLabel('Email').fill(`tunde.${phone}@example.com`)
  await page.getByRole('button', { name: 'Proceed' }).click()

  const summary = page.getByRole('dialog', { name: 'Trip Summary' })
  const amount = (label: RegExp) =>
    summary.locator('dt').filter({ hasText: label }).locator('+ dd').textContent()
  const fare = naira(await amount(/^Fare/))
  const discount = naira(await amount(/^Discount/))
  const total = naira(await amount(/^Total/))
  await expect(summary.locator('dt').filter({ hasText: /^Discount/ })).toContainText('5% signed in')
  expect(discount).toBe(Math.floor(fare * 5) / 100)
  expect(total).toBeCloseTo(fare - discount, 2)

  // The server agrees: it would refuse any other total, and the ticket shows what was paid.
  await payWith(page, 'Paystack')
  await sandboxOutcome(page, 'Pay')
  await ticketReference(page)
  const paid = page.locator('.ticket__amount')
  await expect(paid).toContainText('discount')
  expect(naira(await paid.locator('strong').textContent())).toBeCloseTo(total, 2)
})

test('the cookie bar is slim and hides no button; /select-bus without a search shows a way back', async ({
  page,
}) => {
  const problems = collectPageErrors(page)

  await page.goto('/select-bus')
  await expect(page.getByRole('heading', { name: 'Find your bus' })).toBeVisible()
  const bar = page.getByRole('region', { name: 'Cookie consent' })
  const box = (await bar.boundingBox())!
  const viewport = page.viewportSize()!
  // Was a fifth of a phone screen; now a slim bar.
  expect(box.height).toBeLessThanOrEqual(viewport.height / 10)

  // Scrolled to the very end, the page's last link sits above the bar, not behind it.
  await expect(page.getByRole('link', { name: /Licensed by ISO/ })).toBeAttached()
  const overlap = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    const links = document.querySelectorAll('footer a')
    const last = links[links.length - 1]!.getBoundingClientRect()
    const bar = document.querySelector('.cookie-consent')!.getBoundingClientRect()
    return last.bottom - bar.top
  })
  expect(overlap).toBeLessThanOrEqual(0)

  await page.getByRole('link', { name: 'Search for a bus' }).click()
  await expect(page.getByRole('button', { name: 'Search Buses' })).toBeVisible()
  expect(problems).toEqual([])
})

test('/select-bus with a round trip but no return date, or one terminal twice, shows the way back', async ({
  page,
}) => {
  const problems = collectPageErrors(page)
  for (const search of [
    `from=1&to=6&date=${lagosDay(5)}&tripType=1`,
    `from=6&to=6&date=${lagosDay(5)}`,
  ]) {
    await page.goto(`/select-bus?${search}`)
    await expect(page.getByRole('heading', { name: 'Find your bus' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Search for a bus' })).toBeVisible()
  }
  expect(problems).toEqual([])
})
