import { expect, test, type Page } from './support/test.ts'
import {
  agreeToCookies,
  bookAsCustomer,
  personalise,
  registeredCustomer,
  signInAtLogin,
} from './support/accounts.ts'
import { choosePlace, openHome } from './support/booking.ts'
import { serviceWorkerInControl } from './support/offline.ts'
import { guestBooking, paidGuestBooking } from './support/paid-booking.ts'
import { lagosDay } from './lagos-days.ts'

// Tester N: the product runs on Lagos (server) time whatever the phone's clock or zone says.
// Days 11, 15 and 24 to Abuja (Utako) are this file's own.

const MINUTE = 60_000
const ABUJA = 6

async function chooseRoute(page: Page) {
  await page.getByLabel('Travelling From').selectOption({ label: 'Lagos (Jibowu)' })
  await page.getByLabel('Travelling To').selectOption({ label: 'Abuja (Utako)' })
}

test('a phone a day fast still searches tomorrow: the windows are the server’s Lagos days', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() + 24 * 60 * MINUTE })
  await openHome(page)
  await chooseRoute(page)
  const departure = page.getByLabel('Departure Date')
  await expect(departure).toHaveAttribute('min', lagosDay(1))
  await expect(departure).toHaveAttribute('max', lagosDay(28))
  await departure.fill(lagosDay(1))
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
})

test('a phone a day fast still hires a bus for tomorrow: the hire windows are the server’s Lagos days', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() + 24 * 60 * MINUTE })
  await openHome(page)
  await page.getByRole('tab', { name: 'Hire a bus' }).click()
  await choosePlace(page, 'Hire From', 'Lek', /^Lekki Phase 1, Lagos/)
  await choosePlace(page, 'Hire Destination', 'Garki', /^Garki, Abuja/)
  const departing = page.getByLabel('Departing on')
  await expect(departing).toHaveAttribute('min', lagosDay(1))
  await expect(departing).toHaveAttribute('max', lagosDay(14))
  await departing.fill(lagosDay(1))
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page).toHaveURL(/\/select-bus-hire\?/)
})

test('a phone a day fast books a popular route for tomorrow: its window is the server’s Lagos days', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() + 24 * 60 * MINUTE })
  await openHome(page)
  await page.getByRole('button', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book this route' })
  const departure = dialog.getByLabel('Departure Date')
  await expect(departure).toHaveAttribute('min', lagosDay(1))
  await expect(departure).toHaveAttribute('max', lagosDay(21))
  await departure.fill(lagosDay(1))
  await dialog.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
})

test('on a phone a day fast, a ticket for a bus leaving today is upcoming, not past', async ({
  page,
  request,
}) => {
  const ref = await paidGuestBooking(request, {
    to: ABUJA,
    days: 15,
    bus: 'last',
    traveller: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      gender: 1,
      email: 'ngozi@example.com',
      nextOfKinName: 'Obi Eze',
    },
    departsInMinutes: 10,
  })
  await page.clock.install({ time: Date.now() + 24 * 60 * MINUTE })
  await page.goto(`/bookingStatus?ref=${ref}`)
  await agreeToCookies(page)
  await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible()
  // My tickets asks the server its time: nothing else on the page has.
  await page.goto('/bookingStatus')
  await expect(page.getByRole('article', { name: `Ticket ${ref}` })).toBeVisible()
  await expect(page.getByText('No upcoming trips.')).toHaveCount(0)
})

test('on a phone a day fast, a trip whose bus has not left yet cannot be rated', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() + 24 * 60 * MINUTE })
  const { phone } = await registeredCustomer(page.request, 'Fast phone password 1')
  await page.goto('/login')
  await agreeToCookies(page)
  await signInAtLogin(page, phone, 'Fast phone password 1')
  await personalise(page, 'Bola', 'Ade')
  const ref = await bookAsCustomer(page, 24)
  await page.request.post('/api/payment/api/v1/Aza/initialize', { data: { ref } })
  expect(
    (await page.request.post(`/api/payment/sandbox/aza/${ref}/transfer`, { data: {} })).ok(),
  ).toBe(true)
  // Today's bus, leaving in an hour: the phone's clock says it left yesterday.
  expect((await page.request.post(`/api/dev/bookings/${ref}/depart?inMinutes=60`)).ok()).toBe(true)

  await page.goto('/bookinghistory')
  const booking = page.getByRole('article', { name: `Booking ${ref}` })
  await expect(booking).toContainText('Paid. Your seats are booked.')
  await booking.getByRole('button', { name: 'View Details' }).click()
  const detail = page.getByRole('dialog', { name: 'Booking Details' })
  await detail.getByRole('button', { name: 'Show Tickets' }).click()
  await expect(detail.getByRole('button', { name: 'Hide Tickets' })).toBeVisible()
  await expect(detail.getByText('Ref Code', { exact: true })).toHaveCount(2)
  await expect(detail.getByRole('link', { name: 'Rate this trip' })).toHaveCount(0)
})

test('a round trip departs by day 27, the last day a return is possible', async ({ page }) => {
  await openHome(page)
  await page.getByRole('tab', { name: 'Round Trip' }).click()
  await chooseRoute(page)
  const departure = page.getByLabel('Departure Date')
  await expect(departure).toHaveAttribute('max', lagosDay(27))
  await departure.fill(lagosDay(28))
  await page.getByLabel('Arrival Date').fill(lagosDay(28))
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByText(/^Choose a departure date from .* to .*\.$/)).toBeVisible()
  await expect(page.getByText(/^Choose an arrival date/)).toHaveCount(0)

  await departure.fill(lagosDay(27))
  await expect(page.getByLabel('Arrival Date')).toHaveAttribute('min', lagosDay(28))
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
})

