import { expect, test, type Locator, type Page } from './support/test.ts'
import { newSignedInCustomer } from './support/accounts.ts'
import { sandboxOutcome } from './support/booking.ts'
import { doubleTap } from './support/double-tap.ts'
import { loseFirstAnswer } from './support/lost-answer.ts'
import { fundedWallet } from './support/wallet.ts'

// Issue 11: bills as a new customer pays them. Test numbers are the sandbox switch's (README).

const signedInCustomer = (page: Page) =>
  newSignedInCustomer(page, 'Bills journey 2026', 'Bola', 'Ade')

/** ₦500 of airtime for 08031234567, its network (MTN) found from the number, then Proceed. */
async function orderMtnAirtime(page: Page) {
  await page.goto('/airtime-topup')
  await page.getByLabel('Phone Number').fill('08031234567')
  await page.getByLabel('Amount').fill('500')
  await page.getByLabel('Amount').blur()
  await expect(page.getByLabel('Network')).toHaveValue('MTN')
  await page.getByRole('button', { name: 'Proceed' }).click()
}

/** Confirm's Pay, then a way to pay. */
async function chooseToPay(page: Page, way: 'Wallet' | 'Card') {
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click()
  await page
    .getByRole('dialog', { name: 'Choose how to pay' })
    .getByRole('button', { name: way })
    .click()
}

/** Confirm, Wallet, the PIN, then its Pay (`press`ed: a click, or a quick double tap). */
async function payWithWallet(page: Page, press = (button: Locator) => button.click()) {
  await chooseToPay(page, 'Wallet')
  const pin = page.getByRole('dialog', { name: 'Transaction Pin' })
  await pin.getByLabel('Transaction PIN').fill('2468')
  await press(pin.getByRole('button', { name: /^Pay ₦/ }))
  return page.getByRole('dialog', { name: 'Bill payment' })
}

