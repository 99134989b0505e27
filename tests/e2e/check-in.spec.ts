import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test.ts'
import { guestBooking, paidGuestBooking } from './support/paid-booking.ts'
import { serviceWorkerInControl } from './support/offline.ts'
import { loseFirstAnswer } from './support/lost-answer.ts'

// Issue 12: check-in by location as a traveller at the roadside. Lagos (Jibowu) → Ibadan on
// days 17, 18, 20 and 21, and Lagos (Jibowu) → Jos on days 19 and 20, are this file's own; the
// dev endpoint moves a bus into the check-in window.

const JIBOWU_NEARBY = { latitude: 6.52, longitude: 3.37 }
const KANO = { latitude: 12.0022, longitude: 8.592 }
const JOS_TERMINAL = { latitude: 9.897, longitude: 8.858 }

/** A paid guest booking on the day's last Lagos (Jibowu) → Ibadan bus, leaving in `minutes`. */
function paidBooking(request: APIRequestContext, days: number, minutes: number) {
  return paidGuestBooking(request, {
    to: 32,
    days,
    bus: 'last',
    traveller: {
      firstName: 'Kemi',
      lastName: 'Bello',
      gender: 1,
      email: 'kemi@example.com',
      nextOfKinName: 'Tayo Bello',
    },
    departsInMinutes: minutes,
  })
}

async function phoneAt(browser: Browser, where: { latitude: number; longitude: number } | null) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    ...(where ? { geolocation: where, permissions: ['geolocation'] } : {}),
  })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'I agree' }).click()
  return { page, context }
}

/** SPEC §8: the check-in page's failure is titled 'Check-In Failed', with its message. */
async function expectFailure(page: Page, message: string) {
  const failure = page.getByRole('alert')
  await expect(failure.getByRole('heading', { name: 'Check-In Failed' })).toBeVisible()
  await expect(failure.getByText(message, { exact: true })).toBeVisible()
}

test('at the roadside near the terminal a traveller checks in by location; the status says so offline too', async ({
  browser,
  request,
}) => {
  const ref = await paidBooking(request, 17, 180)
  const { page, context } = await phoneAt(browser, JIBOWU_NEARBY)
  await page.goto(`/bookingStatus?ref=${ref}`)
  await page.getByRole('link', { name: 'Check in by location' }).click()
  await expect(page).toHaveURL(new RegExp(`/selfcheckin\\?ref=${ref}$`))
  const booking = page.getByRole('region', { name: `Booking ${ref}` })
  await expect(booking).toContainText('Booking date')
  await expect(booking).toContainText('Total amount')
  await booking.getByRole('button', { name: 'Check In' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'YOU ARE CHECKED IN!!!' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  await page.goto(`/bookingStatus?ref=${ref}`)
  await expect(page.getByRole('button', { name: 'View Ticket' })).toBeVisible()
  await serviceWorkerInControl(page)
  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByText('You are offline — showing the booking status saved on'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'View Ticket' })).toBeVisible()
  await context.close()
})

test("far away, with location denied, or within 30 minutes of departure: 'Check-In Failed', with SPEC copy", async ({
  browser,
  request,
}) => {
  const ref = await paidBooking(request, 17, 240)
  const far = await phoneAt(browser, KANO)
  await far.page.goto(`/selfcheckin?ref=${ref}`)
  await far.page.getByRole('button', { name: 'Check In' }).click()
  await expectFailure(far.page, 'YOU MUST BE LESS THAN 300KM TO THE TERMINAL TO CHECKED IN.')
  await far.context.close()

  const denied = await phoneAt(browser, null)
  await denied.page.goto(`/selfcheckin?ref=${ref}`)
  await denied.page.getByRole('button', { name: 'Check In' }).click()
  await expectFailure(denied.page, 'You must grant location access to Check In.')
  await denied.context.close()

  const soon = await paidBooking(request, 18, 20)
  const late = await phoneAt(browser, JIBOWU_NEARBY)
  await late.page.goto(`/selfcheckin?ref=${soon}`)
  await late.page.getByRole('button', { name: 'Check In' }).click()
  await expectFailure(late.page, 'Check-in has closed for this trip.')
  await late.context.close()
})

