import { expect, type Page } from '@playwright/test'
import { codeSentTo, international, outboxMark } from './accounts.ts'

/**
 * The signed-in customer's wallet made, with PIN 2468, through the API (the wallet's own journey
 * has its e2e test); its wallet-token headers for further calls.
 */
export async function walletWithPin(page: Page, phone: string) {
  const headers = await walletHeaders(page)
  await page.request.post('/api/wallet/api/WalletApi/CreateWallet', { headers, data: {} })
  const mark = await outboxMark(page.request, international(phone))
  await page.request.post('/api/wallet/api/v2/WalletApi/GenerateOtp', {
    headers,
    data: { OtpType: 'CreatePin' },
  })
  const Otp = await codeSentTo(page.request, international(phone), mark)
  const pin = await page.request.post('/api/wallet/api/WalletApi/CreatePin', {
    headers,
    data: { Pin: '2468', Otp },
  })
  expect(pin.ok()).toBe(true)
  return headers
}

/** The wallet set up as walletWithPin does, and funded with `naira` by the sandbox card. */
export async function fundedWallet(page: Page, phone: string, naira: number) {
  await walletWithPin(page, phone)
  await fundWallet(page, naira)
}

/** The signed-in customer's wallet-token headers, for the wallet's own calls. */
async function walletHeaders(page: Page) {
  const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'))
  const tokenRes = await page.request.post('/api/wallet/connect/token', {
    headers: { authorization: `Bearer ${auth.Token}` },
    form: { grant_type: 'client_credentials' },
  })
  return { authorization: `Bearer ${(await tokenRes.json()).access_token}` }
}

/** The wallet, its PIN already set, funded with `naira` by the sandbox card. */
export async function fundWallet(page: Page, naira: number) {
  const headers = await walletHeaders(page)
  const created = await page.request.post('/api/wallet/api/PaymentApi/CreatePayment', {
    headers,
    data: { Amount: naira },
  })
  const reference = (await created.json()).Payload.Reference
  const init = await page.request.post('/api/payment/api/v1/Paystack/initialize', {
    data: { reference, serviceId: 5 },
  })
  await page.request.post(`${(await init.json()).data}/pay`, { maxRedirects: 0 })
  const verified = await page.request.get(
    `/api/wallet/api/PaymentApi/VerifyPaystackRef?paymentreference=${reference}`,
    { headers },
  )
  expect((await verified.json()).Payload.Status).toBe('credited')
}