test('airtime by sandbox card; data, DStv and prepaid electricity by wallet, with the token', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = await signedInCustomer(page)

  // MTN airtime by card: the network follows the number.
  await page.goto('/airtime-topup')
  // Proceed with nothing filled: the refusal is tied to the phone field, which takes the focus.
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('alert')).toHaveText('Phone No should be 11 digit')
  await expect(page.getByLabel('Phone Number')).toBeFocused()
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(
    'Phone No should be 11 digit',
  )
  await page.getByLabel('Phone Number').fill('08031234567')
  await page.getByLabel('Amount').fill('500')
  await page.getByLabel('Amount').blur()
  await expect(page.getByLabel('Network')).toHaveValue('MTN')
  await page.getByRole('button', { name: 'Proceed' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm your payment' })
  await expect(confirm).toContainText('₦500.00')
  await confirm.getByRole('button', { name: 'Pay', exact: true }).click()
  // The step replaced the button just pressed: the focus is on the next step's first choice,
  // not lost to the page behind (keyboard and screen reader users go on from there).
  const card = page.getByRole('dialog', { name: 'Choose how to pay' }).getByRole('button', {
    name: 'Card',
  })
  await expect(card).toBeFocused()
  await card.click()
  await sandboxOutcome(page, 'Pay')
  await expect(page).toHaveURL(/\/paybill-call-back\?reference=BP/)
  await expect(
    page.getByRole('heading', { name: /^Your Payment of \(BP\w+\) was successful\.$/ }),
  ).toBeVisible()
  // Done goes on to the bills (SPEC §2), not back to the card checkout.
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page).toHaveURL(/\/bills-payment$/)

  await fundedWallet(page, phone, 30_000)

  // A data bundle from the wallet.
  await page.getByRole('tab', { name: 'Data Bundle' }).click()
  // The network follows the number as it changes: no bundle of the first one for the second.
  await page.getByLabel('Phone Number').fill('08031234567')
  await expect(page.getByRole('radio', { name: 'MTN' })).toBeChecked()
  await page.getByLabel('Phone Number').fill('08051234567')
  await expect(page.getByRole('radio', { name: 'Glo' })).toBeChecked()
  await page
    .getByLabel('Bundle', { exact: true })
    .selectOption({ label: 'Glo Data 1GB - 1 Day — ₦500.00' })
  await expect(page.getByLabel('Amount')).toHaveValue('₦500.00')
  await page.getByRole('button', { name: 'Proceed' }).click()
  // The wallet is debited and the answer is lost on the way: the traveller pays again, and the
  // wallet is debited once (the balance at the end).
  const DEBIT = '**/api/wallet/api/WalletApi/DebitWallet'
  const debits = await loseFirstAnswer(page, DEBIT)
  let result = await payWithWallet(page)
  const pinStep = page.getByRole('dialog', { name: 'Transaction Pin' })
  await expect(pinStep.getByRole('alert').first()).toBeVisible()
  await pinStep.getByLabel('Transaction PIN').fill('2468')
  await pinStep.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(result.getByRole('status').first()).toHaveText('Your transaction was successful')
  expect(debits.sent()).toBe(2)
  await page.unroute(DEBIT)
  await result.getByRole('button', { name: 'Done' }).click()

  // DStv: validated first; the ₦100 fee on top.
  await page.getByRole('tab', { name: 'Tv Subscription' }).click()
  await page.getByLabel('Provider').selectOption({ label: 'DStv' })
  await page.getByLabel('Smart Card Number').fill('7023456789')
  await page.getByLabel('Plan').selectOption({ label: 'DStv Padi — ₦4,400.00' })
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toContainText(
    '₦4,500.00',
  )
  result = await payWithWallet(page)
  await expect(result.getByRole('status').first()).toHaveText('Your transaction was successful')
  // The plan bought, and what was charged for it (as the payments list shows it).
  await expect(result).toContainText('₦4,400.00 (DStv Padi)')
  await expect(result).toContainText('You paid ₦4,500.00, with a ₦100.00 fee.')
  await result.getByRole('button', { name: 'Done' }).click()

  // Electricity: a wrong meter number first, then prepaid with its token.
  await page.getByRole('tab', { name: 'Electricity' }).click()
  await page.getByLabel('Provider').selectOption({ label: 'Ikeja Electric' })
  await page.getByLabel('Meter Type').selectOption('Prepaid')
  await page.getByLabel('Meter Number').fill('00000000000')
  await page.getByLabel('Amount').fill('2000')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('alert')).toHaveText('Error validating meter informations.')
  await expect(page.getByLabel('Meter Number')).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Meter Number').fill('45031234567')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toContainText(
    '₦2,100.00',
  )
  result = await payWithWallet(page)
  await expect(result.getByRole('status').first()).toHaveText('Your transaction was successful')
  const token = (await result.locator('.bill-token__value').textContent()) ?? ''
  expect(token).toMatch(/^\d{4}(-\d{4}){4}$/)
  await result.getByRole('button', { name: 'Done' }).click()

  // The list: four payments, the token with the electricity one.
  const list = page.getByRole('region', { name: 'Your bill payments' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(list.getByRole('listitem').first()).toContainText(token)
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText(
    `₦${(30_000 - 500 - 4500 - 2100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
  )
})

test("a bill's card result opened signed out asks to sign in, and does not call it failed", async ({
  page,
}) => {
  await page.goto('/paybill-call-back?reference=BPNOTSIGNEDIN1')
  // Nobody signed in on this phone: asked to, not told a session expired.
  await expect(page.getByRole('alert')).toHaveText('Please sign in to see this payment.')
  await expect(page.getByRole('heading', { name: 'Failed Payment' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/signin\?redirect=/)
})

test('airtime and data take a number as Nigerians type it and an amount with the naira sign (tester N)', async ({
  page,
}) => {
  await signedInCustomer(page)
  await page.goto('/airtime-topup')
  const confirm = page.getByRole('dialog', { name: 'Confirm your payment' })
  // A contact's number as the phone stores it, and the amount as the app writes amounts.
  for (const [typed, amount] of [
    ['+234 803 123 4567', '₦500'],
    ['2348031234567', '₦1,500'],
    ['8031234567', 'N500'],
  ] as const) {
    await page.getByLabel('Phone Number').fill(typed)
    await page.getByLabel('Amount').fill(amount)
    await page.getByLabel('Amount').blur()
    await expect(page.getByLabel('Network')).toHaveValue('MTN')
    await page.getByRole('button', { name: 'Proceed' }).click()
    await expect(confirm).toContainText('08031234567')
    await expect(confirm).toContainText(amount === '₦1,500' ? '₦1,500.00' : '₦500.00')
    await confirm.getByRole('button', { name: 'Close' }).click()
  }
  // A number short of a digit is still refused, with SPEC's message.
  await page.getByLabel('Phone Number').fill('+234 803 123 456')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('alert')).toHaveText('Phone No should be 11 digit')

  await page.goto('/bills-payment')
  await page.getByRole('tab', { name: 'Data Bundle' }).click()
  await page.getByLabel('Phone Number').fill('+2348051234567')
  await expect(page.getByRole('radio', { name: 'Glo' })).toBeChecked()
  await page
    .getByLabel('Bundle', { exact: true })
    .selectOption({ label: 'Glo Data 1GB - 1 Day — ₦500.00' })
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(confirm).toContainText('08051234567')
})

test('paying a bill from a wallet with no PIN says so, with the focus on Set Up Wallet', async ({
  page,
}) => {
  await signedInCustomer(page)
  await orderMtnAirtime(page)
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click()
  const methods = page.getByRole('dialog', { name: 'Choose how to pay' })
  await methods.getByRole('button', { name: 'Wallet' }).click()
  await expect(methods.getByRole('alert')).toHaveText(
    'You need to setup your wallet pin in order to use your wallet.',
  )
  // The focus stayed on the dialog's ×: a screen reader did not read the way forward.
  const setUp = methods.getByRole('link', { name: 'Set Up Wallet' })
  await expect(setUp).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('button', { name: 'Set Up Wallet' })).toBeVisible()
})

test('a bill button tapped twice quickly sends its call once: Proceed, Pay from the wallet, Card', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = await signedInCustomer(page)
  await fundedWallet(page, phone, 10_000)
  const calls: string[] = []
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname
    if (/\/(CustomerValidation|GenerateReference|DebitWallet|SendPayAdvice|initialize)$/.test(path))
      calls.push(path.slice(path.lastIndexOf('/') + 1))
  })

  // Electricity: the meter is checked once, and paid once from the wallet.
  await page.goto('/bills-payment')
  await page.getByRole('tab', { name: 'Electricity' }).click()
  await page.getByLabel('Provider').selectOption({ label: 'Ikeja Electric' })
  await page.getByLabel('Meter Type').selectOption('Prepaid')
  await page.getByLabel('Meter Number').fill('45031234567')
  await page.getByLabel('Amount').fill('2000')
  await doubleTap(page.getByRole('button', { name: 'Proceed' }))
  const result = await payWithWallet(page, doubleTap)
  await expect(result.getByRole('status').first()).toHaveText('Your transaction was successful')
  expect(calls).toEqual(['CustomerValidation', 'GenerateReference', 'DebitWallet', 'SendPayAdvice'])
  await result.getByRole('button', { name: 'Done' }).click()

  // Airtime by card: one reference, one card checkout.
  calls.length = 0
  await orderMtnAirtime(page)
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click()
  await doubleTap(
    page.getByRole('dialog', { name: 'Choose how to pay' }).getByRole('button', { name: 'Card' }),
  )
  await sandboxOutcome(page, 'Pay')
  expect(calls).toEqual(['GenerateReference', 'initialize'])
})

test('a wallet-paid bill whose advice lost its answer, the phone still online, completes by itself', async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  await fundedWallet(page, phone, 10_000)
  await orderMtnAirtime(page)
  // The debit went; the advice's answer is lost on a weak signal: no 'offline' before it, no
  // 'online' after it to wait for. The page asks again by itself (the advice is once per bill).
  const advices = await loseFirstAnswer(page, '**/SendPayAdvice')
  const result = await payWithWallet(page)
  await expect(result.getByRole('status').first()).toHaveText('Your transaction was successful')
  expect(advices.sent()).toBe(2)
})

test("a bill's PIN refused, short or wrong, is tied to the PIN field, which takes the focus", async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  await fundedWallet(page, phone, 5_000)
  await orderMtnAirtime(page)
  await chooseToPay(page, 'Wallet')
  const dialog = page.getByRole('dialog', { name: 'Transaction Pin' })
  const pin = dialog.getByLabel('Transaction PIN')
  // Two digits: the refusal is the PIN's, and a screen reader is taken back to it.
  await pin.fill('24')
  await dialog.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter your 4-digit Transaction PIN.')
  await expect(pin).toHaveAccessibleDescription('Enter your 4-digit Transaction PIN.')
  await expect(pin).toBeFocused()
  // A wrong PIN: SPEC §8's words, on the PIN field too.
  await pin.fill('1357')
  await dialog.getByRole('button', { name: /^Pay ₦/ }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Wrong pin supplied. Your wallet will be locked on 3 failed attempts',
  )
  await expect(pin).toHaveAttribute('aria-invalid', 'true')
  await expect(pin).toHaveAccessibleDescription(
    'Wrong pin supplied. Your wallet will be locked on 3 failed attempts',
  )
  await expect(pin).toBeFocused()
})

test('a wallet locked by three wrong PINs is said when Wallet is chosen, with the way to unlock it, not another PIN asked', async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  await fundedWallet(page, phone, 5_000)
  await orderMtnAirtime(page)
  await chooseToPay(page, 'Wallet')
  const pinStep = page.getByRole('dialog', { name: 'Transaction Pin' })
  const locked =
    'Your wallet is locked after 3 wrong PINs. Reset your wallet PIN (Settings, Reset Wallet Pin) to unlock it.'
  for (const wrong of ['1111', '2222']) {
    await pinStep.getByLabel('Transaction PIN').fill(wrong)
    await pinStep.getByRole('button', { name: /^Pay ₦/ }).click()
    await expect(pinStep.getByRole('alert')).toHaveText(
      'Wrong pin supplied. Your wallet will be locked on 3 failed attempts',
    )
  }
  await pinStep.getByLabel('Transaction PIN').fill('3333')
  await pinStep.getByRole('button', { name: /^Pay ₦/ }).click()
  // The third locks it: no PIN field left to try a fourth in, and the way to unlock it.
  const methods = page.getByRole('dialog', { name: 'Choose how to pay' })
  await expect(methods.getByRole('alert')).toHaveText(locked)
  await expect(methods.getByRole('link', { name: 'Reset your wallet PIN' })).toBeFocused()

  // Another bill later: choosing Wallet says it is locked at once, rather than ask a PIN.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click()
  await methods.getByRole('button', { name: 'Wallet' }).click()
  await expect(methods.getByRole('alert')).toHaveText(locked)
  await expect(page.getByLabel('Transaction PIN')).toHaveCount(0)
  const reset = methods.getByRole('link', { name: 'Reset your wallet PIN' })
  await expect(reset).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/setting$/)
})

test('two tabs paying from a wallet that covers one: the second is shown the low-balance step, not its PIN again', async ({
  page,
  context,
}) => {
  const phone = await signedInCustomer(page)
  await fundedWallet(page, phone, 5_000)
  const toPin = async (tab: Page) => {
    await tab.goto('/airtime-topup')
    await tab.getByLabel('Phone Number').fill('08031234567')
    await tab.getByLabel('Amount').fill('4000')
    await tab.getByLabel('Amount').blur()
    await expect(tab.getByLabel('Network')).toHaveValue('MTN')
    await tab.getByRole('button', { name: 'Proceed' }).click()
    await chooseToPay(tab, 'Wallet')
    const pin = tab.getByRole('dialog', { name: 'Transaction Pin' })
    await pin.getByLabel('Transaction PIN').fill('2468')
    return pin.getByRole('button', { name: /^Pay ₦/ })
  }
  // Both tabs reach the PIN while the wallet still holds ₦5,000; the other tab pays first.
  const first = await toPin(page)
  const other = await context.newPage()
  await (await toPin(other)).click()
  await expect(
    other.getByRole('dialog', { name: 'Bill payment' }).getByRole('status').first(),
  ).toHaveText('Your transaction was successful')

  await first.click()
  // SPEC §4: a balance below the amount shows the low-balance step, with its way on.
  const low = page.getByRole('dialog', { name: 'Your wallet balance is low' })
  await expect(low.getByRole('alert').first()).toContainText('Your wallet does not cover ₦4,000.00')
  await expect(low.getByRole('button', { name: 'Try Again' })).toBeFocused()
  await expect(page.getByLabel('Transaction PIN')).toHaveCount(0)
})

test("a bill's card declined at the checkout says SPEC's failed message on 'Failed Payment', with Try Again", async ({
  page,
}) => {
  await signedInCustomer(page)
  await orderMtnAirtime(page)
  await chooseToPay(page, 'Card')
  await sandboxOutcome(page, 'Decline')
  await expect(page).toHaveURL(/\/paybill-call-back\?reference=BP/)
  await expect(page.getByRole('heading', { name: 'Failed Payment' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(/^Your transaction failed, Please Try again\./)
  await page.getByRole('link', { name: 'Try Again' }).click()
  await expect(page).toHaveURL(/\/bills-payment$/)
})

test("Back from a bill's card checkout, the wallet pays that same bill: the card paid later goes back, airtime bought once", async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  await fundedWallet(page, phone, 5_000)
  await orderMtnAirtime(page)
  await chooseToPay(page, 'Card')
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\//)
  const checkout = page.url()
  // The traveller changes their mind: Back, and the same airtime from the wallet.
  await page.goBack()
  await orderMtnAirtime(page)
  const result = await payWithWallet(page)
  await expect(result.getByRole('status').first()).toHaveText('Your transaction was successful')
  // The checkout, still open in the phone's history, is paid after all.
  await page.goto(checkout)
  await sandboxOutcome(page, 'Pay')
  await expect(page).toHaveURL(/\/paybill-call-back\?reference=BP/)
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible()
  await page.goto('/bills-payment')
  const bills = page.getByRole('region', { name: 'Your bill payments' }).getByRole('listitem')
  // One airtime bought, not two; the card's ₦500 went back to the wallet.
  await expect(bills.first()).toBeVisible()
  await expect(bills).toHaveCount(1)
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText('₦5,000.00')
})

test('a card declined for a bill, the same airtime is then paid from the wallet', async ({
  page,
}) => {
  const phone = await signedInCustomer(page)
  await fundedWallet(page, phone, 5_000)
  await orderMtnAirtime(page)
  await chooseToPay(page, 'Card')
  await sandboxOutcome(page, 'Decline')
  await expect(page.getByRole('heading', { name: 'Failed Payment' })).toBeVisible()
  await orderMtnAirtime(page)
  const result = await payWithWallet(page)
  await expect(result.getByRole('status').first()).toHaveText('Your transaction was successful')
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText('₦4,500.00')
})
