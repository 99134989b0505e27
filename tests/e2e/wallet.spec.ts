import { expect, test, type Page } from './support/test.ts'
import { codeSentTo, international, newSignedInCustomer, outboxMark } from './support/accounts.ts'
import {
  chooseSeats,
  payWith,
  paystackOutcomeElsewhere,
  sandboxOutcome,
  sandboxReference,
  ticketReference,
} from './support/booking.ts'
import { fundedWallet, fundWallet, walletWithPin } from './support/wallet.ts'
import { lagosDay } from './lagos-days.ts'

// Issue 10: the wallet as a new customer uses it. Day 25 (Lagos → Ibadan) is this file's own.

const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

const signedInCustomer = (page: Page) =>
  newSignedInCustomer(page, 'Wallet journey 2026', 'Ngozi', 'Eze')

/** Settings → a PIN tab: request the code, enter it, Proceed. */
async function pinTabWithCode(page: Page, phone: string, tab: string) {
  await page.goto('/setting')
  await page.getByRole('tab', { name: tab }).click()
  const mark = await outboxMark(page.request, international(phone))
  await page.getByRole('button', { name: 'Request OTP' }).click()
  await page.getByLabel('OTP').fill(await codeSentTo(page.request, international(phone), mark))
  await page.getByRole('button', { name: 'Proceed' }).click()
}

