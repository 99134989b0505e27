import { expect, test } from './support/test.ts'
import { lagosDay } from './lagos-days.ts'
import { ticketReference } from './support/booking.ts'
import { RESULTS } from './support/pages.ts'
import { paidGuestBooking } from './support/paid-booking.ts'
import {
  bookAsCustomer,
  codeSentTo,
  international,
  newSignedInCustomer,
  outboxMark,
} from './support/accounts.ts'
import {
  activeOptionText,
  checkRadioByKeyboard,
  chooseTab,
  expectEscapeCloses,
  expectTabStaysInside,
  focusWithin,
  pressByKeyboard,
  selectByKeyboard,
  tabTo,
  typeDate,
  typeInto,
} from './support/keyboard.ts'

// A traveller with a keyboard only: every step by Tab, Enter, Space, arrows and Escape, never
// the mouse. Lagos (Jibowu) → Benin (Akpakpava) on day 12 is this file's own.

test('a guest books and pays for a seat by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await pressByKeyboard(page, page.getByRole('button', { name: 'I agree' }))

  await selectByKeyboard(page, page.getByLabel('Travelling From'), 'Lagos (Jibowu)')
  await selectByKeyboard(page, page.getByLabel('Travelling To'), 'Benin (Akpakpava)')
  await typeDate(page, page.getByLabel('Departure Date'), lagosDay(12))
  await pressByKeyboard(page, page.getByRole('button', { name: 'Search Buses' }))
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()

  // The seat map: a dialog the focus moves into, its seats buttons that say their state.
  const viewSeats = page.getByRole('button', { name: 'View Seats' }).first()
  await pressByKeyboard(page, viewSeats)
  const seats = page.getByRole('dialog', { name: 'Select Seat(s)' })
  await expect(seats).toBeVisible()
  expect(await focusWithin(seats)).toBe(true)
  await expectTabStaysInside(page, seats)
  await expectEscapeCloses(page, seats, viewSeats)
  await page.keyboard.press('Enter')
  await expect(seats).toBeVisible()
  const free = seats.getByRole('button', { name: /^Seat \d+, available$/ }).first()
  const seat = (await free.getAttribute('aria-label'))!.replace(', available', '')
  await pressByKeyboard(page, free, 'Space')
  const chosen = seats.getByRole('button', { name: `${seat}, selected` })
  await expect(chosen).toHaveAttribute('aria-pressed', 'true')
  await expect(chosen).toBeFocused()
  await pressByKeyboard(page, seats.getByRole('button', { name: 'Continue' }))

  const gate = page.getByRole('dialog', { name: 'Sign in to continue' })
  await expect(gate).toBeVisible()
  expect(await focusWithin(gate)).toBe(true)
  await pressByKeyboard(page, gate.getByRole('button', { name: 'Continue Without Log In' }))
  await expect(
    page.getByRole('heading', { name: 'Hi Guest, we just need few more details about you' }),
  ).toBeVisible()

  // Pick Up: a radio group, one Tab stop, its answers chosen with the arrows.
  await checkRadioByKeyboard(page, page.getByLabel('No, I will join the Bus at the terminal'))
  await pressByKeyboard(page, page.getByRole('button', { name: 'Proceed' }))

  // Passenger Details sent empty: the first field refused takes the focus and says why.
  const fullName = page.getByLabel('Full Name').first()
  await expect(fullName).toBeVisible()
  await pressByKeyboard(page, page.getByRole('button', { name: 'Proceed' }))
  await expect(fullName).toBeFocused()
  await expect(fullName).toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.type('Adaeze Okafor')
  await selectByKeyboard(page, page.getByLabel('Gender').first(), 'Female')
  await pressByKeyboard(page, page.getByRole('button', { name: 'Proceed' }))

  await typeInto(page, page.getByLabel('Next of Kin Name'), 'Chidi Okafor')
  await typeInto(page, page.getByLabel('Next of Kin Phone'), '08039876543')
  await typeInto(page, page.getByLabel('Phone Number'), '08031234567')
  await typeInto(page, page.getByLabel('Email'), 'adaeze@example.com')
  await pressByKeyboard(page, page.getByRole('button', { name: 'Proceed' }))

  // The summary: the focus in it and kept there; Escape closes it, back to its Proceed.
  const summary = page.getByRole('dialog', { name: 'Trip Summary' })
  await expect(summary).toBeVisible()
  expect(await focusWithin(summary)).toBe(true)
  await expectTabStaysInside(page, summary)
  const proceed = page.getByRole('button', { name: 'Proceed' })
  await expectEscapeCloses(page, summary, proceed)
  await page.keyboard.press('Enter')
  await expect(summary).toBeVisible()
  await pressByKeyboard(page, summary.getByRole('button', { name: 'Pay' }))
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  const paystack = payment.getByRole('button', { name: 'Paystack', exact: true })
  await expect(paystack).toBeVisible()
  expect(await focusWithin(payment)).toBe(true)
  await expectTabStaysInside(page, payment)
  await pressByKeyboard(page, paystack)

  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  await pressByKeyboard(page, page.getByRole('button', { name: 'Pay', exact: true }))
  expect(await ticketReference(page)).toMatch(/^WK/)
})

