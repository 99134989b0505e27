import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { lagosDay } from '../lagos-days.ts'

// Steps of the booking journey as a traveller clicks them (SPEC §2, §4). Each test books on its
// own day or route so two workers never reach for the same seats.

export interface Traveller {
  fullName: string
  gender: 'Male' | 'Female'
}

export const guest = {
  main: { fullName: 'Adaeze Okafor', gender: 'Female' } as Traveller,
  nextOfKinName: 'Chidi Okafor',
  nextOfKinPhone: '08039876543',
  phoneNumber: '08031234567',
  email: 'adaeze@example.com',
}

export async function openHome(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'I agree' }).click()
}

/** Types into a place field (hire, maps) and picks the matching suggestion. */
export async function choosePlace(page: Page, label: string, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: label })
  await field.fill(typed)
  await page
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: option })
    .first()
    .click()
  await expect(field).toHaveValue(option)
}

export async function search(
  page: Page,
  trip: { from: string; to: string; days: number; returnDays?: number; adults?: number },
) {
  await openHome(page)
  if (trip.returnDays !== undefined) await page.getByRole('tab', { name: 'Round Trip' }).click()
  await page.getByLabel('Travelling From').selectOption({ label: trip.from })
  await page.getByLabel('Travelling To').selectOption({ label: trip.to })
  await page.getByLabel('Departure Date').fill(lagosDay(trip.days))
  if (trip.returnDays !== undefined)
    await page.getByLabel('Arrival Date').fill(lagosDay(trip.returnDays))
  await page.getByLabel('Adults').selectOption(String(trip.adults ?? 1))
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
}

/** Opens the seat modal of the `index`-th bus of a list and picks the first free seats. */
export async function chooseSeats(
  page: Page,
  options: { count: number; leg?: 'departure' | 'return'; index?: number },
) {
  const region =
    options.leg === 'return'
      ? page.getByRole('region', { name: 'Return Trip Bus Availability' })
      : page.getByRole('region', { name: /Bookings|Alternative route suggestions/ })
  await region
    .getByRole('article')
    .nth(options.index ?? 0)
    .getByRole('button', { name: 'View Seats' })
    .click()
  const title = options.leg === 'return' ? 'Return Trip Select Seat(s)' : 'Select Seat(s)'
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  const free = dialog.getByRole('button', { name: /^Seat \d+, available$/ })
  for (let i = 0; i < options.count; i++) await free.first().click()
  await expect(dialog.getByRole('button', { pressed: true })).toHaveCount(options.count)
  await dialog.getByRole('button', { name: 'Continue' }).click()
}

export async function continueAsGuest(page: Page) {
  const gate = page.getByRole('dialog', { name: 'Sign in to continue' })
  await gate.getByRole('button', { name: 'Continue Without Log In' }).click()
  await expect(page).toHaveURL(/\/passenger-details$/)
  await expect(
    page.getByRole('heading', { name: 'Hi Guest, we just need few more details about you' }),
  ).toBeVisible()
}

/** The three checkout steps, to the contact step's last field: its 'Proceed' is left to the test. */
export async function fillCheckoutForm(page: Page, extra: Traveller[] = []) {
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()

  await page.getByLabel('Full Name').first().fill(guest.main.fullName)
  await page.getByLabel('Gender').first().selectOption({ label: guest.main.gender })
  for (const [index, traveller] of extra.entries()) {
    const block = page.getByRole('group', { name: `Passenger ${index + 2}` })
    await block.getByLabel('Full Name').fill(traveller.fullName)
    await block.getByLabel('Gender').selectOption({ label: traveller.gender })
  }
  await page.getByRole('button', { name: 'Proceed' }).click()

  await page.getByLabel('Next of Kin Name').fill(guest.nextOfKinName)
  await page.getByLabel('Next of Kin Phone').fill(guest.nextOfKinPhone)
  await page.getByLabel('Phone Number').fill(guest.phoneNumber)
  await page.getByLabel('Email').fill(guest.email)
}

/** The three checkout steps, then the trip summary's 'Pay'. */
export async function fillCheckout(page: Page, extra: Traveller[] = []) {
  await fillCheckoutForm(page, extra)
  await page.getByRole('button', { name: 'Proceed' }).click()
}

/** 'Pay' on the summary, then a gateway in 'Trip payment'. */
export async function payWith(page: Page, gatewayName: string) {
  const payment = await openTripPayment(page)
  await payment.getByRole('button', { name: gatewayName, exact: true }).click()
}

/** 'Pay' on the summary: the 'Trip payment' dialog of the ways to pay. */
export async function openTripPayment(page: Page) {
  await page
    .getByRole('dialog', { name: 'Trip Summary' })
    .getByRole('button', { name: 'Pay' })
    .click()
  return page.getByRole('dialog', { name: 'Trip payment' })
}

/** The sandbox checkout page our server plays for the provider: Pay, Decline or Close. */
export async function sandboxOutcome(page: Page, outcome: 'Pay' | 'Decline' | 'Close') {
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  await page.getByRole('button', { name: outcome, exact: true }).click()
}

/** On the sandbox checkout page our server plays for a provider: the booking's (or hire's) reference. */
export async function sandboxReference(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  return /\/sandbox\/\w+\/(\w+)/.exec(page.url())![1]!.toUpperCase()
}

/**
 * A seat booking paid or declined at Paystack where the page under test never hears of it (another
 * tab, a lost signal), and that checkout's return confirming it on the server.
 */
export async function paystackOutcomeElsewhere(
  request: APIRequestContext,
  ref: string,
  outcome: 'pay' | 'decline',
) {
  await request.post(`/api/payment/sandbox/paystack/${ref}/${outcome}`, { maxRedirects: 0 })
  await request.get(`/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
}

/** The reference shown in the ticket heading 'Your Ticket (REF)'. */
export async function ticketReference(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: /^Your Ticket \(/ })
  await expect(heading).toBeVisible()
  const text = (await heading.textContent()) ?? ''
  return /\(([^)]+)\)/.exec(text)?.[1] ?? ''
}
