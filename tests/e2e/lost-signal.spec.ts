import { expect, test } from './support/test.ts'
import {
  chooseSeats,
  continueAsGuest,
  fillCheckout,
  fillCheckoutForm,
  guest,
  openHome,
  payWith,
  search,
} from './support/booking.ts'
import { loseFirstAnswer } from './support/lost-answer.ts'
import { guestBooking, keptAwaitingPayment } from './support/paid-booking.ts'

// A first visit, before the service worker keeps the app: parts of a page that load when asked
// for (a dialog, a tab, the map) meet a lost signal. The page stays as it was, says why, and the
// part comes with the signal. React.lazy took the whole page to 'Something went wrong'.
test.use({ serviceWorkers: 'block' })

const OFFLINE = 'You appear to be offline. Check your connection and try again.'

test('the trip summary that cannot load keeps the filled form, and opens when the signal is back', async ({
  page,
  context,
}) => {
  await search(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', days: 16 })
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
  await fillCheckoutForm(page)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(page.getByLabel('Email')).toHaveValue(guest.email)
  await expect(page.getByLabel('Next of Kin Name')).toHaveValue(guest.nextOfKinName)

  await context.setOffline(false)
  const summary = page.getByRole('dialog', { name: 'Trip Summary' })
  await expect(summary).toBeVisible()
  await expect(summary.getByText(guest.main.fullName)).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toHaveCount(0)
})

test('a home tab that cannot load says so in its panel, the other tabs still work, and it comes with the signal', async ({
  page,
  context,
}) => {
  await openHome(page)
  await context.setOffline(true)
  await page.getByRole('tab', { name: 'Booking status' }).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('alert')).toHaveText(OFFLINE)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)

  await page.getByRole('tab', { name: 'Book a seat' }).click()
  await expect(page.getByLabel('Travelling From')).toBeVisible()
  await page.getByRole('tab', { name: 'Booking status' }).click()
  await expect(panel.getByRole('alert')).toHaveText(OFFLINE)

  // The signal is back: the tab asks again by itself.
  await context.setOffline(false)
  await expect(page.getByLabel('Booking Reference')).toBeVisible()
  await expect(panel.getByRole('alert')).toHaveCount(0)
})

test('a tab that came with the signal has its styles too', async ({ page, context }) => {
  await openHome(page)
  await context.setOffline(true)
  await page.getByRole('tab', { name: 'Hire a bus' }).click()
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(OFFLINE)
  await context.setOffline(false)
  await expect(page.getByRole('combobox', { name: 'Hire From' })).toBeVisible()
  // A stylesheet that failed offline was left in the page, and the tab's own was never asked
  // for again: every sheet the page links is loaded (but the disabled links that mark the sheets
  // the first HTML has inline, which are never loaded).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]:not([disabled])')]
          .filter((link) => !link.sheet)
          .map((link) => link.href),
      ),
    )
    .toEqual([])
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.styleSheets].filter((sheet) => /combobox/.test(sheet.href ?? '')).length,
      ),
    )
    .toBe(1)
})

test('a map that cannot load leaves the terminals usable, and comes with Try Again', async ({
  page,
}) => {
  const mapChunks = /\/assets\/(map-view|maplibre)-[\w-]+\.js$/
  await page.route(mapChunks, (route) => route.abort('internetdisconnected'))
  await page.goto('/Bus-Terminal')
  await page.getByRole('button', { name: 'I agree' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This part of the page could not be loaded. Please try again.',
  )
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await page.getByLabel('Where is your destination?').fill('abuja')
  await expect(page.getByRole('button', { name: /Abuja \(Utako\)/ })).toBeVisible()

  await page.unroute(mapChunks)
  await page.getByRole('button', { name: 'Try Again' }).click()
  const map = page.getByRole('group', { name: /^Map of Waka terminals/ })
  // The map library is 1 MB: on a slow 2-core machine it took up to 14 s to draw (maps.spec).
  await expect(map.locator('canvas')).toBeVisible({ timeout: 20_000 })
})

test('a first visit that loses the signal before opening another page stays in the app, says why, and opens it with the signal', async ({
  page,
  context,
}) => {
  // The router reloads the page when a page's chunk is missing (meant for a new deploy): with no
  // signal that reload left the app for the browser's own offline page.
  await openHome(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Move Freely' }).click()
  await page.getByRole('link', { name: 'Hire a Bus' }).click()
  await expect(page).toHaveURL(/\/hire-vehicle$/)
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(OFFLINE)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Waka' })).toBeVisible()
  // Try Again with no signal reloads nothing: still in the app.
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('alert')).toHaveText(OFFLINE)
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/hire-vehicle$/)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'Hire a Bus', level: 1 })).toBeVisible()
})

