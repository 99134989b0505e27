import { expect, test } from './support/test.ts'
import {
  agreeToCookies,
  bookAsCustomer,
  personalise,
  registeredCustomer,
} from './support/accounts.ts'
import {
  chooseSeats,
  continueAsGuest,
  fillCheckout,
  payWith,
  sandboxOutcome,
  search,
  ticketReference,
} from './support/booking.ts'
import { keptOnPhone, serviceWorkerInControl } from './support/offline.ts'
import { guestBooking, keptAwaitingPayment, paidGuestBooking } from './support/paid-booking.ts'

// Issue 12: every saved ticket reachable offline without typing a reference. Days 26 and 27
// (Lagos → Abuja) are this file's own.

test('after buying, offline, one tap from home opens the ticket with its QR; the list needs no reference', async ({
  page,
  context,
}) => {
  await search(page, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', days: 26 })
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
  await fillCheckout(page)
  await payWith(page, 'Paystack')
  await sandboxOutcome(page, 'Pay')
  const ref = await ticketReference(page)
  await serviceWorkerInControl(page)

  await context.setOffline(true)
  // A cold start of the app: a fresh page on the home address.
  const cold = await context.newPage()
  await cold.goto('/')
  await cold.getByRole('link', { name: 'My tickets' }).click()
  await expect(cold).toHaveURL(/\/bookingStatus$/)
  const listed = cold.getByRole('article', { name: `Ticket ${ref}` })
  await expect(listed).toContainText('Lagos (Jibowu) → Abuja (Utako)')
  // Drawn as cards, not as a bulleted list (the card sheet came only with the account pages).
  await expect(cold.getByRole('list').filter({ has: listed })).toHaveCSS('list-style-type', 'none')
  await listed.getByRole('link').click()
  await expect(cold).toHaveURL(new RegExp(`/bookingStatus\\?ref=${ref}$`))
  await expect(
    cold.getByText('You are offline — showing the ticket saved on this phone.'),
  ).toBeVisible()
  await expect(cold.getByRole('heading', { name: `Your Ticket (${ref})` })).toBeVisible()
  await expect(cold.getByRole('img', { name: `QR code of booking reference ${ref}` })).toBeVisible()

  // Taken off the phone, it is gone from the list.
  await cold.goto('/bookingStatus')
  cold.once('dialog', (dialog) => void dialog.accept())
  await cold
    .getByRole('article', { name: `Ticket ${ref}` })
    .getByRole('button', { name: 'Remove from this phone' })
    .click()
  await expect(cold.getByRole('article', { name: `Ticket ${ref}` })).toHaveCount(0)
  await context.setOffline(false)
})

test("a signed-in traveller's history and account bookings show offline as last seen", async ({
  page,
  context,
}) => {
  const { phone } = await registeredCustomer(page.request, 'Offline history 2026')
  await page.goto('/signin')
  await agreeToCookies(page)
  await page.getByLabel('Phone Number or Email').fill(phone)
  await page.getByLabel('Password', { exact: true }).fill('Offline history 2026')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await personalise(page, 'Ada', 'Eze')
  await page
    .getByRole('dialog', { name: 'Verify your email' })
    .getByRole('button', { name: 'Close' })
    .click()
  const ref = await bookAsCustomer(page, 27)

  await page.goto('/bookinghistory')
  await expect(page.getByRole('article', { name: `Booking ${ref}` })).toBeVisible()
  await serviceWorkerInControl(page)
  // The cache is written to the device shortly after it changes (later on a busy phone).
  await expect
    .poll(async () =>
      (await keptOnPhone(page)).some((q) => q.name === 'booking-history' && q.json?.includes(ref)),
    )
    .toBe(true)
  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByText('You are offline — showing your bookings as last seen.'),
  ).toBeVisible()
  await expect(page.getByRole('article', { name: `Booking ${ref}` })).toBeVisible()
  await page.goto('/bookingStatus')
  await expect(page.getByRole('article', { name: `Ticket ${ref}` })).toContainText(
    'in your account',
  )
  await context.setOffline(false)
})