test('location allowed but not found (GPS off, no fix in time): says so, not to grant access', async ({
  browser,
  request,
}) => {
  const ref = await paidBooking(request, 17, 240)
  const { page, context } = await phoneAt(browser, JIBOWU_NEARBY)
  // The phone's location is allowed, but it cannot find where it is: switched off in the
  // phone's settings (POSITION_UNAVAILABLE), or no fix before the time allowed (TIMEOUT).
  let failWith = 2
  await page.exposeFunction('locationFailure', () => failWith)
  await page.addInitScript(() => {
    navigator.geolocation.getCurrentPosition = (_found, failed) =>
      void (window as unknown as { locationFailure: () => Promise<number> })
        .locationFailure()
        .then((code) =>
          failed?.({
            code,
            message: '',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          }),
        )
  })
  await page.goto(`/selfcheckin?ref=${ref}`)
  const booking = page.getByRole('region', { name: `Booking ${ref}` })
  await booking.getByRole('button', { name: 'Check In' }).click()
  const unavailable =
    "We could not find where you are. Turn on your phone's location (GPS) and try again."
  await expectFailure(page, unavailable)
  await expect(page.getByText('You must grant location access to Check In.')).toHaveCount(0)
  failWith = 3
  await booking.getByRole('button', { name: 'Check In' }).click()
  await expectFailure(page, unavailable)
  await context.close()
})

test('on the way back, a round trip is checked in by location at the terminal its return leaves from', async ({
  browser,
  request,
}) => {
  // Out from Lagos (Jibowu) to Jos, 700 km away, and back. The dev endpoint moves all of a
  // booking's buses together: the outward bus is moved through another booking on it.
  const onOutward = await guestBooking(request, { to: 31, days: 19, bus: 'first' })
  const ref = await paidGuestBooking(request, {
    to: 31,
    days: 19,
    bus: 'first',
    returnDays: 20,
    traveller: {
      firstName: 'Danjuma',
      lastName: 'Pam',
      gender: 0,
      email: 'danjuma@example.com',
      nextOfKinName: 'Ladi Pam',
    },
    departsInMinutes: 180,
  })
  expect((await request.post(`/api/dev/bookings/${onOutward}/depart?inMinutes=-60`)).ok()).toBe(
    true,
  )
  // The outward bus left an hour ago; the traveller is at the Jos terminal for the bus back.
  const { page, context } = await phoneAt(browser, JOS_TERMINAL)
  await page.goto(`/selfcheckin?ref=${ref}`)
  const booking = page.getByRole('region', { name: `Booking ${ref}` })
  await expect(booking.locator('dt', { hasText: 'From' }).locator('+ dd')).toHaveText('Jos')
  await booking.getByRole('button', { name: 'Check In' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'YOU ARE CHECKED IN!!!' })).toBeVisible()
  await context.close()
})

/** The booking as /selfcheckin first shows it: its details and Check In, no outcome yet. */
async function expectStartOfPage(page: Page, ref: string) {
  const booking = page.getByRole('region', { name: `Booking ${ref}` })
  await expect(booking.getByRole('button', { name: 'Check In' })).toBeVisible()
  await expect(booking.getByRole('alert')).toHaveCount(0)
}

