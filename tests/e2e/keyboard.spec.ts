import { expect, test } from './support/test.ts'
import { lagosDay } from './lagos-days.ts'
import { ticketReference } from './support/booking.ts'
import {
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
