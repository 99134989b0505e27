import axeCore from 'axe-core'
import { expect, test, type Page } from './support/test.ts'
import { agreeToCookies, bookAsCustomer, newSignedInCustomer } from './support/accounts.ts'
import {
  choosePlace,
  chooseSeats,
  continueAsGuest,
  openTripPayment,
  payWith,
} from './support/booking.ts'
import { PAGES, RESULTS, walkSignedIn } from './support/pages.ts'
import { paidGuestBooking } from './support/paid-booking.ts'
import { lagosDay } from './lagos-days.ts'

// Lighthouse's accessibility score runs axe-core on four pages; a traveller with a screen reader
// or low vision meets every page and its dialogs. axe runs here on each page a traveller reaches
// on a 360 px phone, signed out and in, and a few dialogs open: a violation of impact 'serious'
// or 'critical' fails, named by rule and the elements it was found on. A few tests, each a walk
// through many stops, to stay quick; they run side by side (no service worker: its precache would keep the network
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

/** A form sent empty has said so: by its alert, or beside the fields it marks invalid. */
async function refused(page: Page) {
  await expect(page.locator('[role=alert], [aria-invalid=true]').first()).toBeVisible()
}

/** The problems found so far, and the check that adds those of the page as it is at `where`. */
function accessibilitySweep(page: Page) {
  const problems: string[] = []
  const check = async (where: string) =>
    problems.push(...(await accessibilityProblems(page, where)))
  return { problems, check }
}

test('no signed-out page or dialog has a serious accessibility violation on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { problems, check } = accessibilitySweep(page)
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
  const { problems, check } = accessibilitySweep(page)
  const phone = await newSignedInCustomer(page, 'Axe sweep 2026', 'Amaka', 'Obi')
  for (const path of ['/dashboard', '/referral', '/ratings', '/airtime-topup']) {
    await page.goto(path)
    await check(path)
  }
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await check('/airtime-topup, Account menu')

  await walkSignedIn(page, phone, check)

  // The checkout's wallet branch: the fare is more than the ₦20,000 funded, so the wallet is low.
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByLabel('Email').fill(`amaka.${phone}@example.com`)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await payWith(page, 'Wallet')
  await expect(
    page
      .getByRole('dialog', { name: 'Trip payment' })
      .getByRole('heading', { name: 'Your wallet balance is low' }),
  ).toBeVisible()
  await check('/passenger-details, Trip payment, Your wallet balance is low')

  // The ratings form of a trip travelled, sent empty: its alert and the groups it marks. Booked on
  // a bus of its own (Lagos (Jibowu) → Benin, day 15: the day-3 buses the other sweeps open must
  // not leave), paid by bank transfer through the sandbox, then the bus leaves (tester endpoints,
  // README).
  const travelled = await bookAsCustomer(page, 15, 9)
  await page.request.post('/api/payment/api/v1/Aza/initialize', {
    data: { customerEmail: 'adaeze@example.com', ref: travelled, amount: 1 },
  })
  await page.request.post(`/api/payment/sandbox/aza/${travelled}/transfer`, { data: {} })
  await page.request.post(`/api/dev/bookings/${travelled}/depart`)
  await page.goto('/bookinghistory')
  await page
    .getByRole('article', { name: `Booking ${travelled}` })
    .getByRole('button', { name: 'View Details' })
    .click()
  const detail = page.getByRole('dialog', { name: 'Booking Details' })
  await detail.getByRole('button', { name: 'Show Tickets' }).click()
  await detail.getByRole('link', { name: 'Rate this trip' }).click()
  await expect(page.getByRole('heading', { name: 'Rate your experience' })).toBeVisible()
  await check('/ratings, a trip to rate')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await check('/ratings, sent empty')
  const captain = page.getByRole('group', { name: 'Captain' })
  await captain.getByLabel('2 Poor').check()
  await captain.getByLabel('Others').check()
  await check('/ratings, Captain 2 with Others')

  expect(problems).toEqual([])
})

