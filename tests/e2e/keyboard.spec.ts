import { expect, test } from './support/test.ts'
import { lagosDay } from './lagos-days.ts'
import { ticketReference } from './support/booking.ts'
import {
  checkRadioByKeyboard,
  expectEscapeCloses,
  expectTabStaysInside,
  focusWithin,
  pressByKeyboard,
  selectByKeyboard,
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