test('no signal as a way to pay is chosen keeps the checkout; a reload keeps what was typed', async ({
  page,
  context,
}) => {
  await search(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', days: 17 })
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
  await fillCheckoutForm(page)

  // A reload keeps what was typed, as it keeps the seats.
  await page.reload()
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('Full Name').first()).toHaveValue(guest.main.fullName)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('Email')).toHaveValue(guest.email)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page
    .getByRole('dialog', { name: 'Trip Summary' })
    .getByRole('button', { name: 'Pay' })
    .click()

  // No signal as Paystack is chosen: nothing was booked or refused, so the traveller stays.
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  const paystack = payment.getByRole('button', { name: 'Paystack', exact: true })
  await expect(paystack).toBeVisible()
  await context.setOffline(true)
  await paystack.click()
  await expect(payment.getByRole('alert')).toHaveText(OFFLINE)
  await expect(page).toHaveURL(/\/passenger-details$/)
  await context.setOffline(false)
  // Back online, the page no longer says it is offline.
  await expect(payment.getByRole('alert')).toHaveCount(0)
  await paystack.click()
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
})

test('the booking request that cannot load when Pay is chosen books nothing, says why, and pays with the signal', async ({
  page,
}) => {
  await search(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', days: 18 })
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
  await fillCheckout(page)
  await page
    .getByRole('dialog', { name: 'Trip Summary' })
    .getByRole('button', { name: 'Pay' })
    .click()
  // The code that builds the booking loads when a way to pay is chosen (bundle budget).
  const code = '**/assets/booking-request-*.js'
  await page.route(code, (route) => route.abort('internetdisconnected'))
  const bookings: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/booking/booking')) bookings.push(request.method())
  })
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  const paystack = payment.getByRole('button', { name: 'Paystack', exact: true })
  await paystack.click()
  await expect(payment.getByRole('alert')).toHaveText(OFFLINE)
  await expect(page).toHaveURL(/\/passenger-details$/)
  expect(bookings).toEqual([])

  await page.unroute(code)
  await paystack.click()
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  expect(bookings).toEqual(['POST'])
})

test('a booking whose answer was lost on the way is paid for when the traveller tries again', async ({
  page,
}) => {
  await search(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', days: 23 })
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
  await fillCheckout(page)
  // The server books the seats, and its answer never arrives.
  const answers = await loseFirstAnswer(page, '**/api/booking/booking')
  await page
    .getByRole('dialog', { name: 'Trip Summary' })
    .getByRole('button', { name: 'Pay' })
    .click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  const paystack = payment.getByRole('button', { name: 'Paystack', exact: true })
  await paystack.click()
  await expect(payment.getByRole('alert')).toHaveText(OFFLINE)
  // Again: the same request gets the booking already made, not 'seats just booked'.
  await paystack.click()
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  expect(answers.sent()).toBe(2)
})

test('a booking whose answer was lost is the one paid for after the traveller reloads the page', async ({
  page,
}) => {
  await search(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', days: 27 })
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
  await fillCheckout(page)
  const answers = await loseFirstAnswer(page, '**/api/booking/booking')
  await payWith(page, 'Paystack')
  await expect(page.getByRole('dialog', { name: 'Trip payment' }).getByRole('alert')).toHaveText(
    OFFLINE,
  )
  // On a bad signal a traveller reloads: the seats held by the lost answer are still theirs.
  await page.reload()
  await fillCheckout(page)
  await payWith(page, 'Paystack')
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  expect(answers.sent()).toBe(2)
  const lost = answers.lost().data.bookingReferenceCode
  expect(lost).toMatch(/^WK/)
  expect(page.url().toUpperCase()).toContain(lost)
})

test('the queue of forms sent with no signal loads once the signal is back, with nothing thrown', async ({
  page,
  context,
}) => {
  const thrown: string[] = []
  page.on('pageerror', (error) => thrown.push(error.message))
  const queue = /\/assets\/submission-queue-[\w-]+\.js$/
  let asked = 0
  page.on('request', (request) => void (queue.test(request.url()) && asked++))
  // It is asked for a moment after the page shows: the signal is gone just then.
  await page.route(queue, (route) => route.abort('internetdisconnected'))
  await openHome(page)
  await expect.poll(() => asked).toBeGreaterThan(0)
  const refused = asked
  await page.unroute(queue)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect.poll(() => asked).toBeGreaterThan(refused)
  expect(thrown).toEqual([])
})

test('the queue of forms whose first try fails while the phone says it is online loads by itself, with no signal event to wait for', async ({
  page,
}) => {
  // A weak signal: the try fails, and the phone never said it was offline, so no 'online' event
  // follows (nor does one when a try that fails late fails after it). The forms it holds must
  // still go while the page stays open.
  const thrown: string[] = []
  page.on('pageerror', (error) => thrown.push(error.message))
  const queue = /\/assets\/submission-queue-[\w-]+\.js$/
  // Every request of the first try fails; the page says when that try has failed.
  let failed = false
  await page.exposeFunction('queueTryFailed', () => void (failed = true))
  await page.addInitScript(() => {
    window.addEventListener('vite:preloadError', (event) => {
      const { payload } = event as Event & { payload?: unknown }
      if (/submission-queue/.test(String(payload)))
        (window as unknown as { queueTryFailed: () => void }).queueTryFailed()
    })
  })
  let askedAfter = 0
  await page.route(queue, (route) => {
    if (!failed) return route.abort('connectionreset')
    askedAfter++
    return route.fallback()
  })
  await openHome(page)
  await expect.poll(() => failed).toBe(true)
  await expect.poll(() => askedAfter).toBeGreaterThan(0)
  expect(thrown).toEqual([])
})

test("a departure chosen with no signal says its destinations come with the signal, not 'Loading' for ever", async ({
  page,
  context,
}) => {
  await openHome(page)
  await page.goto('/route-prices')
  await expect(page.getByLabel('Departure Terminal')).toContainText('Kaduna')
  await context.setOffline(true)
  await page.getByLabel('Departure Terminal').selectOption({ label: 'Kaduna' })
  const destination = page.getByLabel('Destination Terminal')
  await expect(destination.locator('option').first()).toHaveText(
    'Offline: terminals load when you are back online',
  )
  await context.setOffline(false)
  await expect(destination.locator('option').first()).toHaveText('Select destination terminal')
  await expect(destination.locator('option')).not.toHaveCount(1)
})

test('tickets saved before the app can open with no signal say it is still getting ready', async ({
  page,
  request,
}) => {
  // Service workers are blocked in this file: the phone never becomes ready, as on a first
  // visit closed too soon.
  const ref = await guestBooking(request, {
    to: 6,
    days: 17,
    bus: 'last',
  })
  await keptAwaitingPayment(page, ref)
  await expect(page.getByRole('article', { name: `Ticket ${ref}` })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'Getting this phone ready' }),
  ).toBeVisible()
})