test('no checkout dialog, hire page or form refusal has a serious accessibility violation on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { problems, check } = accessibilitySweep(page)
  await page.goto('/')
  await agreeToCookies(page)

  // The checkout as a guest: each step sent empty (Pick Up's Proceed waits for a choice, SPEC), then the Trip Summary and Trip payment.
  await page.goto(RESULTS)
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await refused(page)
  await check('/passenger-details, Passenger Details sent empty')
  await page.getByLabel('Full Name').first().fill('Adaeze Okafor')
  await page.getByLabel('Gender').first().selectOption({ label: 'Female' })
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await refused(page)
  await check('/passenger-details, Next of Kin Details sent empty')
  await page.getByLabel('Next of Kin Name').fill('Chidi Okafor')
  await page.getByLabel('Next of Kin Phone').fill('08039876543')
  await page.getByLabel('Phone Number').fill('08031234567')
  await page.getByLabel('Email').fill('adaeze@example.com')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('dialog', { name: 'Trip Summary' })).toBeVisible()
  await check('/passenger-details, Trip Summary')
  const payment = await openTripPayment(page)
  await expect(payment.getByRole('button', { name: 'Paystack', exact: true })).toBeVisible()
  await check('/passenger-details, Trip payment')

  // Vehicle hire: the search sent empty, the buses, the hire details sent incomplete, its payment.
  await page.goto('/')
  await page.getByRole('tab', { name: 'Hire a bus' }).click()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await refused(page)
  await check('/, Hire a bus sent empty')
  await choosePlace(page, 'Hire From', 'Lek', /^Lekki Phase 1, Lagos/)
  await page.getByRole('combobox', { name: 'Hire Destination' }).fill('Garki')
  await expect(page.getByRole('option', { name: /^Garki, Abuja/ }).first()).toBeVisible()
  await check('/, Hire Destination suggestions')
  await choosePlace(page, 'Hire Destination', 'Garki', /^Garki, Abuja/)
  await page.getByLabel('Departing on').fill(lagosDay(5))
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page).toHaveURL(/\/select-bus-hire\?/)
  await expect(page.getByLabel('Number of Hiace', { exact: true })).toBeVisible()
  await check('/select-bus-hire')
  await page.getByLabel('Number of Hiace', { exact: true }).selectOption('1')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('link', { name: 'Continue Without Log In' }).click()
  await expect(page.getByRole('heading', { name: 'Hire trip summary' })).toBeVisible()
  await check('/hire-passenger-details')
  await page.getByLabel('Full Name', { exact: true }).fill('Tolu Adeyemi')
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' })
  await page.getByLabel('Email', { exact: true }).fill('tolu@example.com')
  await page.getByLabel('Phone Number', { exact: true }).fill('08031234567')
  await page.getByLabel('Address', { exact: true }).fill('12 Admiralty Way, Lekki')
  await page.getByLabel('Next of Kin Name').fill('Femi Adeyemi')
  await page.getByLabel('Next of Kin Phone').fill('08031234567')
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page.getByLabel('Next of Kin Phone')).toHaveAttribute('aria-invalid', 'true')
  await check('/hire-passenger-details, refused')
  await page.getByLabel('Next of Kin Phone').fill('08059876543')
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  const hirePayment = page.getByRole('dialog', { name: 'Trip payment' })
  await expect(hirePayment.getByRole('button', { name: 'Paystack', exact: true })).toBeVisible()
  await check('/hire-passenger-details, Trip payment')

  // The enquiry, ambassador and reference forms, sent empty: their alerts and the fields they mark.
  for (const [path, submit] of [
    ['/Contact-Us', 'Submit'],
    ['/suggest-route', 'Submit'],
    ['/enterprise', 'Next'],
    ['/delete-account', 'Search'],
    ['/bookingStatus', 'Find Booking'],
    ['/selfcheckin', 'Find Booking'],
    ['/track-bus', 'Track Bus'],
  ] as const) {
    await page.goto(path)
    if (path === '/enterprise') await page.getByRole('button', { name: 'Individual' }).click()
    // Search waits for an address: one that is no ambassador's.
    if (path === '/delete-account') await page.getByLabel('Email').fill('nobody@example.com')
    await page.getByRole('button', { name: submit, exact: true }).click()
    await refused(page)
    await check(`${path}, sent empty`)
  }
  const listed = await (await page.request.get('/api/dev/ambassadors')).json()
  await page.goto((listed.ambassadors as { upgradeLink: string }[])[0]!.upgradeLink)
  await expect(page.getByRole('heading', { name: 'Tier 3 upgrade' })).toBeVisible()
  await check('/upgrade, an ambassador link')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText('All fields are required.')
  await check('/upgrade, sent empty')

  expect(problems).toEqual([])
})

test('no tracking, map or check-in page has a serious accessibility violation on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  // Lagos (Jibowu) → Benin on day 16 is this test's own: a bus gone an hour ago to track, and the
  // day's last leaving in three hours to check in for.
  const traveller = {
    firstName: 'Bisi',
    lastName: 'Ade',
    gender: 1 as const,
    email: 'bisi@example.com',
    nextOfKinName: 'Tunde Ade',
  }
  const [gone, leaving] = await Promise.all([
    paidGuestBooking(request, { to: 9, days: 16, bus: 'first', traveller, departsInMinutes: -60 }),
    paidGuestBooking(request, { to: 9, days: 16, bus: 'last', traveller, departsInMinutes: 180 }),
  ])
  // A phone in Kano: too far from the terminal to check in by location.
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    serviceWorkers: 'block',
    geolocation: { latitude: 12.0022, longitude: 8.592 },
    permissions: ['geolocation'],
  })
  const page = await context.newPage()
  const { problems, check } = accessibilitySweep(page)
  await page.goto('/')
  await agreeToCookies(page)

  // Maps, drawn.
  for (const [path, name] of [
    ['/Bus-Terminal', /^Map of Waka terminals/],
    [`/track-bus?ref=${gone}`, /^Map of your bus/],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('group', { name }).locator('canvas')).toBeVisible({
      timeout: 20_000,
    })
    await check(`${path.replace(gone, 'REF')}, map drawn`)
  }
  await page.goto('/track-bus?ref=WKNOPE')
  await expect(page.getByRole('alert')).toHaveText('Invalid Information!')
  await check('/track-bus, refused')

  // Check-in: the booking's status with its Check In, by location refused far away, by
  // reference refused.
  await page.goto(`/bookingStatus?ref=${leaving}`)
  await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible()
  await check('/bookingStatus, a booking to check in')
  await page.goto(`/selfcheckin?ref=${leaving}`)
  const booking = page.getByRole('region', { name: `Booking ${leaving}` })
  await expect(booking).toContainText('Total amount')
  await check('/selfcheckin, a booking')
  await booking.getByRole('button', { name: 'Check In' }).click()
  await expect(
    page.getByRole('alert').getByRole('heading', { name: 'Check-In Failed' }),
  ).toBeVisible()
  await check('/selfcheckin, Check-In Failed')
  await page.goto(`/bookingStatus?ref=${leaving}`)
  await page.route('**/api/booking/SeatManagement/getseatSelf/**', (route) =>
    route.fulfill({
      status: 404,
      json: { code: '0', shortDescription: 'Invalid RefCode!!!, Please try again' },
    }),
  )
  await page.getByRole('button', { name: 'Check In' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid RefCode!!!, Please try again' }),
  ).toBeVisible()
  await check('/bookingStatus, Invalid RefCode')
  await context.close()

  expect(problems).toEqual([])
})