test('booking history seen, then opened again in the app after the signal went, says it shows them as last seen', async ({
  page,
  context,
}) => {
  const { phone } = await registeredCustomer(page.request, 'History in the app 2026')
  await page.goto('/signin')
  await agreeToCookies(page)
  await page.getByLabel('Phone Number or Email').fill(phone)
  await page.getByLabel('Password', { exact: true }).fill('History in the app 2026')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await personalise(page, 'Ada', 'Eze')
  await page
    .getByRole('dialog', { name: 'Verify your email' })
    .getByRole('button', { name: 'Close' })
    .click()
  await page.goto('/bookinghistory')
  await expect(page.getByText('You are yet to make a booking')).toBeVisible()
  await serviceWorkerInControl(page)

  // The signal goes while the app is open: the history is asked again, and waits for it.
  await context.setOffline(true)
  const account = page.getByRole('navigation', { name: 'My account' })
  await account.getByRole('link', { name: 'Setting' }).click()
  await account.getByRole('link', { name: 'Booking history' }).click()
  await expect(
    page.getByText('You are offline — showing your bookings as last seen.'),
  ).toBeVisible()
  await expect(page.getByText('You are yet to make a booking')).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('You are offline — showing your bookings as last seen.')).toHaveCount(
    0,
  )
})

test('a ticket saved awaiting payment shows its new status once paid elsewhere', async ({
  page,
  request,
}) => {
  const ref = await guestBooking(request, {
    to: 6,
    days: 26,
    bus: 'first',
  })
  // Looked up while awaiting payment: saved on the phone as such.
  await keptAwaitingPayment(page, ref)
  const listed = page.getByRole('article', { name: `Ticket ${ref}` })
  await expect(listed).toContainText('Awaiting payment')
  // Paid from another device: the list asks again and says so.
  const init = await request.post('/api/payment/api/v1/Paystack/initialize', {
    data: { reference: ref },
  })
  await request.post(`${(await init.json()).data}/pay`, { maxRedirects: 0 })
  await request.get(`/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
  await page.reload()
  await expect(listed).toContainText('Confirmed')
})

test('a booking opened from the phone with no signal shows its latest status once the signal is back', async ({
  page,
  context,
  request,
}) => {
  const ref = await paidGuestBooking(request, {
    to: 6,
    days: 26,
    bus: 'last',
    traveller: {
      firstName: 'Bisi',
      lastName: 'Ade',
      gender: 1,
      email: 'bisi@example.com',
      nextOfKinName: 'Tunde Ade',
    },
    departsInMinutes: 180,
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'I agree' }).click()
  await page.goto(`/bookingStatus?ref=${ref}`)
  await expect(page.getByRole('button', { name: 'Check In' })).toBeVisible()
  await serviceWorkerInControl(page)

  await context.setOffline(true)
  await page.reload()
  const offline = page.getByText(/^You are offline — showing the booking status saved on /)
  await expect(offline).toBeVisible()
  // Checked in meanwhile at the terminal's desk: the saved status does not know it yet.
  await request.get(`/api/booking/SeatManagement/getseatSelf/refcode/${ref}/1`)
  await context.setOffline(false)
  await expect(offline).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'View Ticket' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check In' })).toHaveCount(0)
})

test('My tickets opened with no signal shows a ticket paid meanwhile as Confirmed once the signal is back', async ({
  page,
  context,
  request,
}) => {
  const ref = await guestBooking(request, { to: 6, days: 27, bus: 'last' })
  await page.goto('/')
  await page.getByRole('button', { name: 'I agree' }).click()
  await keptAwaitingPayment(page, ref)
  await serviceWorkerInControl(page)
  await context.setOffline(true)
  await page.reload()
  const listed = page.getByRole('article', { name: `Ticket ${ref}` })
  await expect(listed).toContainText('Awaiting payment')
  const init = await request.post('/api/payment/api/v1/Paystack/initialize', {
    data: { reference: ref },
  })
  await request.post(`${(await init.json()).data}/pay`, { maxRedirects: 0 })
  await request.get(`/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
  await context.setOffline(false)
  await expect(listed).toContainText('Confirmed')
})