test('set up the PIN, fund ₦20,000 by card, pay a booking with the wallet and earn 5% cashback; three wrong PINs lock it and a reset unlocks it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = await signedInCustomer(page)

  // Set up: the OTP from the outbox, then the PIN twice (a mismatch first).
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Digital wallet' })).toBeVisible()
  await expect(page.getByText('Your balance')).toBeVisible()
  const mark = await outboxMark(page.request, international(phone))
  await page.getByRole('button', { name: 'Set Up Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Set Up Wallet' })
    .getByRole('button', { name: 'Continue' })
    .click()
  const otp = page.getByRole('dialog', { name: 'Enter OTP' })
  await expect(
    otp.getByText('Enter 6 digit code sent to your mobile number and email'),
  ).toBeVisible()
  await otp.getByLabel('OTP').fill(await codeSentTo(page.request, international(phone), mark))
  await otp.getByRole('button', { name: 'Continue' }).click()
  const pin = page.getByRole('dialog', { name: 'Transaction PIN' })
  await pin.getByLabel('Enter PIN').fill('2468')
  await pin.getByLabel('Confirm PIN').fill('2469')
  await pin.getByRole('button', { name: 'Submit' }).click()
  await expect(pin.getByRole('alert')).toContainText("Transaction pin doesn't match")
  await pin.getByRole('button', { name: 'Try Again' }).click()
  await pin.getByLabel('Confirm PIN').fill('2468')
  await pin.getByRole('button', { name: 'Submit' }).click()
  await expect(pin.getByText('Transaction pin successfully created')).toBeVisible()
  await pin.getByRole('button', { name: 'Fund Wallet' }).click()

  // Fund ₦20,000 through the sandbox card gateway: an empty amount first. The problem is the
  // Amount's own, tied to it, and the focus goes back there, as in every other form.
  const fund = page.getByRole('dialog', { name: 'Fund Wallet' })
  const amount = fund.getByLabel('Amount')
  await fund.getByRole('button', { name: 'Paystack' }).press('Enter')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(amount).toHaveAccessibleDescription(/Invalid amount\./)
  await expect(amount).toBeFocused()
  // An amount that is not one, as typed, is refused: not read as ₦500 by dropping the minus.
  await amount.fill('-500')
  await fund.getByRole('button', { name: 'Paystack' }).press('Enter')
  await expect(amount).toHaveAccessibleDescription(/Invalid amount\./)
  await expect(amount).toBeFocused()
  await expect(page).toHaveURL(/\/profile/)
  // Over one funding's limit: the limit is said, not just 'Invalid amount.'.
  await amount.fill('5,000,001')
  await fund.getByRole('button', { name: 'Paystack' }).press('Enter')
  await expect(amount).toHaveAccessibleDescription(/The most you can add at once is ₦5,000,000\./)
  await expect(amount).toBeFocused()
  await expect(page).toHaveURL(/\/profile/)
  await amount.fill('20,000')
  await fund.getByRole('button', { name: 'Paystack' }).click()
  await sandboxOutcome(page, 'Pay')
  await expect(page.getByRole('heading', { name: 'Your wallet has been funded' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to Wallet' }).click()
  const card = page.getByRole('region', { name: 'Wallet balance' })
  await expect(card).toContainText('₦20,000.00')

  // Book and pay with the wallet: a wrong PIN first.
  await searchLagosIbadan(page)
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
  await chooseSeats(page, { count: 1 })
  await expect(page).toHaveURL(/\/passenger-details$/)
  await checkoutDetails(page, phone)
  const total = naira(
    await page
      .getByRole('dialog', { name: 'Trip Summary' })
      .locator('dt')
      .filter({ hasText: /^Total/ })
      .locator('+ dd')
      .textContent(),
  )
  await payWith(page, 'Wallet')
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await payment.getByLabel('Transaction PIN').fill('1111')
  await payment.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(payment.getByRole('alert')).toHaveText(
    'Wrong pin supplied. Your wallet will be locked on 3 failed attempts',
  )
  await payment.getByLabel('Transaction PIN').fill('2468')
  await payment.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page).toHaveURL(/\/confirmed-wallet-payment\?ref=/)
  const ref = await ticketReference(page)
  expect(ref).toMatch(/^WK/)

  // The lower balance and the cashback entry.
  await page.getByRole('link', { name: 'Go to Wallet' }).click()
  const cashback = Math.floor(total * 5) / 100
  const left = 20_000 - total
  await expect(card).toContainText(
    `₦${left.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  )
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.filter({ hasText: `5% cashback on booking ${ref}` })).toContainText(
    `+₦${cashback.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  )
  await expect(rows.filter({ hasText: `Booking ${ref}` }).first()).toBeVisible()

  // Three wrong PINs (here as the old PIN of Change Wallet PIN) lock the wallet.
  await pinTabWithCode(page, phone, 'Change Wallet PIN')
  for (let i = 1; i <= 3; i++) {
    await page.getByLabel('Old PIN').fill('0000')
    await page.getByLabel('New PIN').fill('1357')
    await page.getByLabel('Confirm PIN').fill('1357')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByRole('alert')).toContainText(i < 3 ? 'Wrong pin supplied' : 'locked')
  }
  await page.goto('/profile')
  await expect(page.getByRole('alert').filter({ hasText: 'Your wallet is locked' })).toBeVisible()

  // Reset Wallet Pin unlocks it, then /profile after 3 s. A wrong code first: the tab goes back
  // to the code, which can be typed again (no new one needed).
  await page.goto('/setting')
  await page.getByRole('tab', { name: 'Reset Wallet Pin' }).click()
  const resetMark = await outboxMark(page.request, international(phone))
  await page.getByRole('button', { name: 'Request OTP' }).click()
  const resetCode = await codeSentTo(page.request, international(phone), resetMark)
  await page.getByLabel('OTP').fill(resetCode === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByLabel('New PIN').fill('1357')
  await page.getByLabel('Confirm PIN').fill('1357')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid OTP, please try again.')
  await page.getByLabel('OTP').fill(resetCode)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByLabel('New PIN').fill('1357')
  await page.getByLabel('Confirm PIN').fill('1358')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('alert')).toHaveText('Pin not Match')
  await page.getByLabel('Confirm PIN').fill('1357')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Wallet PIN reset successfully.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/, { timeout: 10_000 })
  await expect(card).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Your wallet is locked' })).toHaveCount(0)
})

