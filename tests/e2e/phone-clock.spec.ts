import { expect, test, type Page } from '@playwright/test'
import { openHome } from './support/booking.ts'
import { guestBooking } from './support/paid-booking.ts'
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