test("menus, the home's dialogs, Sign In and a place search work by keyboard alone", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await pressByKeyboard(page, page.getByRole('button', { name: 'I agree' }))

  // The phone's Menu and a menu in it: Enter opens, Escape closes, back to their buttons.
  const menu = page.getByRole('button', { name: 'Menu' })
  await pressByKeyboard(page, menu)
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  const moveFreely = page.getByRole('button', { name: 'Move Freely' })
  await pressByKeyboard(page, moveFreely)
  await expect(moveFreely).toHaveAttribute('aria-expanded', 'true')
  const hire = page.getByRole('link', { name: 'Hire a Bus' })
  await tabTo(page, hire)
  await page.keyboard.press('Escape')
  await expect(moveFreely).toHaveAttribute('aria-expanded', 'false')
  await expect(moveFreely).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeFocused()

  // A popular route's Book Now, and Book a flight: dialogs the focus moves into and stays in,
  // closed by Escape back to their openers.
  const bookNow = page.getByRole('button', { name: 'Book Now' }).first()
  await pressByKeyboard(page, bookNow)
  const quickBook = page.getByRole('dialog')
  await expect(quickBook).toBeVisible()
  expect(await focusWithin(quickBook)).toBe(true)
  await expectTabStaysInside(page, quickBook)
  await expectEscapeCloses(page, quickBook, bookNow)
  const flight = page.getByRole('tab', { name: 'Book a flight' })
  await chooseTab(page, flight, { back: true })
  const searchFlights = page.getByRole('button', { name: 'Search Flights' })
  await pressByKeyboard(page, searchFlights)
  const flightDialog = page.getByRole('dialog', { name: 'Book a flight' })
  await expect(flightDialog).toBeVisible()
  expect(await focusWithin(flightDialog)).toBe(true)
  await expectTabStaysInside(page, flightDialog)
  await expectEscapeCloses(page, flightDialog, searchFlights)

  // Hire a bus sent empty: the alert is read out and the first field refused has the focus.
  const hireTab = page.getByRole('tab', { name: 'Hire a bus' })
  await chooseTab(page, hireTab)
  await pressByKeyboard(page, page.getByRole('button', { name: 'Proceed' }))
  const from = page.getByRole('combobox', { name: 'Hire From' })
  await expect(from).toBeFocused()
  await expect(from).toHaveAttribute('aria-invalid', 'true')

  // The place search, a combobox: Down Arrow moves through the matches (the active one named by
  // aria-activedescendant), Escape closes, Enter picks.
  await page.keyboard.type('Garki')
  await expect(from).toHaveAttribute('aria-expanded', 'true')
  const list = page.getByRole('listbox', { name: 'Hire From' })
  const options = list.getByRole('option')
  await expect(options.first()).toBeVisible()
  const activeOption = async () => {
    const id = await from.getAttribute('aria-activedescendant')
    return id ? page.locator(`[id="${id}"]`) : null
  }
  await expect((await activeOption())!).toHaveAttribute('aria-selected', 'true')
  if ((await options.count()) > 1) {
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(from).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    )
    await page.keyboard.press('ArrowUp')
  }
  await page.keyboard.press('Escape')
  await expect(from).toHaveAttribute('aria-expanded', 'false')
  await expect(from).not.toHaveAttribute('aria-activedescendant', /./)
  await page.keyboard.press('ArrowDown')
  await expect(from).toHaveAttribute('aria-expanded', 'true')
  const picked = (await options.first().textContent())!
  await page.keyboard.press('Enter')
  expect(picked.startsWith(await from.inputValue())).toBe(true)
  await expect(from).toHaveValue(/^Garki/)
  await expect(from).toHaveAttribute('aria-expanded', 'false')
  // Chosen, it is no longer refused: not read out as invalid, with the refusal's message gone.
  await expect(from).not.toHaveAttribute('aria-invalid', 'true')
  await expect(from).not.toHaveAccessibleDescription(/from the list/)

  // /login's Sign In popup.
  await page.goto('/login')
  const signIn = page.getByRole('button', { name: 'Sign In', exact: true })
  await pressByKeyboard(page, signIn)
  const signInDialog = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signInDialog).toBeVisible()
  expect(await focusWithin(signInDialog)).toBe(true)
  await expectTabStaysInside(page, signInDialog)
  await expectEscapeCloses(page, signInDialog, signIn)
})

