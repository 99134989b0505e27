import { expect, test } from './support/test.ts'
import {
  agreeToCookies,
  bookAsCustomer,
  personalise,
  registeredCustomer,
  signInAtLogin,
} from './support/accounts.ts'
import { collectPageErrors } from './support/page-errors.ts'

// Tester T6: a customer's card payment that landed after the bus had left was refused and is owed
// back, but booking history said 'The payment did not go through' and Booking Details 'Failed',
// with no word of the money. Day 22 Lagos → Owerri (terminal 20) is this file's own.

test('a payment that came after the bus left shows in history and Booking Details as owed back', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  const { phone } = await registeredCustomer(page.request, 'Late payment 1')
  await page.goto('/login')
  await agreeToCookies(page)
  await signInAtLogin(page, phone, 'Late payment 1')
  await personalise(page, 'Amaka', 'Eze')

  const ref = await bookAsCustomer(page, 22, 20)
  const checkout = await page.request.post('/api/payment/api/v1/Paystack/initialize', {
    data: { reference: ref },
  })
  expect(checkout.ok(), await checkout.text()).toBe(true)
  const moved = await page.request.post(`/api/dev/bookings/${ref}/depart?inMinutes=-30`)
  expect(moved.ok()).toBe(true)
  await page.request.post(`${(await checkout.json()).data}/pay`, { maxRedirects: 0 })
  const answer = await page.request.get(`/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
  expect((await answer.json()).code).toBe('4')

  // The result page was lost: history tells it.
  const owed =
    /^Your payment of ₦[\d,.]+ was received after your reservation expired, and the booking could not be kept\. It will be refunded within 3-10 working days\.$/
  await page.goto('/bookinghistory')
  await page.getByText('Not completed (1)').click()
  const card = page.getByRole('article', { name: `Booking ${ref}` })
  await expect(card.locator('.card-list__why')).toHaveText(owed)
  await card.getByRole('button', { name: 'View Details' }).click()
  const detail = page.getByRole('dialog', { name: 'Booking Details' })
  await expect(detail.getByRole('definition').filter({ hasText: 'refunded' })).toHaveText(owed)
  await detail.getByRole('button', { name: 'Close' }).first().click()

  // So does Booking Details, by reference, beside its status.
  await page.goto(`/bookingStatus?ref=${ref}`)
  const summary = page.getByRole('region', { name: 'Booking summary' })
  await expect(summary).toContainText('Failed')
  await expect(summary.getByRole('definition').filter({ hasText: 'refunded' })).toHaveText(owed)
  expect(errors).toEqual([])
})
