import { expect, test, type Page } from './support/test.ts'
import {
  agreeToCookies,
  codeSentTo,
  endSession,
  international,
  logout,
  newSignedInCustomer,
  outboxMark,
  personalise,
  registeredCustomer,
  signInAtLogin,
  signUpOnPage,
  uniquePhone,
  verifyEmail,
} from './support/accounts.ts'
import {
  choosePlace,
  sandboxOutcome,
  sandboxReference,
  ticketReference,
} from './support/booking.ts'
import { lagosDay } from './lagos-days.ts'
import { loseFirstAnswer } from './support/lost-answer.ts'
import { collectPageErrors } from './support/page-errors.ts'

// Issue 13: hiring a whole bus as a new user would. Hire days 6–14 are this file's own.

/** The Hire a bus tab filled, not yet sent: one way from Lekki to Garki, `days` ahead. */
async function fillHireSearch(page: Page, days: number, { signedIn = false } = {}) {
  await page.goto(signedIn ? '/dashboard' : '/')
  if (!signedIn) await agreeToCookies(page)
  await page.getByRole('tab', { name: 'Hire a bus' }).click()
  await choosePlace(page, 'Hire From', 'Lek', /^Lekki Phase 1, Lagos/)
  await choosePlace(page, 'Hire Destination', 'Garki', /^Garki, Abuja/)
  await page.getByLabel('Departing on').fill(lagosDay(days))
}

/**
 * From the home page, one Hiace from Lekki to Garki, `days` ahead: on to the sign-in gate (a
 * signed-in customer starts from the dashboard and goes on to the hire details).
 */