test('a booking lookup whose answer was lost is looked up again by Find Booking, not left failed', async ({
  browser,
  request,
}) => {
  const ref = await paidBooking(request, 20, 180)
  const { page, context } = await phoneAt(browser, JIBOWU_NEARBY)
  // At the roadside, the signal goes as the booking is looked up; the phone says it is online.
  await loseFirstAnswer(page, '**/api/booking/Booking/limited**')
  await page.goto(`/selfcheckin?ref=${ref}`)
  await expect(page.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  // The reference is in the field below: Find Booking asks again.
  const find = page.getByRole('form', { name: 'Check in by location' })
  await expect(find.getByLabel('Enter Ref code')).toHaveValue(ref)
  await find.getByRole('button', { name: 'Find Booking' }).click()
  await expectStartOfPage(page, ref)

  // Booking Details finds with the same form: the same again there (for a booking this phone
  // has not kept: a kept one is shown as saved).
  const other = await paidBooking(request, 20, 180)
  await loseFirstAnswer(page, '**/api/booking/Booking/limited**')
  await page.goto(`/bookingStatus?ref=${other}`)
  await expect(page.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  await page.getByRole('button', { name: 'Find Booking' }).click()
  await expect(page.getByRole('region', { name: 'Main traveller' })).toBeVisible()
  await context.close()
})

test('a failure of the server says so, then the page starts over after 1.5 s (SPEC §4, §8)', async ({
  browser,
  request,
}) => {
  const ref = await paidBooking(request, 20, 180)
  const { page, context } = await phoneAt(browser, JIBOWU_NEARBY)
  await page.route('**/api/booking/SeatManagement/checkinbylocation', (route) =>
    route.fulfill({ status: 500, json: { code: '0', shortDescription: 'Internal Server Error' } }),
  )
  await page.goto(`/selfcheckin?ref=${ref}`)
  await page.getByRole('button', { name: 'Check In' }).click()
  await expectFailure(page, 'ERROR WHILE TRYING TO CHECK YOU IN, PLEASE TRY AGAIN!!!')
  // The reload: the failure goes, the booking is fetched again and offers Check In.
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectStartOfPage(page, ref)
  await context.close()
})

test('with no signal a failed check-in stays on screen to try again: no reload to no page', async ({
  browser,
  request,
}) => {
  const ref = await paidBooking(request, 21, 180)
  const { page, context } = await phoneAt(browser, JIBOWU_NEARBY)
  await page.clock.install()
  await page.goto(`/selfcheckin?ref=${ref}`)
  const booking = page.getByRole('region', { name: `Booking ${ref}` })
  await expect(booking.getByRole('button', { name: 'Check In' })).toBeVisible()
  await context.setOffline(true)
  await booking.getByRole('button', { name: 'Check In' }).click()
  await expectFailure(page, 'ERROR WHILE TRYING TO CHECK YOU IN, PLEASE TRY AGAIN!!!')
  // Past the 1.5 s a failure of the server waits before reloading.
  await page.clock.runFor(3_000)
  await expectFailure(page, 'ERROR WHILE TRYING TO CHECK YOU IN, PLEASE TRY AGAIN!!!')
  await expect(booking.getByRole('button', { name: 'Check In' })).toBeVisible()
  await context.close()
})

test("check-in by reference of a booking gone: 'Invalid RefCode!!!, Please try again' for 4 s, and the booking looked up again", async ({
  browser,
  request,
}) => {
  const ref = await paidBooking(request, 21, 180)
  const { page, context } = await phoneAt(browser, null)
  await page.clock.install()
  await page.goto(`/bookingStatus?ref=${ref}`)
  await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible()
  // Gone between the lookup and Check In: the server knows no such reference any more.
  const unknown = { code: '0', shortDescription: 'Invalid RefCode!!!, Please try again' }
  await page.route('**/api/booking/SeatManagement/getseatSelf/**', (route) =>
    route.fulfill({ status: 404, json: unknown }),
  )
  await page.route('**/api/booking/Booking/limited?**', (route) =>
    route.fulfill({ status: 404, json: unknown }),
  )
  await page.getByRole('button', { name: 'Check In' }).click()
  const toast = page.getByRole('alert').filter({ hasText: unknown.shortDescription })
  await expect(toast).toHaveText(unknown.shortDescription)
  // SPEC §8 'reload': the page asks again for the booking, and says it is not found.
  await expect(
    page.getByText(
      `Booking Status not found for this particular Booking Reference ${ref}, Please try again.`,
    ),
  ).toBeVisible()
  await page.clock.runFor(3_500)
  await expect(toast).toBeVisible()
  await page.clock.runFor(1_000)
  await expect(toast).toBeHidden()
  await context.close()
})
