import { expect, test, type Page } from './support/test.ts'
import { lagosDay } from './lagos-days.ts'
import { serviceWorkerInControl } from './support/offline.ts'

async function openHome(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'I agree' }).click()
}

async function chooseTerminals(page: Page, from: string, to: string) {
  await page.getByLabel('Travelling From').selectOption({ label: from })
  await page.getByLabel('Travelling To').selectOption({ label: to })
}

test('a traveller searches one way and sees buses with times, fares and seats left', async ({
  page,
}) => {
  await openHome(page)
  await chooseTerminals(page, 'Lagos (Jibowu)', 'Abuja (Utako)')
  await page.getByLabel('Departure Date').fill(lagosDay(2))
  await page.getByLabel('Adults').selectOption('2')
  await page.getByRole('button', { name: 'Search Buses' }).click()

  await expect(page).toHaveURL(/\/select-bus\?/)
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
  // Headings in order for a screen reader's outline: the list (h2), then each bus (h3).
  await expect(
    page.getByRole('heading', { name: 'Departure Trip Bus Availability', level: 2 }),
  ).toBeAttached()
  const firstBus = page.getByRole('article').first()
  await expect(firstBus).toContainText('Lagos (Jibowu)')
  await expect(firstBus).toContainText('₦')
  await expect(firstBus).toContainText(/\d{2}:\d{2} (AM|PM)/)
  await expect(firstBus).toContainText(/seats?\(available\)/)
  await expect(firstBus.getByRole('button', { name: 'View Seats' })).toBeEnabled()

  // The search lives in the URL: a reload shows the same buses.
  await page.reload()
  await expect(page.getByRole('article').first()).toContainText('Lagos (Jibowu)')
})

test('a round trip shows the return buses too', async ({ page }) => {
  await openHome(page)
  await page.getByRole('tab', { name: 'Round Trip' }).click()
  await chooseTerminals(page, 'Lagos (Jibowu)', 'Abuja (Utako)')
  await page.getByLabel('Departure Date').fill(lagosDay(3))
  await page.getByLabel('Arrival Date').fill(lagosDay(6))
  await page.getByRole('button', { name: 'Search Buses' }).click()

  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
  const returns = page.getByRole('region', { name: 'Return Trip Bus Availability' })
  await expect(returns.getByRole('article').first()).toContainText('Abuja (Utako)')
})

test('with no bus between the terminals the traveller is offered nearby departures', async ({
  page,
}) => {
  await openHome(page)
  await chooseTerminals(page, 'Lagos (Ajah)', 'Kaduna')
  await page.getByLabel('Departure Date').fill(lagosDay(2))
  await page.getByRole('button', { name: 'Search Buses' }).click()

  const dialog = page.getByRole('dialog', { name: 'Suggested bus available' })
  await expect(dialog).toContainText(
    "There's no bus travelling from Lagos (Ajah) terminal to Kaduna terminal.",
  )
  await dialog.getByRole('button', { name: 'View suggestions' }).click()
  await expect(page.getByRole('heading', { name: 'Alternative route suggestions' })).toBeVisible()
  await expect(page.getByText('Select a new departure terminal')).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText('Lagos (Jibowu)')
})

test('a search without a departure terminal is refused with a message', async ({ page }) => {
  await openHome(page)
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByLabel('Travelling From')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/$/)
})

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page')
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test("a search with no bus at all says 'No bus available'; closing it goes home", async ({
  page,
}) => {
  await page.goto(`/select-bus?from=27&to=8&date=${lagosDay(3)}`)
  const dialog = page.getByRole('dialog', { name: 'No bus available' })
  // SPEC §8's words, with both terminals named.
  await expect(dialog).toContainText(
    "There's no bus travelling from Eket terminal to Abuja (Kubwa) terminal. Check out other nearby terminals travelling to your destination.",
  )
  await dialog.getByRole('button', { name: 'View suggestions' }).click()
  await expect(page.getByRole('link', { name: 'Suggest this route' })).toBeVisible()
  await page.reload()
  await page
    .getByRole('dialog', { name: 'No bus available' })
    .getByRole('button', { name: 'Close' })
    .click()
  await expect(page).toHaveURL(/\/$/)
})