test('a wallet short of the amount: the low-balance step starts at Try Again, not at the × that ends the payment (trip and bill)', async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  await walletWithPin(page, phone)

  // A trip, with ₦0 in the wallet, by keyboard.
  await searchLagosIbadan(page)
  await chooseSeats(page, { count: 1 })
  await checkoutDetails(page, phone)
  await page
    .getByRole('dialog', { name: 'Trip Summary' })
    .getByRole('button', { name: 'Pay' })
    .click()
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await payment.getByRole('button', { name: 'Wallet', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(payment.getByRole('alert')).toContainText('Your wallet balance is low')
  const again = payment.getByRole('button', { name: 'Try Again' })
  await expect(again).toBeFocused()
  // Try Again asks the wallet afresh and comes back to the same step, at the same place.
  await page.keyboard.press('Enter')
  await expect(again).toBeFocused()
  await expect(payment).toBeVisible()

  // A bill: ₦500 of airtime.
  await page.goto('/airtime-topup')
  await page.getByLabel('Phone Number').fill('08031234567')
  await page.getByLabel('Amount').fill('500')
  await page.getByLabel('Amount').blur()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click()
  await page
    .getByRole('dialog', { name: 'Choose how to pay' })
    .getByRole('button', { name: 'Wallet' })
    .focus()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('dialog', { name: 'Your wallet balance is low' }).getByRole('button', {
      name: 'Try Again',
    }),
  ).toBeFocused()
})

/** From the dashboard, Lagos (Jibowu) to Ibadan (Challenge) on day 25: this file's buses. */
async function searchLagosIbadan(page: Page) {
  await page.goto('/dashboard')
  await page.getByLabel('Travelling From').selectOption({ label: 'Lagos (Jibowu)' })
  await page.getByLabel('Travelling To').selectOption({ label: 'Ibadan (Challenge)' })
  await page.getByLabel('Departure Date').fill(lagosDay(25))
  await page.getByRole('button', { name: 'Search Buses' }).click()
}

/** Checkout's three steps for the signed-in customer, to the trip summary. */
async function checkoutDetails(page: Page, phone: string) {
  await page.getByLabel('No, I will join the Bus at the terminal').check()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page.getByLabel('Phone Number').fill(phone)
  await page.getByLabel('Email').fill(`ngozi.${phone}@example.com`)
  await page.getByRole('button', { name: 'Proceed' }).click()
}

/**
 * A funded customer's seat booked for the card (Paystack), and Back from its checkout before
 * paying, to the trip summary again; the booking's reference.
 */
async function backFromCardCheckout(page: Page) {
  const phone = await signedInCustomer(page)
  await fundedWallet(page, phone, 20_000)
  await searchLagosIbadan(page)
  await chooseSeats(page, { count: 1 })
  await checkoutDetails(page, phone)
  await payWith(page, 'Paystack')
  const ref = await sandboxReference(page)
  return {
    ref,
    back: async () => {
      await page.goBack()
      await expect(page).toHaveURL(/\/passenger-details$/)
      await checkoutDetails(page, phone)
    },
  }
}

test('Back from a card checkout, the wallet pays for the booking already made', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { ref, back } = await backFromCardCheckout(page)
  await back()
  await payWith(page, 'Wallet')
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await payment.getByLabel('Transaction PIN').fill('2468')
  await payment.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page).toHaveURL(/\/confirmed-wallet-payment\?ref=/)
  expect(await ticketReference(page)).toBe(ref)
})

test('a booking whose card payment ended while the traveller was away is booked afresh and paid from the wallet, not refused at every PIN', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { ref, back } = await backFromCardCheckout(page)
  // The card is declined at the provider and the page never comes back to the result (the
  // signal went): the booking is over on the server, and this tab still has it as made.
  await paystackOutcomeElsewhere(page.request, ref, 'decline')
  await back()
  await payWith(page, 'Wallet')
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await payment.getByLabel('Transaction PIN').fill('2468')
  await payment.getByRole('button', { name: /^Pay ₦/ }).click()
  // Refused once, saying why; the wallet chosen again books the seats afresh and pays for them.
  await expect(payment.getByRole('alert')).toHaveText(
    'This booking was cancelled or its payment failed. Please book again.',
  )
  await payment.getByRole('button', { name: 'Wallet', exact: true }).click()
  await payment.getByLabel('Transaction PIN').fill('2468')
  await payment.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(page).toHaveURL(/\/confirmed-wallet-payment\?ref=/)
  expect(await ticketReference(page)).not.toBe(ref)
})

