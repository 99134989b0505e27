import { expect, test, type Page } from './support/test.ts'
import {
  agreeToCookies,
  bookAsCustomer,
  logout,
  personalise,
  registeredCustomer,
  signInAtLogin,
} from './support/accounts.ts'
import { lagosDay } from './lagos-days.ts'
import { chooseSeats, sandboxOutcome } from './support/booking.ts'
import { keptOnPhone } from './support/offline.ts'

// A phone passed from one traveller to the next (SPEC §2 Logout: the stored user, wallet and
// bills details go), and one traveller's tabs when another signs in.

const PASSWORD = 'Shared phone 2026'

async function signIn(page: Page, phone: string, first: string) {
  await page.goto('/login')
  await signInAtLogin(page, phone, PASSWORD)
  await personalise(page, first, 'Obi')
  await page
    .getByRole('dialog', { name: 'Verify your email' })
    .getByRole('button', { name: 'Close' })
    .click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/** Kept queries of a customer's own: booking history, profile, referral code, coupons. */
const CUSTOMERS_OWN = ['booking-history', 'customer-profile', 'referral-code', 'coupons']

/** What this phone keeps of customers' own in the persisted cache: each one's kind and customer. */
async function customersDataKept(page: Page): Promise<string[]> {
  return (await keptOnPhone(page))
    .filter((q) => CUSTOMERS_OWN.includes(q.name))
    .map((q) => `${q.name} ${q.id}`)
    .sort()
}

test("after Logout the next traveller finds nothing of the first one's on the phone", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const first = await registeredCustomer(page.request, PASSWORD)
  const second = await registeredCustomer(page.request, PASSWORD)
  await page.goto('/')
  await agreeToCookies(page)
  await signIn(page, first.phone, 'Amaka')
  const firstId = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).CustomersId)
  const reference = await bookAsCustomer(page, 15)
  // Each page's data is written to the phone at most once a second: kept before the next page
  // is opened afresh (a reload within that second loses the write).
  const kept = (kind: string) =>
    expect.poll(() => customersDataKept(page)).toContain(`${kind} ${firstId}`)
  await page.goto('/bookinghistory')
  await expect(page.getByRole('article', { name: `Booking ${reference}` })).toBeVisible()
  await kept('booking-history')
  await page.goto('/setting')
  await expect(page.getByLabel('Full Name')).toHaveValue('Amaka Obi')
  await kept('customer-profile')
  await page.goto('/referral')
  await expect(page.getByText('Your referral code:')).toBeVisible()
  // Kept for offline use while it is theirs (so the checks below can see it go).
  await expect
    .poll(() => customersDataKept(page))
    .toEqual(
      ['booking-history', 'coupons', 'customer-profile', 'referral-code'].map(
        (kind) => `${kind} ${firstId}`,
      ),
    )

  // Airtime by card: the number becomes one of the recent numbers.
  await page.goto('/airtime-topup')
  await page.getByLabel('Phone Number').fill('08031112223')
  await page.getByLabel('Amount').fill('500')
  await page.getByLabel('Amount').blur()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click()
  await page
    .getByRole('dialog', { name: 'Choose how to pay' })
    .getByRole('button', { name: 'Card' })
    .click()
  await sandboxOutcome(page, 'Pay')
  await expect(page).toHaveURL(/\/paybill-call-back\?reference=BP/)
  const billResult = page.url()
  await page.goto('/airtime-topup')
  await expect(page.getByRole('group', { name: 'Recent numbers' })).toContainText('08031112223')
  // A recent number tapped after another was typed takes its own network, not the typed one's.
  await page.getByLabel('Phone Number').fill('08051234567')
  await page.getByLabel('Amount').fill('100')
  await page.getByLabel('Amount').blur()
  await expect(page.getByLabel('Network')).toHaveValue('Glo')
  await page.getByRole('button', { name: '08031112223' }).click()
  await expect(page.getByLabel('Phone Number')).toHaveValue('08031112223')
  await expect(page.getByLabel('Network')).toHaveValue('MTN')

  await logout(page)
  await expect.poll(() => customersDataKept(page)).toEqual([])
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bills'))),
  ).toEqual([])
  // The first one's bill result, opened again (the tab's history): nobody is asked about it
  // but someone signed in, and it is no failed payment of the next one's, nor owed back to them.
  await page.goto(billResult)
  await expect(page.getByRole('alert')).toHaveText('Please sign in to see this payment.')

  await signIn(page, second.phone, 'Bola')
  await page.goto('/airtime-topup')
  await expect(page.getByLabel('Phone Number')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Recent numbers' })).toHaveCount(0)
  const billReference = new URL(billResult).searchParams.get('reference')
  for (const reference of [billReference, 'NOPE12345']) {
    await page.goto(`/paybill-call-back?reference=${reference}`)
    await expect(page.getByRole('heading', { name: 'Payment not found' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(
      `We could not find the payment ${reference} for this account.`,
    )
    await expect(page.getByText('Failed Payment')).toHaveCount(0)
  }
})

test('a checkout begun by one traveller does not go on under another signed in in a second tab', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const first = await registeredCustomer(page.request, PASSWORD)
  const second = await registeredCustomer(page.request, PASSWORD)
  await page.goto('/')
  await agreeToCookies(page)
  // The second traveller has used this phone before (their profile is complete).
  await signIn(page, second.phone, 'Bola')
  await logout(page)
  await signIn(page, first.phone, 'Amaka')
  await page.getByLabel('Travelling From').selectOption({ label: 'Lagos (Jibowu)' })
  await page.getByLabel('Travelling To').selectOption({ label: 'Abuja (Utako)' })
  await page.getByLabel('Departure Date').fill(lagosDay(8))
  await page.getByLabel('Adults').selectOption('1')
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await chooseSeats(page, { count: 1 })
  await expect(page).toHaveURL(/\/passenger-details$/)
  await expect(
    page.getByRole('heading', { name: 'Hi Amaka, we just need few more details about you' }),
  ).toBeVisible()
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByLabel('Full Name').first().fill('Amaka Typed-Here')

  // Another tab: Logout, and the second traveller signs in.
  const other = await context.newPage()
  await other.goto('/dashboard')
  await logout(other)
  await other.goto('/login')
  await signInAtLogin(other, second.phone, PASSWORD)
  await expect(other).toHaveURL(/\/dashboard$/)

  // The first tab starts the checkout again as the second traveller, with nothing the first typed.
  await expect(
    page.getByRole('heading', { name: 'Hi Bola, we just need few more details about you' }),
  ).toBeVisible()
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('Full Name').first()).toHaveValue('Bola Obi')
})

