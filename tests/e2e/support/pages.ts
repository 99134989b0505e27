import { expect, type Page } from '@playwright/test'
import { lagosDay } from '../lagos-days.ts'
import { bookAsCustomer, codeSentTo, international, outboxMark } from './accounts.ts'
import { chooseSeats } from './booking.ts'
import { fundWallet } from './wallet.ts'

// What the sweeps (layout.spec, accessibility.spec) open: the pages a signed-out traveller can
// reach by address, the results of a search three days ahead (Lagos (Jibowu) to Abuja), and a walk
// through what only a signed-in traveller reaches.

export const RESULTS = `/select-bus?from=1&to=6&date=${lagosDay(3)}&adults=1&tripType=0`
export const PAGES = [
  '/',
  RESULTS,
  '/bookingStatus',
  '/selfcheckin',
  '/track-bus',
  '/hire-vehicle',
  '/route-prices',
  '/suggest-route',
  '/Bus-Terminal',
  '/Pickupservice',
  '/paybills',
  '/enterprise',
  '/Contact-Us',
  '/entry',
  '/login',
  '/signin',
  '/signnow',
  '/register',
  '/forgot-password',
  '/delete-account',
  '/upgrade',
  '/support',
  '/reschedule',
  '/About-Us',
  '/Faq',
  '/Awards',
  '/Careers',
  '/Iso',
  '/Safety',
  '/Luggage-Allowance',
  '/Travels-Tours',
  '/Privacy-Policy',
  '/Terms-and-Conditions',
  '/terms',
  '/data-collection',
  '/pay-paystack',
  '/call-back?reference=NOSUCHREF',
  '/bankTransferPayment',
  '/no-such-page',
]

/**
 * The signed-in customer's (`phone`'s) pages and dialogs, `check`ed at each stop by its name: the
 * wallet as it is set up step by step, then funded with its transactions; the settings' tabs; the
 * bills' tabs and the airtime confirmation; a booking in the history and its details; and the
 * checkout signed in (no gate, the customer's details filled in).
 */
export async function walkSignedIn(
  page: Page,
  phone: string,
  check: (where: string) => Promise<unknown>,
) {
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
  await expect(pin.getByRole('button', { name: 'Fund Wallet' })).toBeVisible()
  await check('/profile, PIN set')
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

  const reference = await bookAsCustomer(page, 3)
  await page.goto('/bookinghistory')
  const booking = page.getByRole('article', { name: `Booking ${reference}` })
  await expect(booking).toBeVisible()
  await check('/bookinghistory')
  await booking.getByRole('button', { name: 'View Details' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await check('/bookinghistory, View Details')

  await page.goto(RESULTS)
  await chooseSeats(page, { count: 1 })
  await expect(page).toHaveURL(/\/passenger-details$/)
  await check('/passenger-details, signed in')
}