test('a guest hires a bus and opens its ticket by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await pressByKeyboard(page, page.getByRole('button', { name: 'I agree' }))
  await chooseTab(page, page.getByRole('tab', { name: 'Hire a bus' }))
  for (const [label, typed, option] of [
    ['Hire From', 'Lek', /^Lekki Phase 1, Lagos/],
    ['Hire Destination', 'Garki', /^Garki, Abuja/],
  ] as const) {
    const field = page.getByRole('combobox', { name: label })
    await typeInto(page, field, typed)
    const list = page.getByRole('listbox', { name: label })
    await expect(list.getByRole('option', { name: option }).first()).toBeVisible()
    for (let presses = 0; presses < 10; presses++) {
      if (option.test((await activeOptionText(page, field)) ?? '')) break
      await page.keyboard.press('ArrowDown')
    }
    await page.keyboard.press('Enter')
    await expect(field).toHaveValue(option)
  }
  // Hire days 11 is this test's own.
  await typeDate(page, page.getByLabel('Departing on'), lagosDay(11))
  await pressByKeyboard(page, page.getByRole('button', { name: 'Proceed' }))
  await expect(page).toHaveURL(/\/select-bus-hire\?/)
  await selectByKeyboard(page, page.getByLabel('Number of Hiace', { exact: true }), '1')
  await pressByKeyboard(page, page.getByRole('button', { name: 'Continue' }))
  await pressByKeyboard(page, page.getByRole('link', { name: 'Continue Without Log In' }))
  await expect(page.getByRole('heading', { name: 'Hire trip summary' })).toBeVisible()
  await typeInto(page, page.getByLabel('Full Name', { exact: true }), 'Tolu Adeyemi')
  await selectByKeyboard(page, page.getByLabel('Gender', { exact: true }), 'Female')
  await typeInto(page, page.getByLabel('Email', { exact: true }), 'tolu@example.com')
  await typeInto(page, page.getByLabel('Phone Number', { exact: true }), '08031234567')
  await typeInto(page, page.getByLabel('Address', { exact: true }), '12 Admiralty Way, Lekki')
  await typeInto(page, page.getByLabel('Next of Kin Name'), 'Femi Adeyemi')
  await typeInto(page, page.getByLabel('Next of Kin Phone'), '08059876543')
  const pay = page.getByRole('button', { name: /^Pay ₦/ })
  await pressByKeyboard(page, pay)
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  const paystack = payment.getByRole('button', { name: 'Paystack', exact: true })
  await expect(paystack).toBeVisible()
  expect(await focusWithin(payment)).toBe(true)
  await expectTabStaysInside(page, payment)
  await expectEscapeCloses(page, payment, pay)
  await page.keyboard.press('Enter')
  await pressByKeyboard(page, paystack)
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  await pressByKeyboard(page, page.getByRole('button', { name: 'Pay', exact: true }))
  const reference = await ticketReference(page)

  // Its booking status: the ticket in a dialog, opened with Enter and closed with Escape.
  await page.goto(`/bookingStatus?ref=${reference}`)
  const show = page.getByRole('button', { name: 'Show Ticket' })
  await pressByKeyboard(page, show)
  const ticket = page.getByRole('dialog', { name: 'View Ticket' })
  await expect(ticket).toBeVisible()
  expect(await focusWithin(ticket)).toBe(true)
  await expectTabStaysInside(page, ticket)
  await expectEscapeCloses(page, ticket, show)
})

