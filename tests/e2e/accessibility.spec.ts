import axeCore from 'axe-core'
import { expect, test, type Page } from './support/test.ts'
import {
  agreeToCookies,
  bookAsCustomer,
  codeSentTo,
  international,
  newSignedInCustomer,
  outboxMark,
} from './support/accounts.ts'
import { chooseSeats, continueAsGuest } from './support/booking.ts'
import { PAGES, RESULTS } from './support/pages.ts'
import { fundWallet } from './support/wallet.ts'

// Lighthouse's accessibility score runs axe-core on four pages; a traveller with a screen reader
// or low vision meets every page and its dialogs. axe runs here on each page a traveller reaches
// on a 360 px phone, signed out and in, and a few dialogs open: a violation of impact 'serious'
// or 'critical' fails, named by rule and the elements it was found on. One test per loop, to
// stay quick, the two run side by side (no service worker: its precache would keep the network
// busy).

test.use({ serviceWorkers: 'block' })
test.describe.configure({ mode: 'parallel' })

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** What axe finds serious or critical on the page as it is, once loaded: one line per rule. */
async function accessibilityProblems(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source)
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> }
    }
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target.map(String) })),
    }))
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${where}: ${id} (${impact}) ${help}: ${nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}${nodes.length > 4 ? ` and ${nodes.length - 4} more` : ''}`,
    )
}

test('no signed-out page or dialog has a serious accessibility violation on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  const check = async (where: string) =>
    problems.push(...(await accessibilityProblems(page, where)))
  // Home as first opened: the cookie notice, then the phone's menu.
  await page.goto('/')
  await check('/, cookie notice')
  await agreeToCookies(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible()
  await check('/, Menu')
  for (const path of PAGES) {
    await page.goto(path)
    await check(path)
  }

  // The /login 'Sign In' popup.
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  await check('/login, Sign In')

  // The seat picker, the sign-in gate after it, and the checkout with a seat chosen.
  await page.goto(RESULTS)
  await page.getByRole('button', { name: 'View Seats' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Select Seat(s)' })).toBeVisible()
  await check('results, Select Seat(s)')
  await page.goto(RESULTS)
  await chooseSeats(page, { count: 1 })
  await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible()
  await check('results, Sign in to continue')
  await continueAsGuest(page)
  await check('/passenger-details')

  expect(problems).toEqual([])
})

test('no signed-in page or dialog has a serious accessibility violation on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  const check = async (where: string) =>
    problems.push(...(await accessibilityProblems(page, where)))
  const phone = await newSignedInCustomer(page, 'Axe sweep 2026', 'Amaka', 'Obi')
  for (const path of ['/dashboard', '/referral', '/ratings', '/airtime-topup']) {
    await page.goto(path)
    await check(path)
  }
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await check('/airtime-topup, Account menu')

  // The wallet: each step of its set-up, then Fund Wallet, then funded with its transactions.
  await page.goto('/profile')
  await check('/profile, no wallet')
  await page.getByRole('button', { name: 'Set Up Wallet' }).click()
  const setUp = page.getByRole('dialog', { name: 'Set Up Wallet' })
  await expect(setUp).toBeVisible()
  await check('/profile, Set Up Wallet')
  const mark = await outboxMark(page.request, international(phone))
  await setUp.getByRole('button', { name: 'Continue' }).click()
  const otp = page.getByRole('dialog', { name: 'Enter OTP' })
  await expect(otp.getByLabel('OTP')).toBeVisible()
  await check('/profile, Enter OTP')
  await otp.getByLabel('OTP').fill(await codeSentTo(page.request, international(phone), mark))
  await otp.getByRole('button', { name: 'Continue' }).click()
  const pin = page.getByRole('dialog', { name: 'Transaction PIN' })
  await pin.getByLabel('Enter PIN').fill('2468')
  await pin.getByLabel('Confirm PIN').fill('2468')
  await check('/profile, Transaction PIN')
  await pin.getByRole('button', { name: 'Submit' }).click()
  await pin.getByRole('button', { name: 'Fund Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Fund Wallet' })).toBeVisible()
  await check('/profile, Fund Wallet')
  await fundWallet(page, 20_000)
  await page.goto('/profile')
  await expect(page.getByRole('table')).toBeVisible()
  await check('/profile')

  await page.goto('/setting')
  for (const tab of ['Profile', 'Change Password', 'Change Wallet PIN', 'Reset Wallet Pin']) {
    await page.getByRole('tab', { name: tab }).click()
    await check(`/setting, ${tab}`)
  }
  await page.goto('/bills-payment')
  for (const tab of ['Top Up Airtime', 'Data Bundle', 'Tv Subscription', 'Electricity']) {
    await page.getByRole('tab', { name: tab }).click()
    await check(`/bills-payment, ${tab}`)
  }
  await page.goto('/airtime-topup')
  await page.getByLabel('Phone Number').fill('08031234567')
  await page.getByLabel('Amount').fill('500')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toBeVisible()
  await check('/airtime-topup, Confirm your payment')

  // A booking in the history, and its details.
  const reference = await bookAsCustomer(page, 3)
  await page.goto('/bookinghistory')
  const booking = page.getByRole('article', { name: `Booking ${reference}` })
  await expect(booking).toBeVisible()
  await check('/bookinghistory')
  await booking.getByRole('button', { name: 'View Details' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await check('/bookinghistory, View Details')

  // The checkout signed in: no gate, the customer's details filled in.
  await page.goto(RESULTS)
  await chooseSeats(page, { count: 1 })
  await expect(page).toHaveURL(/\/passenger-details$/)
  await check('/passenger-details, signed in')

  expect(problems).toEqual([])
})