test('route prices whose answer was lost are asked again by Search; with no signal, it says so', async ({
  page,
  context,
}) => {
  await openHome(page)
  await page.goto('/route-prices')
  await page.getByLabel('Departure Terminal').selectOption({ label: 'Lagos (Jibowu)' })
  const destination = page.getByLabel('Destination Terminal')
  await expect(destination).toContainText('Onitsha (Upper Iweka)')
  await destination.selectOption({ label: 'Onitsha (Upper Iweka)' })
  // The phone says it is online; the answer never arrives, nor that of the page's own retry.
  let lost = 2
  await page.route('**/Fares/GetRouteFares/**', (route) =>
    lost-- > 0 ? route.abort('internetdisconnected') : route.continue(),
  )
  const search = page.getByRole('button', { name: 'Search' })
  await search.click()
  await expect(page.getByRole('alert')).toHaveText(OFFLINE)
  // Search again, as the message asks: the prices come. The press did nothing, the message
  // stayed, for as long as the page was open.
  await search.click()
  await expect(page.getByRole('heading', { name: 'Hiace', exact: true })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  // No signal at all: the press is answered (it showed nothing), and the prices come with it.
  await context.setOffline(true)
  await destination.selectOption({ label: 'Abuja (Utako)' })
  await search.click()
  await expect(page.getByRole('alert')).toHaveText(OFFLINE)
  await context.setOffline(false)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByText('Lagos (Jibowu) → Abuja (Utako)').first()).toBeVisible()
})

test("route prices whose terminals' answer was lost, the phone online, are asked again from the page", async ({
  page,
}) => {
  await openHome(page)
  // The phone says it is online; the answers never arrive, nor that of the page's own retry.
  let lost = 2
  await page.route('**/Terminal/DepartureTerminalsByCountryCode/**', (route) =>
    lost-- > 0 ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto('/route-prices')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Error while fetching terminals., Please try again!')
  // 'Please try again!': here. Nothing on the page asked again, and no 'online' event would.
  const again = alert.getByRole('button', { name: 'Try Again' })
  await expect(again).toBeVisible()
  await again.click()
  await expect(page.getByLabel('Departure Terminal')).toContainText('Kaduna')
  await expect(page.getByRole('alert')).toHaveCount(0)
})