test('a customer sets up the wallet and rates a trip by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000)
  // Signed in and with a booking travelled (set up as other specs do; the rest by keyboard).
  const phone = await newSignedInCustomer(page, 'Keyboard only 2026', 'Amaka', 'Obi')
  // Lagos (Jibowu) → Benin on day 14, its bus made to leave: this test's own.
  const reference = await bookAsCustomer(page, 14, 9)
  await page.request.post('/api/payment/api/v1/Aza/initialize', {
    data: { customerEmail: 'adaeze@example.com', ref: reference, amount: 1 },
  })
  await page.request.post(`/api/payment/sandbox/aza/${reference}/transfer`, { data: {} })
  await page.request.post(`/api/dev/bookings/${reference}/depart`)

  // The account menu, inside the phone's Menu.
  await page.goto('/profile')
  const menu = page.getByRole('button', { name: 'Menu' })
  await pressByKeyboard(page, menu)
  const account = page.getByRole('button', { name: 'Account menu' })
  await pressByKeyboard(page, account)
  await expect(account).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, page.getByRole('button', { name: 'Logout' }))
  await page.keyboard.press('Escape')
  await expect(account).toHaveAttribute('aria-expanded', 'false')
  await expect(account).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeFocused()

  // The wallet's dialogs one after another: each starts at its field, keeps the focus.
  const setUpButton = page.getByRole('button', { name: 'Set Up Wallet' })
  await pressByKeyboard(page, setUpButton)
  const setUp = page.getByRole('dialog', { name: 'Set Up Wallet' })
  await expect(setUp).toBeVisible()
  expect(await focusWithin(setUp)).toBe(true)
  await expectTabStaysInside(page, setUp)
  await expectEscapeCloses(page, setUp, setUpButton)
  await page.keyboard.press('Enter')
  const mark = await outboxMark(page.request, international(phone))
  await pressByKeyboard(page, setUp.getByRole('button', { name: 'Continue' }))
  const otp = page.getByRole('dialog', { name: 'Enter OTP' })
  await expect(otp.getByLabel('OTP')).toBeFocused()
  await page.keyboard.type(await codeSentTo(page.request, international(phone), mark))
  await pressByKeyboard(page, otp.getByRole('button', { name: 'Continue' }))
  const pin = page.getByRole('dialog', { name: 'Transaction PIN' })
  await expect(pin.getByLabel('Enter PIN')).toBeFocused()
  await page.keyboard.type('2468')
  await typeInto(page, pin.getByLabel('Confirm PIN'), '2468')
  await expectTabStaysInside(page, pin)
  await pressByKeyboard(page, pin.getByRole('button', { name: 'Submit' }))
  await expect(pin.getByRole('button', { name: 'Fund Wallet' })).toBeVisible()
  expect(await focusWithin(pin)).toBe(true)

  // The rating: sent empty it says so; each group a radio group, its issues checkboxes.
  await page.goto(`/bookinghistory`)
  const details = page
    .getByRole('article', { name: `Booking ${reference}` })
    .getByRole('button', { name: 'View Details' })
  await pressByKeyboard(page, details)
  const detail = page.getByRole('dialog', { name: 'Booking Details' })
  expect(await focusWithin(detail)).toBe(true)
  await expectTabStaysInside(page, detail)
  await pressByKeyboard(page, detail.getByRole('button', { name: 'Show Tickets' }))
  await pressByKeyboard(page, detail.getByRole('link', { name: 'Rate this trip' }))
  await expect(page.getByRole('heading', { name: 'Rate your experience' })).toBeVisible()
  await pressByKeyboard(page, page.getByRole('button', { name: 'Submit' }))
  await expect(page.getByRole('alert')).toHaveText(
    'Please rate the trip, the captain and the terminal.',
  )
  const trip = page.getByRole('group', { name: 'Trip' })
  // The first group refused takes the focus (its first answer), so the arrows choose at once.
  await expect(trip.getByLabel('1 Nah!')).toBeFocused()
  await checkRadioByKeyboard(page, trip.getByLabel('5 Epic!'))
  const captain = page.getByRole('group', { name: 'Captain' })
  await checkRadioByKeyboard(page, captain.getByLabel('2 Poor'))
  await pressByKeyboard(page, captain.getByLabel('Others'), 'Space')
  await typeInto(page, captain.getByLabel('Tell us more about the captain'), 'Too fast')
  await checkRadioByKeyboard(
    page,
    page.getByRole('group', { name: 'Terminal' }).getByLabel('4 Sweet'),
  )
  await pressByKeyboard(page, page.getByRole('button', { name: 'Submit' }))
  await expect(page.getByRole('status')).toHaveText(
    'Thanks for sharing! Your feedback makes us better.',
  )
})