test('a wallet with no PIN yet, opened again, says a PIN is needed and sends the code to set one at once', async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  const to = international(phone)
  // Set Up Wallet made the wallet and sent a code; the traveller left before choosing a PIN.
  await page.goto('/profile')
  const first = await outboxMark(page.request, to)
  await page.getByRole('button', { name: 'Set Up Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Set Up Wallet' })
    .getByRole('button', { name: 'Continue' })
    .click()
  const left = page.getByRole('dialog', { name: 'Enter OTP' })
  await expect(left).toBeVisible()
  await codeSentTo(page.request, to, first)
  await left.getByRole('button', { name: 'Close' }).click()

  // SPEC §4: no PIN on load: an alert, and the code to set one requested there and then.
  const mark = await outboxMark(page.request, to)
  await page.reload()
  const otp = page.getByRole('dialog', { name: 'Enter OTP' })
  await expect(otp.getByRole('alert')).toHaveText(
    'You need to setup your wallet pin in order to use your wallet.',
  )
  await expect(
    otp.getByText('Enter 6 digit code sent to your mobile number and email'),
  ).toBeVisible()
  // No code yet: refused, read out at once, and tied to the field.
  await otp.getByRole('button', { name: 'Continue' }).click()
  await expect(otp.getByRole('alert').filter({ hasText: 'Enter the 6 digit code.' })).toBeVisible()
  await expect(otp.getByLabel('OTP')).toHaveAccessibleDescription('Enter the 6 digit code.')
  await otp.getByLabel('OTP').fill(await codeSentTo(page.request, to, mark))
  await otp.getByRole('button', { name: 'Continue' }).click()
  const pin = page.getByRole('dialog', { name: 'Transaction PIN' })
  await pin.getByLabel('Enter PIN').fill('1357')
  await pin.getByLabel('Confirm PIN').fill('1357')
  await pin.getByRole('button', { name: 'Submit' }).click()
  await expect(pin.getByText('Transaction pin successfully created')).toBeVisible()
  await pin.getByRole('button', { name: "Skip I'll do this" }).click()
  await expect(page.getByRole('button', { name: 'Fund wallet' })).toBeVisible()

  // With its PIN, the wallet opens as before: no alert, no code.
  const set = await outboxMark(page.request, to)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Fund wallet' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await outboxMark(page.request, to)).toBe(set)
})

test('changing the wallet PIN by keyboard, the focus goes on to the code, then to the PINs', async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  await walletWithPin(page, phone)
  await page.goto('/setting')
  await page.getByRole('tab', { name: 'Change Wallet PIN' }).click()
  const mark = await outboxMark(page.request, international(phone))
  await page.getByRole('button', { name: 'Request OTP' }).press('Enter')
  // Not back at the page's heading: the next step starts at its field.
  await expect(page.getByLabel('OTP')).toBeFocused()
  await page.keyboard.type(await codeSentTo(page.request, international(phone), mark))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Old PIN')).toBeFocused()
})