async function hireOneHiace(page: Page, days: number, { signedIn = false } = {}) {
  await fillHireSearch(page, days, { signedIn })
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByLabel('Number of Hiace', { exact: true }).selectOption('1')
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function hireDetails(page: Page) {
  await expect(page.getByRole('heading', { name: 'Hire trip summary' })).toBeVisible()
  const fill = async (label: string, value: string) => {
    const field = page.getByLabel(label, { exact: true })
    if (await field.isEditable()) await field.fill(value)
  }
  await fill('Full Name', 'Tolu Adeyemi')
  await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Female' })
  await fill('Email', 'tolu@example.com')
  await fill('Phone Number', '08031234567')
  await page.getByLabel('Address', { exact: true }).fill('12 Admiralty Way, Lekki')
  await page.getByLabel('Next of Kin Name').fill('Femi Adeyemi')
  await page.getByLabel('Next of Kin Phone').fill('08059876543')
}

test('a guest hires two Hiace buses one way from Lekki to Garki and pays with the sandbox', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await agreeToCookies(page)
  await page.getByRole('tab', { name: 'Hire a bus' }).click()
  // Typed but not chosen from the list: refused.
  await page.getByRole('combobox', { name: 'Hire From' }).fill('Lekki')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(
    page.getByText('Choose where the bus should pick you up from the list.'),
  ).toBeVisible()

  await choosePlace(page, 'Hire From', 'Lek', /^Lekki Phase 1, Lagos/)
  // By keyboard: closed with Escape, the list opens again with Down Arrow (WAI-ARIA combobox),
  // its matches read out; Enter picks the one shown as chosen.
  const destination = page.getByRole('combobox', { name: 'Hire Destination' })
  // Typed on before the new search has run: Enter picks nothing of the old matches.
  await destination.fill('Garki')
  await expect(page.getByRole('option', { name: /^Garki, Abuja/ }).first()).toBeVisible()
  await destination.fill('Garki xyzqq')
  await destination.press('Enter')
  await expect(destination).toHaveValue('Garki xyzqq')
  await destination.fill('Garki')
  await expect(page.getByRole('option', { name: /^Garki, Abuja/ }).first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /places? found/ })).toBeAttached()
  await destination.press('Escape')
  await expect(destination).toHaveAttribute('aria-expanded', 'false')
  await destination.press('ArrowDown')
  await expect(destination).toHaveAttribute('aria-expanded', 'true')
  await destination.press('Enter')
  await expect(destination).toHaveValue(/^Garki, Abuja/)
  await page.getByLabel('Departing on').fill(lagosDay(6))
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible()
  await expect(page).toHaveURL(/\/select-bus-hire\?/)
  const proceed = page.getByRole('button', { name: 'Continue' })
  await expect(proceed).toBeDisabled()
  await page.getByLabel('Number of Hiace', { exact: true }).selectOption('2')
  await proceed.click()

  await expect(page).toHaveURL(/\/signnow$/)
  // On screen, not only in the address bar (the router keeps the buses mounted while it loads).
  await expect(page.getByRole('link', { name: 'Continue Without Log In' })).toBeVisible()
  // Back to the buses: the two chosen are still chosen.
  await page.goBack()
  await expect(page.getByLabel('Number of Hiace', { exact: true })).toHaveValue('2')
  // A choice brought back is held to what is free now: three Waka PRO kept, two on the road.
  const pro = page.getByLabel('Number of Waka PRO', { exact: true })
  const proId = Number((await pro.getAttribute('id'))!.replace('hire-qty-', ''))
  await page.evaluate((id) => {
    const kept = JSON.parse(sessionStorage.getItem('hireSelection')!)
    const [line] = kept.lines
    kept.lines.push({ departure: { ...line.departure, vehicleModelId: id }, quantity: 3 })
    sessionStorage.setItem('hireSelection', JSON.stringify(kept))
  }, proId)
  await page.reload()
  await expect(pro).toHaveValue('2')
  await pro.selectOption('0')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/signnow$/)
  await page.getByRole('link', { name: 'Continue Without Log In' }).click()
  await hireDetails(page)
  await expect(page.getByText('Total Number Of Vehicles')).toBeVisible()
  // Wrong input: the problem shows beside its field, which takes the focus (on a phone the Pay
  // button is far below the top of the form), and nothing is booked.
  const kinPhone = page.getByLabel('Next of Kin Phone')
  await kinPhone.fill('08031234567')
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(kinPhone).toBeFocused()
  await expect(kinPhone).toHaveAccessibleDescription(
    'Passenger and Next of Kin Phone No. should not be the same!!!',
  )
  await expect(page.getByRole('dialog', { name: 'Trip payment' })).toHaveCount(0)
  await kinPhone.fill('08059876543')

  // No signal as the payment opens: it says so, and the ways to pay come once it is back.
  await context.setOffline(true)
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await expect(payment.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  await context.setOffline(false)
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
  await sandboxOutcome(page, 'Pay')
  await expect(page).toHaveURL(/\/call-back-hire\?reference=WK/)
  const ref = await ticketReference(page)
  await expect(page.getByText('2 × Hiace').first()).toBeVisible()

  // Its booking status shows the buses, not a seat, and offers only its ticket: a hired bus is
  // neither checked in seat by seat nor tracked.
  await page.goto(`/bookingStatus?ref=${ref}`)
  const traveller = page.getByRole('region', { name: 'Main traveller' })
  await expect(traveller).toContainText('Hired by')
  await expect(traveller).toContainText('2 × Hiace')
  await expect(traveller).not.toContainText('Seat')
  await expect(page.getByRole('button', { name: 'Check In' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Track Bus' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Check in by location' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Show Ticket' }).click()
  const shown = page.getByRole('dialog', { name: 'View Ticket' })
  await expect(shown).toContainText('2 × Hiace')
  await expect(shown).toContainText('to the driver when the bus picks you up')
  await expect(shown).not.toContainText('Check-in closes')
  // Opened at the roadside all the same, check-in by location says why there is none.
  await page.goto(`/selfcheckin?ref=${ref}`)
  await expect(
    page.getByText('A hired bus is not checked in: show your hire ticket to the driver'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check In' })).toHaveCount(0)
})

test('Pay stays disabled until the hire details are complete, and says what is still missing', async ({
  page,
}) => {
  await hireOneHiace(page, 7)
  await page.getByRole('link', { name: 'Continue Without Log In' }).click()
  await expect(page.getByRole('heading', { name: 'Hire trip summary' })).toBeVisible()
  const pay = page.getByRole('button', { name: /^Pay ₦/ })
  await expect(pay).toBeDisabled()
  await expect(page.getByText('Please fill in your Full Name.')).toBeVisible()
  await expect(pay).toHaveAccessibleDescription('Please fill in your Full Name.')
  await page.getByLabel('Full Name', { exact: true }).fill('Tolu Adeyemi')
  await expect(pay).toHaveAccessibleDescription('Please choose your Gender.')
  await hireDetails(page)
  await expect(pay).toBeEnabled()
  await expect(pay).toHaveAccessibleDescription('')
})

test('a guest who signs up on the way to hire goes on to the hire details, e-mail filled', async ({
  page,
}) => {
  const phone = uniquePhone()
  await hireOneHiace(page, 6)
  await expect(page).toHaveURL(/\/signnow$/)

  await signUpOnPage(page, phone, 'Hire from Lekki 2026')
  await personalise(page, 'Tolu', 'Adeyemi')
  const email = `tolu.${phone}@example.com`
  await verifyEmail(page, email)

  // Back to the hire, with what the sign-up gave: name, e-mail (read-only), next of kin.
  await expect(page).toHaveURL(/\/hire-passenger-details$/)
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Tolu Adeyemi')
  const emailField = page.getByLabel('Email', { exact: true })
  await expect(emailField).toHaveValue(email)
  await expect(emailField).not.toBeEditable()
  await expect(page.getByLabel('Next of Kin Name')).toHaveValue('Chidi Okafor')
  await expect(page.getByLabel('Next of Kin Phone')).toHaveValue('08059876543')
  // Signed in now, /signnow does not offer the sign-up again: the hire goes on.
  await page.goto('/signnow')
  await expect(page).toHaveURL(/\/hire-passenger-details$/)
  await expect(page.getByRole('button', { name: 'Continue Without Log In' })).toHaveCount(0)
})

/** A new customer, Tolu Adeyemi, signed in on `page` with `password`; their phone. */
const signedInHirer = (page: Page, password: string) =>
  newSignedInCustomer(page, password, 'Tolu', 'Adeyemi')

test('a signed-in customer hires a round trip with the bus retained and sees it in history', async ({
  page,
}) => {
  await signedInHirer(page, 'Hire the bus 2026')

  await page.goto('/dashboard')
  await page.getByRole('tab', { name: 'Hire a bus' }).click()
  await page.getByRole('tab', { name: 'Round Trip' }).click()
  await choosePlace(page, 'Hire From', 'Lek', /^Lekki Phase 1, Lagos/)
  await choosePlace(page, 'Hire Destination', 'Garki', /^Garki, Abuja/)
  await page.getByLabel('Departing on').fill(lagosDay(9))
  await page.getByLabel('Return', { exact: true }).fill(lagosDay(11))
  await page.getByLabel('Retain bus for the night?').check()
  await expect(
    page.getByText('N.B: Retaining Bus for night will include additional charges.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page).toHaveURL(/\/select-bus-hire\?/)
  await page.getByLabel('Number of Hiace', { exact: true }).selectOption('1')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/hire-passenger-details$/)
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Tolu Adeyemi')
  await hireDetails(page)
  const summary = page.locator('.hire-summary')
  await expect(summary.locator('dt', { hasText: 'Sleepover fee' }).locator('+ dd')).not.toHaveText(
    '₦0.00',
  )
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await page
    .getByRole('dialog', { name: 'Trip payment' })
    .getByRole('button', { name: 'Paystack', exact: true })
    .click()
  await sandboxOutcome(page, 'Pay')
  const ref = await ticketReference(page)
  await expect(page.getByRole('region', { name: 'Return trip' })).toBeVisible()

  await page.goto('/bookinghistory')
  const card = page.getByRole('article', { name: `Booking ${ref}` })
  await expect(card).toContainText('Lekki Phase 1')
  await expect(card).toContainText('Approved')
})

test('a hire whose answer was lost on the way is the one paid for when the guest tries again', async ({
  page,
}) => {
  await hireOneHiace(page, 12)
  await page.getByRole('link', { name: 'Continue Without Log In' }).click()
  await hireDetails(page)
  // The server books the bus, and its answer never arrives.
  const answers = await loseFirstAnswer(page, '**/api/booking/HireBooking/requestBooking')
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  const paystack = payment.getByRole('button', { name: 'Paystack', exact: true })
  await paystack.click()
  await expect(payment.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  // Again: the same request gets the hire already made, not a second one holding another bus.
  await paystack.click()
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  expect(answers.sent()).toBe(2)
  const lost = answers.lost().data.refCode
  expect(lost).toMatch(/^WK/)
  expect(page.url().toUpperCase()).toContain(lost)
})

test('Back from paying for a hire pays for that hire, and after it is paid offers no second one', async ({
  page,
}) => {
  await hireOneHiace(page, 13)
  await page.getByRole('link', { name: 'Continue Without Log In' }).click()
  await hireDetails(page)
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
  const ref = await sandboxReference(page)

  // Back before paying: the hire made is the one to pay for, not a copy of it.
  await page.goBack()
  await expect(page.getByRole('status')).toHaveText(
    `Your hire ${ref} is booked and waiting for payment.`,
  )
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  expect(page.url().toUpperCase()).toContain(ref)
  await sandboxOutcome(page, 'Pay')
  await expect(page).toHaveURL(/\/call-back-hire\?reference=WK/)
  expect(await ticketReference(page)).toBe(ref)

  // Back twice once paid (tester Q): the paid hire, and nothing to pay again.
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/hire-passenger-details$/)
  const paid = `Your hire ${ref} is paid for. To hire another bus, please search again.`
  await expect(page.getByRole('status')).toHaveText(paid)
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('status')).toHaveText(paid)
  await page.getByRole('link', { name: 'View Ticket' }).click()
  await expect(page).toHaveURL(new RegExp(`/bookingStatus\\?ref=${ref}`))
})

test('a hire whose payment ended while the hirer was away is hired afresh on the next Pay, not refused for ever', async ({
  page,
}) => {
  await hireOneHiace(page, 8)
  await page.getByRole('link', { name: 'Continue Without Log In' }).click()
  await hireDetails(page)
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
  const ref = await sandboxReference(page)
  // The card is declined at the provider and the page never comes back to the result (the
  // signal went): the hire is over on the server, and this tab still holds it as made.
  await page.request.post(`/api/payment/sandbox/paystack/${ref}/decline`, { maxRedirects: 0 })
  await page.request.get(`/api/payment/Payment/ProcessHiredServicePaystackPayment/${ref}`)
  await page.goBack()
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
  // Refused once, saying why; the page no longer offers that hire as waiting for payment, and
  // Pay hires the buses again (the details as typed) and pays for that.
  await expect(payment.getByRole('alert')).toHaveText(
    'This booking was cancelled or its payment failed. Please book again.',
  )
  await payment.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText(`Your hire ${ref} is booked and waiting for payment.`)).toHaveCount(0)
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Admiralty Way, Lekki')
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  expect(page.url().toUpperCase()).not.toContain(ref)
  await sandboxOutcome(page, 'Pay')
  await expect(page).toHaveURL(/\/call-back-hire\?reference=WK/)
  const paid = await ticketReference(page)
  expect(paid).not.toBe(ref)
  await expect(page.getByText('1 × Hiace').first()).toBeVisible()
})

test('with no way to pay offered, the hire payment and Fund Wallet say so rather than show an empty list', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = await signedInHirer(page, 'No gateway 2026')
  // As a server with SANDBOX_PAYMENTS=off and no gateway key answers (payment-sandbox-off.test):
  // the wallets alone to a signed-in customer, and nothing to fund the wallet with.
  await page.route(/\/PaymentGateway\/Gateways\/\d/, async (route) => {
    const answer = await route.fetch()
    const body = await answer.json()
    body.data = body.data.filter((g: { paymentWalletEnumId: number }) =>
      [1, 23].includes(g.paymentWalletEnumId),
    )
    await route.fulfill({ response: answer, json: body })
  })

  // A hire is not paid from the wallet: no way to pay it is left.
  await hireOneHiace(page, 14, { signedIn: true })
  await hireDetails(page)
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  const none = 'No way to pay is available right now. Please try again later.'
  await expect(payment.getByRole('alert')).toHaveText(none)
  await expect(payment.getByRole('listitem')).toHaveCount(0)
  await payment.getByRole('button', { name: 'Close' }).click()

  // Nor is there any way to fund the wallet.
  await page.goto('/profile')
  const mark = await outboxMark(page.request, international(phone))
  await page.getByRole('button', { name: 'Set Up Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Set Up Wallet' })
    .getByRole('button', { name: 'Continue' })
    .click()
  const otp = page.getByRole('dialog', { name: 'Enter OTP' })
  await otp.getByLabel('OTP').fill(await codeSentTo(page.request, international(phone), mark))
  await otp.getByRole('button', { name: 'Continue' }).click()
  const pin = page.getByRole('dialog', { name: 'Transaction PIN' })
  await pin.getByLabel('Enter PIN').fill('2468')
  await pin.getByLabel('Confirm PIN').fill('2468')
  await pin.getByRole('button', { name: 'Submit' }).click()
  await pin.getByRole('button', { name: 'Fund Wallet' }).click()
  const fund = page.getByRole('dialog', { name: 'Fund Wallet' })
  await expect(fund.getByRole('alert')).toHaveText(none)
  await expect(fund.getByRole('listitem')).toHaveCount(0)
})

test('hire details typed before the session ran out are there once signed in again, for that customer only', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const phone = await signedInHirer(page, 'Typed hire 2026')
  await hireOneHiace(page, 14, { signedIn: true })
  await expect(page).toHaveURL(/\/hire-passenger-details$/)
  const email = page.getByLabel('Email', { exact: true })
  const address = page.getByLabel('Address', { exact: true })
  const kin = page.getByLabel('Next of Kin Name')
  await email.fill('tolu@example.com')
  await address.fill('12 Admiralty Way, Lekki')
  await kin.fill('Femi Adeyemi')
  const pay = page.getByRole('button', { name: /^Pay ₦/ })

  // The session runs out: Pay asks for a sign-in that comes back with what was typed.
  await endSession(page)
  await pay.click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhire-passenger-details$/)
  await signInAtLogin(page, phone, 'Typed hire 2026')
  await expect(page).toHaveURL(/\/hire-passenger-details$/)
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Tolu Adeyemi')
  await expect(email).toHaveValue('tolu@example.com')
  await expect(address).toHaveValue('12 Admiralty Way, Lekki')
  await expect(kin).toHaveValue('Femi Adeyemi')
  await page.reload()
  await expect(address).toHaveValue('12 Admiralty Way, Lekki')

  // Another customer signing in there instead starts without them.
  const bola = await registeredCustomer(page.request, 'Typed hire 2026')
  const elsewhere = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const phone2 = await elsewhere.newPage()
  await phone2.goto('/login')
  await agreeToCookies(phone2)
  await signInAtLogin(phone2, bola.phone, 'Typed hire 2026')
  await personalise(phone2, 'Bola', 'Obi')
  await elsewhere.close()
  await endSession(page)
  await pay.click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhire-passenger-details$/)
  await signInAtLogin(page, bola.phone, 'Typed hire 2026')
  await expect(page).toHaveURL(/\/hire-passenger-details$/)
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Bola Obi')
  await expect(email).toHaveValue('')
  await expect(address).toHaveValue('')
  await expect(kin).toHaveValue('Chidi Okafor')

  // Nor after a Logout: the next person on the phone does not see what was typed.
  await address.fill('3 Bola Street, Ikeja')
  await logout(page)
  await page.goto('/hire-passenger-details')
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('')
  await expect(address).toHaveValue('')
  await expect(kin).toHaveValue('')
})