for (const [phone, skew] of [
  ['90 minutes fast', 90],
  ['90 minutes slow', -90],
] as const)
  test(`a bank transfer page on a phone ${phone} counts the server's hour`, async ({
    page,
    request,
  }) => {
    const ref = await guestBooking(request, {
      to: ABUJA,
      days: 11,
      bus: skew > 0 ? 'first' : 'last',
      paymentMethod: 26,
    })
    await page.clock.install({ time: Date.now() + skew * MINUTE })
    await page.goto(`/bankTransferPayment?ref=${ref}`)
    await expect(page.getByRole('heading', { name: 'Complete your bank transfer' })).toBeVisible()
    await expect(page.getByRole('timer')).toHaveText(/^(59|60):\d{2}$/)
  })

test('a phone whose clock is set an hour forward keeps asking, and turns into the ticket when the transfer arrives', async ({
  page,
  request,
}) => {
  const ref = await guestBooking(request, { to: ABUJA, days: 15, bus: 'first', paymentMethod: 26 })
  await page.clock.install({ time: Date.now() })
  await page.goto(`/bankTransferPayment?ref=${ref}`)
  await expect(page.getByRole('timer')).toHaveText(/^(59|60):\d{2}$/)

  // The traveller sets the phone's clock 75 minutes ahead; the server still holds the seats.
  await page.clock.setSystemTime(Date.now() + 75 * MINUTE)
  const transfer = await request.post(`/api/payment/sandbox/aza/${ref}/transfer`, { data: {} })
  expect(transfer.ok()).toBe(true)
  await expect(page.getByText('Payment received. Your seats are booked.')).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByRole('heading', { name: `Your Ticket (${ref})` })).toBeVisible()
})

test('booking status gives the Lagos day a booking was made at 00:15 Lagos, not the UTC one', async ({
  page,
  request,
}) => {
  const ref = await guestBooking(request, { to: ABUJA, days: 24, bus: 'last' })
  // The server's answer for a booking made at 00:15 on 27 Nov in Lagos (23:15 UTC the day before).
  await page.route('**/Booking/limited?**', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    for (const row of body.data.userData) row.createdDate = '2026-11-26T23:15:00.000Z'
    await route.fulfill({ response, json: body })
  })
  await page.goto(`/bookingStatus?ref=${ref}`)
  await agreeToCookies(page)
  await expect(page.getByText('Booking date', { exact: true }).locator('+ dd')).toHaveText(
    'Fri, 27 Nov 2026',
  )
})

test('a bus that left minutes ago reads departed in history, in the app’s time format, and has no Check In', async ({
  page,
}) => {
  const { phone } = await registeredCustomer(page.request, 'Departed password 1')
  await page.goto('/login')
  await agreeToCookies(page)
  await signInAtLogin(page, phone, 'Departed password 1')
  await personalise(page, 'Bola', 'Ade')
  const ref = await bookAsCustomer(page, 24)
  await page.request.post('/api/payment/api/v1/Aza/initialize', { data: { ref } })
  expect(
    (await page.request.post(`/api/payment/sandbox/aza/${ref}/transfer`, { data: {} })).ok(),
  ).toBe(true)
  // Today's bus, gone a minute ago (not yesterday's: the day alone said it was still ahead).
  expect((await page.request.post(`/api/dev/bookings/${ref}/depart?inMinutes=-1`)).ok()).toBe(true)

  await page.goto('/bookinghistory')
  const booking = page.getByRole('article', { name: `Booking ${ref}` })
  await expect(booking).toContainText('Paid. This trip has departed.')
  await booking.getByRole('button', { name: 'View Details' }).click()
  const detail = page.getByRole('dialog', { name: 'Booking Details' })
  await expect(detail.getByText('Departure Date', { exact: true }).locator('+ dd')).toHaveText(
    /^\d{1,2} \w{3,4} \d{4} \d{2}:\d{2} (AM|PM)$/,
  )

  await page.goto(`/bookingStatus?ref=${ref}`)
  await expect(page.getByText('This trip has departed.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show Ticket' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check In' })).toHaveCount(0)
  // The bus on its way can still be followed.
  await expect(page.getByRole('link', { name: 'Track Bus' })).toBeVisible()
})

test.describe('on a phone set to Tokyo time', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('offline booking status says when it was saved in Lagos time, as the app writes it', async ({
    page,
    context,
    request,
  }) => {
    const ref = await guestBooking(request, { to: ABUJA, days: 24, bus: 'first' })
    await page.goto(`/bookingStatus?ref=${ref}`)
    await agreeToCookies(page)
    await expect(page.getByRole('heading', { name: 'Booking summary' })).toBeVisible()
    await serviceWorkerInControl(page)

    await context.setOffline(true)
    await page.reload()
    const lagosDate = new Intl.DateTimeFormat('en-NG', {
      dateStyle: 'medium',
      timeZone: 'Africa/Lagos',
    }).format(new Date())
    await expect(
      page.getByText(
        new RegExp(
          `^You are offline — showing the booking status saved on ${lagosDate}, \\d{2}:\\d{2}\\.$`,
        ),
      ),
    ).toBeVisible()
    await context.setOffline(false)
  })
})
