import { expect, test } from './support/test.ts'
import { paidGuestBooking } from './support/paid-booking.ts'
import {
  chooseSeats,
  continueAsGuest,
  fillCheckout,
  payWith,
  paystackOutcomeElsewhere,
  sandboxReference,
  search,
} from './support/booking.ts'
import { collectPageErrors } from './support/page-errors.ts'

// A traveller who left a Paystack checkout open, paid there, and then paid again at Flutterwave:
// the return page shows the ticket, and says the second payment goes back (day 22 is this file's).

test('a booking paid at two gateways shows its ticket and says the second payment will be refunded', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page)
  const reference = await paidGuestBooking(request, {
    to: 6,
    days: 22,
    bus: 'last',
    traveller: {
      firstName: 'Musa',
      lastName: 'Danjuma',
      gender: 0,
      email: 'musa@example.com',
      nextOfKinName: 'Aisha Danjuma',
    },
    departsInMinutes: 600,
    paidTwice: true,
  })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`/flutter-pay?tx_ref=${reference}`)
  await expect(page.getByRole('heading', { name: `Your Ticket (${reference})` })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'already paid' })).toHaveText(
    'This booking was already paid for, and your seats are booked. Your second payment will be refunded within 3-10 working days.',
  )
  expect(errors).toEqual([])
})

test('a booking paid meanwhile in another tab, paid for again from checkout, shows its booking instead of booking other seats', async ({
  page,
}) => {
  await search(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', days: 22 })
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
  await fillCheckout(page)
  await payWith(page, 'Paystack')
  const ref = await sandboxReference(page)
  // Paid at the provider in another tab, whose return page confirmed it.
  await paystackOutcomeElsewhere(page.request, ref, 'pay')
  // This tab goes back to the checkout, and pays again.
  await page.goBack()
  await expect(page).toHaveURL(/\/passenger-details$/)
  await fillCheckout(page)
  await payWith(page, 'Paystack')
  await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${ref}$`))
  await expect(page.getByText(ref).first()).toBeVisible()
  // It says why the traveller is here rather than at a provider's page.
  await expect(page.getByRole('status').filter({ hasText: 'already paid' })).toHaveText(
    'This booking was already paid, in another tab or window.',
  )
  // Looked up directly, the same booking is only its status.
  const direct = await page.context().newPage()
  await direct.goto(`/bookingStatus?ref=${ref}`)
  await expect(direct.getByText(ref).first()).toBeVisible()
  await expect(direct.getByText('already paid')).toHaveCount(0)
})