test('a sign-in ended on another phone mid-checkout: Pay says Session Expired and goes to /login', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const customer = await registeredCustomer(page.request, PASSWORD)
  await page.goto('/')
  await agreeToCookies(page)
  await signIn(page, customer.phone, 'Bisi')
  await page.getByLabel('Travelling From').selectOption({ label: 'Lagos (Jibowu)' })
  await page.getByLabel('Travelling To').selectOption({ label: 'Abuja (Utako)' })
  await page.getByLabel('Departure Date').fill(lagosDay(17))
  await page.getByLabel('Adults').selectOption('1')
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await chooseSeats(page, { count: 1 })
  await expect(page).toHaveURL(/\/passenger-details$/)
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('Full Name')).toHaveValue('Bisi Obi')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByLabel('Next of Kin Name').fill('Chidi Okafor')
  await page.getByLabel('Next of Kin Phone').fill('08059876543')
  await page.getByLabel('Email').fill('bisi@example.com')
  await page.getByRole('button', { name: 'Proceed' }).click()
  const summary = page.getByRole('dialog', { name: 'Trip Summary' })
  await expect(summary.getByText('Discount (5% signed in)')).toBeVisible()

  // Logout on another phone (tester Q): the sign-in, and this tab's token with it, end.
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'))
  const out = await page.request.post('/api/onboarding/customer/signout', {
    data: { refreshToken: auth.RefreshToken },
  })
  expect(out.ok()).toBe(true)

  // Pay asks which gateways this customer may use: the ended sign-in is refused there, before
  // any booking is made (not taken as a guest's checkout whose total missed the 5%).
  await summary.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpassenger-details$/)
  await expect(page.getByRole('alert').filter({ hasText: 'Session Expired' })).toHaveText(
    'Session Expired, Please log in',
  )
})