test('Change Wallet PIN with no wallet yet leads to setting one up, not a dead end', async ({
  page,
}) => {
  await signedInCustomer(page)
  await page.goto('/setting')
  await page.getByRole('tab', { name: 'Change Wallet PIN' }).click()
  await page.getByRole('button', { name: 'Request OTP' }).click()
  // It said only 'Wallet does not exist', with Request OTP to press again.
  await expect(page.getByText('You have not set up your wallet yet.')).toBeVisible()
  await page.getByRole('link', { name: 'Set Up Wallet' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('button', { name: 'Set Up Wallet' })).toBeVisible()
})

test('the wallet PIN tabs tie a refused code or PIN to its field', async ({ page }) => {
  const phone = await signedInCustomer(page)
  await walletWithPin(page, phone)
  await page.goto('/setting')
  for (const name of ['Change Wallet PIN', 'Reset Wallet Pin']) {
    await page.getByRole('tab', { name }).click()
    const tab = page.getByRole('region', { name })
    await tab.getByRole('button', { name: 'Request OTP' }).click()
    await tab.getByRole('button', { name: 'Proceed' }).click()
    await expect(tab.getByRole('alert')).toHaveText('Enter the 6 digit code.')
    const otp = tab.getByLabel('OTP')
    await expect(otp).toHaveAttribute('aria-invalid', 'true')
    await expect(otp).toHaveAccessibleDescription('Enter the 6 digit code.')
  }
  // PINs that differ: the Confirm PIN is the one refused.
  const tab = page.getByRole('region', { name: 'Reset Wallet Pin' })
  await tab.getByLabel('OTP').fill('123456')
  await tab.getByRole('button', { name: 'Proceed' }).click()
  await tab.getByLabel('New PIN').fill('1357')
  await tab.getByLabel('Confirm PIN').fill('1358')
  await tab.getByRole('button', { name: 'Update' }).click()
  await expect(tab.getByRole('alert')).toHaveText('Pin not Match')
  await expect(tab.getByLabel('Confirm PIN')).toHaveAttribute('aria-invalid', 'true')
  await expect(tab.getByLabel('Confirm PIN')).toHaveAccessibleDescription('Pin not Match')
  await expect(tab.getByLabel('New PIN')).not.toHaveAttribute('aria-invalid', 'true')
})

test('a seat paid from a wallet the third wrong PIN locked: said, with no PIN asked again and no more seats held', async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  const headers = await walletWithPin(page, phone)
  await fundWallet(page, 20_000)
  // Two wrong PINs already (sent as any wallet payment would be): the next one locks it.
  for (let i = 0; i < 2; i++)
    await page.request.post('/api/wallet/api/WalletApi/DebitWallet', {
      headers,
      data: { Amount: 100, Reference: `LOCK${i}TEST`, Pin: '0000' },
    })
  let bookings = 0
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname.endsWith('/booking')) bookings++
  })

  await searchLagosIbadan(page)
  await chooseSeats(page, { count: 1 })
  await checkoutDetails(page, phone)
  await payWith(page, 'Wallet')
  const payment = page.getByRole('dialog', { name: 'Trip payment' })
  await payment.getByLabel('Transaction PIN').fill('1111')
  await payment.getByRole('button', { name: /^Pay ₦/ }).click()
  const locked =
    'Your wallet is locked after 3 wrong PINs. Reset your wallet PIN (Settings, Reset Wallet Pin) to unlock it.'
  // Locked: back to the ways to pay, with no PIN field left to try a fourth in.
  await expect(payment.getByRole('alert')).toHaveText(locked)
  await expect(payment.getByLabel('Transaction PIN')).toHaveCount(0)
  expect(bookings).toBe(1)

  // Wallet chosen again: said at once, no PIN asked, and no other booking made to hold seats.
  await payment.getByRole('button', { name: 'Wallet', exact: true }).click()
  await expect(payment.getByRole('alert')).toHaveText(locked)
  await expect(payment.getByLabel('Transaction PIN')).toHaveCount(0)
  expect(bookings).toBe(1)
  // The card still pays.
  await expect(payment.getByRole('button', { name: 'Paystack', exact: true })).toBeVisible()
})

test('setting up the wallet, a wrong code goes back to the code to type again, the PINs kept', async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  await page.goto('/profile')
  const mark = await outboxMark(page.request, international(phone))
  await page.getByRole('button', { name: 'Set Up Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Set Up Wallet' })
    .getByRole('button', { name: 'Continue' })
    .click()
  const otp = page.getByRole('dialog', { name: 'Enter OTP' })
  const code = await codeSentTo(page.request, international(phone), mark)
  await otp.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000')
  await otp.getByRole('button', { name: 'Continue' }).click()
  const pin = page.getByRole('dialog', { name: 'Transaction PIN' })
  await pin.getByLabel('Enter PIN').fill('2468')
  await pin.getByLabel('Confirm PIN').fill('2468')
  await pin.getByRole('button', { name: 'Submit' }).click()
  // The code was wrong: back at the code (the PIN step has no field to correct it), refused there.
  await expect(otp.getByRole('alert')).toHaveText('Invalid OTP, please try again.')
  const field = otp.getByLabel('OTP')
  await expect(field).toBeFocused()
  await expect(field).toHaveAccessibleDescription('Invalid OTP, please try again.')
  await field.fill(code)
  await otp.getByRole('button', { name: 'Continue' }).click()
  await expect(pin.getByLabel('Enter PIN')).toHaveValue('2468')
  await pin.getByRole('button', { name: 'Submit' }).click()
  await expect(pin.getByText('Transaction pin successfully created')).toBeVisible()
})