test('a hire made by one customer is not shown, continued or paid by the next signed in on the tab', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000)
  const password = 'Shared hire 2026'
  const tolu = await signedInHirer(page, password)
  // Bola has used the app before, on their own phone (their profile is complete).
  const bola = await registeredCustomer(page.request, password)
  const theirs = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const theirPhone = await theirs.newPage()
  await theirPhone.goto('/login')
  await agreeToCookies(theirPhone)
  await signInAtLogin(theirPhone, bola.phone, password)
  await personalise(theirPhone, 'Bola', 'Obi')
  await theirs.close()
  const booked = (ref: string) => `Your hire ${ref} is booked and waiting for payment.`
  /** Pays on to the provider's page and back: the hire made, as its hirer is offered it. */
  async function makeHire() {
    await page.getByRole('button', { name: /^Pay ₦/ }).click()
    const payment = page.getByRole('dialog', { name: 'Trip payment' })
    await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
    const ref = await sandboxReference(page)
    await page.goBack()
    await expect(page.getByRole('status')).toHaveText(booked(ref))
    return ref
  }
  await hireOneHiace(page, 10, { signedIn: true })
  await hireDetails(page)
  const first = await makeHire()

  // Logout in another tab and another customer signs in there: this tab starts again as them,
  // on the same buses, with neither the hire made nor its request key (the next Pay is theirs).
  const other = await context.newPage()
  await other.goto('/dashboard')
  await logout(other)
  await other.goto('/login')
  await signInAtLogin(other, bola.phone, password)
  await expect(other).toHaveURL(/\/dashboard$/)
  await other.close()
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Bola Obi')
  await expect(page.getByText(first)).toHaveCount(0)
  expect(await page.evaluate(() => sessionStorage.getItem('hireRequestKey'))).toBeNull()
  await hireDetails(page)
  const second = await makeHire()
  expect(second).not.toBe(first)

  // Nor after a Logout here: the next customer on the phone is not offered the hire to pay.
  await logout(page)
  await page.goto('/login')
  await signInAtLogin(page, tolu, password)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/hire-passenger-details')
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Tolu Adeyemi')
  await expect(page.getByText(second)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Pay ₦/ })).toBeVisible()
})