test('a form sent empty by keyboard gives the focus to the first field it refuses', async ({
  page,
}) => {
  await page.goto('/')
  await pressByKeyboard(page, page.getByRole('button', { name: 'I agree' }))
  for (const [path, submit, first] of [
    ['/Contact-Us', 'Submit', 'Category'],
    ['/suggest-route', 'Submit', 'Departure'],
    ['/enterprise', 'Next', 'First Name'],
    ['/selfcheckin', 'Find Booking', 'Enter Ref code'],
    ['/route-prices', 'Search', 'Departure Terminal'],
  ] as const) {
    await page.goto(path)
    if (path === '/enterprise')
      await pressByKeyboard(page, page.getByRole('button', { name: 'Individual' }))
    await pressByKeyboard(page, page.getByRole('button', { name: submit, exact: true }))
    const field = page.getByLabel(first, { exact: true }).first()
    await expect(field, path).toBeFocused()
    await expect(field, path).toHaveAttribute('aria-invalid', 'true')
  }
})

test("a popular route's Book Now sent with no date by keyboard gives the focus to the date", async ({
  page,
}) => {
  await page.goto('/')
  await pressByKeyboard(page, page.getByRole('button', { name: 'I agree' }))
  const routes = page.getByRole('region', { name: 'Popular routes' })
  await pressByKeyboard(page, routes.getByRole('button', { name: 'Book Now' }))
  const dialog = page.getByRole('dialog', { name: 'Book this route' })
  await pressByKeyboard(page, dialog.getByRole('button', { name: 'Search Buses' }))
  // The refusal was said beside the date while the focus stayed on the button: a screen reader
  // heard nothing, and the traveller had to find the field again.
  const date = dialog.getByLabel('Departure Date')
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  await expect(date).toBeFocused()
  await expect(date).toHaveAccessibleDescription(/^Choose a departure date from /)
})

test('the seat map by keyboard: a seat too many, and the sign-in gate closed, give the focus back', async ({
  page,
}) => {
  await page.goto(RESULTS)
  await pressByKeyboard(page, page.getByRole('button', { name: 'I agree' }))
  const viewSeats = page.getByRole('button', { name: 'View Seats' }).first()
  await pressByKeyboard(page, viewSeats)
  const seats = page.getByRole('dialog', { name: 'Select Seat(s)' })
  const free = seats.getByRole('button', { name: /^Seat \d+, available$/ })
  await pressByKeyboard(page, free.first(), 'Space')
  await expect(seats.getByRole('status').or(seats.locator('[aria-live]'))).toContainText(
    'Selected:',
  )
  // A second seat for one adult: 'Select Seat(s) Exceeded' (SPEC §2), closed back to that seat.
  const second = free.first()
  const secondName = (await second.getAttribute('aria-label'))!
  await pressByKeyboard(page, second, 'Space')
  const exceeded = page.getByRole('dialog', { name: 'Select Seat(s) Exceeded' })
  await expect(exceeded).toBeVisible()
  expect(await focusWithin(exceeded)).toBe(true)
  await expectTabStaysInside(page, exceeded)
  await expectEscapeCloses(page, exceeded, seats.getByRole('button', { name: secondName }))

  // The sign-in gate, closed with Escape: back to the bus's View Seats, not lost on the page.
  await pressByKeyboard(page, seats.getByRole('button', { name: 'Continue' }))
  const gate = page.getByRole('dialog', { name: 'Sign in to continue' })
  await expect(gate).toBeVisible()
  expect(await focusWithin(gate)).toBe(true)
  await expectTabStaysInside(page, gate)
  await expectEscapeCloses(page, gate, viewSeats)
})

test('check-in by location refused, by keyboard: the focus is not dropped on the page', async ({
  browser,
  request,
}) => {
  // Lagos (Jibowu) → Benin on day 13, leaving in three hours: this test's own.
  const ref = await paidGuestBooking(request, {
    to: 9,
    days: 13,
    bus: 'last',
    traveller: {
      firstName: 'Kemi',
      lastName: 'Bello',
      gender: 1,
      email: 'kemi@example.com',
      nextOfKinName: 'Tayo Bello',
    },
    departsInMinutes: 180,
  })
  // In Kano, far from the terminal.
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    geolocation: { latitude: 12.0022, longitude: 8.592 },
    permissions: ['geolocation'],
  })
  const page = await context.newPage()
  await page.goto(`/selfcheckin?ref=${ref}`)
  await pressByKeyboard(page, page.getByRole('button', { name: 'I agree' }))
  const checkIn = page.getByRole('button', { name: 'Check In' })
  await pressByKeyboard(page, checkIn)
  const failure = page.getByRole('alert')
  await expect(failure.getByRole('heading', { name: 'Check-In Failed' })).toBeVisible()
  // Where the keyboard user is: still on Check In (to try again), or on the failure itself.
  expect(
    await page.evaluate(() => document.activeElement !== document.body && !!document.activeElement),
  ).toBe(true)
  await context.close()
})