test('a search opened with no signal shows the buses by itself once the signal is back', async ({
  page,
  context,
}) => {
  await openHome(page)
  await serviceWorkerInControl(page)
  await context.setOffline(true)
  await page.goto(`/select-bus?from=1&to=6&date=${lagosDay(16)}&adults=1&tripType=0`)
  await expect(page.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  await context.setOffline(false)
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('buses seen, then reopened and searched anew with no signal: kept, or said offline, never an error page', async ({
  page,
  context,
}) => {
  // The seat counts go stale after a minute: reopened later, they are asked again and fail.
  await page.clock.install()
  await openHome(page)
  await serviceWorkerInControl(page)
  await chooseTerminals(page, 'Lagos (Jibowu)', 'Abuja (Utako)')
  await page.getByLabel('Departure Date').fill(lagosDay(17))
  await page.getByRole('button', { name: 'Search Buses' }).click()
  const firstBus = page.getByRole('article').first()
  await expect(firstBus).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page.getByRole('button', { name: 'Book Now' }).first()).toBeVisible()

  await context.setOffline(true)
  await page.clock.fastForward('05:00')
  await page.goBack()
  await expect(firstBus).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)

  // Another day, searched from a popular route with no signal.
  await page.getByRole('link', { name: 'Back to home' }).click()
  await page.getByRole('button', { name: 'Book Now' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book this route' })
  await dialog.getByLabel('Departure Date').fill(lagosDay(18))
  await dialog.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
  await context.setOffline(false)
  await expect(firstBus).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a search the server refuses says why and goes home to search again (SPEC §8)', async ({
  page,
}) => {
  const day = lagosDay(3)
  await page.goto(`/select-bus?from=1&to=6&date=${day}&returnDate=${day}&adults=1&tripType=1`)
  await expect(page.getByRole('alert')).toHaveText(
    'Error validating your request, Please try again!',
  )
  await expect(page).toHaveURL(/\/$/)
  // One way, the server's own words.
  await page.goto(`/select-bus?from=1&to=6&date=${lagosDay(0)}&adults=1&tripType=0`)
  await expect(page.getByRole('alert')).toContainText('Departure date must be between')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('tab', { name: 'Book a seat' })).toBeVisible()
})

test('a round trip searched from home: refused says SPEC §8, with no signal says offline', async ({
  page,
  context,
}) => {
  await openHome(page)
  await serviceWorkerInControl(page)
  await page.getByRole('tab', { name: 'Round Trip' }).click()
  await chooseTerminals(page, 'Lagos (Jibowu)', 'Abuja (Utako)')
  await page.getByLabel('Departure Date').fill(lagosDay(3))
  await page.getByLabel('Arrival Date').fill(lagosDay(6))
  // The server refuses it: SPEC §8's round-trip message, not the server's words.
  const search = '**/api/booking/Booking/availabletripdetails**'
  await page.route(search, (route) =>
    route.fulfill({ status: 400, json: { code: '0', shortDescription: 'No.', data: null } }),
  )
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Error validating your request, Please try again!',
  )
  await page.unroute(search)

  // With no signal, it says so.
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  await expect(page).toHaveURL(/\/$/)
})

test('a page reached by a link names itself and takes the focus, for screen readers', async ({
  page,
}) => {
  await openHome(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('link', { name: 'Check Route Price' }).click()
  await expect(page).toHaveURL(/\/route-prices$/)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeFocused()
  await expect(page).toHaveTitle(`${await heading.textContent()} — Waka`)
  // Search with nothing chosen: the first field to fix takes the focus and reads its message.
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByLabel('Departure Terminal')).toBeFocused()
  await expect(page.getByLabel('Departure Terminal')).toHaveAccessibleDescription(
    'Choose a departure terminal.',
  )
})

test('a page opened directly is named after its heading; a busy or replaced control keeps the focus on the page', async ({
  page,
}) => {
  await page.goto('/Faq')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(page).toHaveTitle(`${await heading.textContent()} — Waka`)
  await page.goto('/bookingStatus')
  await page.getByLabel('Enter Ref code').fill('ZZZZ9999')
  await page.getByLabel('Enter Ref code').press('Enter')
  await expect(page.getByRole('alert')).toContainText('ZZZZ9999')
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'BODY'))
    .not.toBe('BODY')
})

test('Escape folds the phone menu and gives the focus back to its button', async ({ page }) => {
  await openHome(page)
  const menu = page.getByRole('button', { name: 'Menu' })
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('link', { name: 'Check Route Price' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeFocused()
})

test('the seat map closed with its × gives the focus back to View Seats', async ({ page }) => {
  await openHome(page)
  await page.goto(`/select-bus?from=1&to=6&date=${lagosDay(3)}&adults=1&tripType=0`)
  const viewSeats = page.getByRole('article').first().getByRole('button', { name: 'View Seats' })
  await viewSeats.focus()
  await page.keyboard.press('Enter')
  const seats = page.getByRole('dialog')
  await expect(seats).toBeVisible()
  await seats.getByRole('button', { name: 'Close' }).click()
  await expect(seats).toBeHidden()
  await expect(viewSeats).toBeFocused()
})

test("a popular route's Book Now opens at the departure date, From and To read-only; Escape goes back to Book Now", async ({
  page,
}) => {
  await openHome(page)
  const bookNow = page.getByRole('button', { name: 'Book Now' })
  await bookNow.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Book this route' })
  // It opened at the From field, which cannot be changed.
  await expect(dialog.getByLabel('Departure Date')).toBeFocused()
  await expect(dialog.getByLabel('From', { exact: true })).not.toBeEditable()
  await expect(dialog.getByLabel('To', { exact: true })).not.toBeEditable()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(bookNow).toBeFocused()
})