test('/select-bus-hire without a whole search shows a way back, with no error logged', async ({
  page,
}) => {
  const problems = collectPageErrors(page)
  await page.goto(`/select-bus-hire?from=lekki&date=${lagosDay(9)}`)
  await expect(page.getByRole('alert')).toHaveText(
    'This hire search is incomplete. Please start again from the home page.',
  )
  await page.getByRole('link', { name: 'Book Again' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(problems).toEqual([])
})

test('place search with no signal says the traveller is offline, and searches once the signal is back', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await agreeToCookies(page)
  await page.getByRole('tab', { name: 'Hire a bus' }).click()
  const destination = page.getByRole('combobox', { name: 'Hire Destination' })
  const status = page.getByRole('status').filter({ hasText: /./ })

  // The maps service answers, but with a failure: that is the search being unavailable.
  await page.route('**/api/maps/api/Google/autocomplete?**', (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  )
  await destination.fill('Garki')
  await expect(status).toHaveText('Place search is unavailable.')
  await page.unroute('**/api/maps/api/Google/autocomplete?**')

  // No signal: it says so, in the words the rest of the app uses.
  await context.setOffline(true)
  await destination.fill('Gark')
  await expect(status).toHaveText('You appear to be offline. Check your connection and try again.')
  await context.setOffline(false)
  await expect(page.getByRole('option', { name: /^Garki, Abuja/ }).first()).toBeVisible()
  await expect(status).not.toContainText('offline')
})

test('buses taken by another hirer as this one pays: said so, and back to choose others', async ({
  page,
}) => {
  await fillHireSearch(page, 10)
  await page.getByRole('button', { name: 'Proceed' }).click()
  // Both of the day's Waka PRO.
  await page.getByLabel('Number of Waka PRO', { exact: true }).selectOption('2')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('link', { name: 'Continue Without Log In' }).click()
  await hireDetails(page)
  // Another hirer's request for the same two buses arrives a moment before this one's.
  let first = true
  await page.route('**/api/booking/HireBooking/requestBooking', async (route) => {
    if (!first) return route.continue()
    first = false
    const other = await page.request.post(route.request().url(), {
      data: route.request().postDataJSON(),
      headers: { 'Idempotency-Key': 'another-hirer' },
    })
    expect(other.ok(), await other.text()).toBe(true)
    await route.continue()
  })
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await payment.getByRole('button', { name: 'Paystack', exact: true }).click()
  await expect(payment.getByRole('alert')).toHaveText('No hire found, please try again.')
  // Not the ways to pay again (each would meet the same), but the buses free now.
  await expect(payment.getByRole('button', { name: 'Paystack', exact: true })).toHaveCount(0)
  await payment.getByRole('link', { name: 'Choose other buses' }).click()
  await expect(page).toHaveURL(/\/select-bus-hire\?/)
  await expect(page.getByLabel('Number of Hiace', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Number of Waka PRO', { exact: true })).toHaveCount(0)
})

test('the distance lookup meeting no signal says so and keeps the search, rather than blame the places', async ({
  page,
}) => {
  await fillHireSearch(page, 11)
  // The signal goes as the distance is asked for (the phone still says it is online).
  const distance = '**/api/maps/api/Google/getdistancewithplaceid?**'
  await page.route(distance, (route) => route.abort('internetdisconnected'))
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  await expect(page.getByRole('combobox', { name: 'Hire From' })).toHaveValue(/^Lekki Phase 1/)
  await expect(page.getByLabel('Departing on')).toHaveValue(lagosDay(11))
  // Proceed again once the signal is back: on to the buses.
  await page.unroute(distance)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page).toHaveURL(/\/select-bus-hire\?/)
})

test('a hire search left while it was processing does not take the traveller away afterwards', async ({
  page,
}) => {
  await page.clock.install()
  await fillHireSearch(page, 11)
  const distance = page.waitForResponse('**/api/maps/api/Google/getdistancewithplaceid?**')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible()
  await distance
  // During SPEC §4's 1.5 s wait the traveller turns to something else.
  await page.getByRole('tab', { name: 'Booking status' }).click()
  await page.clock.runFor(2_000)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('tab', { name: 'Booking status' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})
