import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// Local fakes of Paystack's and Flutterwave's published HTTP APIs (DESIGN §7), on 127.0.0.1 at a
// random port. The test sets what the provider will report for a reference.

export interface FakeTransaction {
  status: string
  amount: number
  currency: string
}

export interface FakeProvider {
  baseUrl: string
  secret: string
  transactions: Map<string, FakeTransaction>
  /** Every request seen, as 'METHOD /path'. */
  calls: string[]
  /** The last JSON body received by an initialise call. */
  lastInitialize: any
  close: () => Promise<void>
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function start(
  secret: string,
  route: (fake: FakeProvider, method: string, url: URL, body: any) => [number, unknown],
): Promise<FakeProvider> {
  const fake = {
    secret,
    transactions: new Map(),
    calls: [],
    lastInitialize: null,
  } as unknown as FakeProvider
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    fake.calls.push(`${req.method} ${url.pathname}`)
    const text = await readBody(req)
    const [status, json] =
      req.headers.authorization !== `Bearer ${secret}`
        ? [401, { status: false, message: 'Invalid key' }]
        : route(fake, req.method ?? 'GET', url, text ? JSON.parse(text) : null)
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(json))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  fake.baseUrl = `http://127.0.0.1:${port}`
  fake.close = () => new Promise((resolve) => server.close(() => resolve()))
  return fake
}

/** POST /transaction/initialize, GET /transaction/verify/:reference (amounts in kobo). */
export function fakePaystack(secret = 'sk_test_fake_paystack') {
  return start(secret, (fake, method, url, body) => {
    if (method === 'POST' && url.pathname === '/transaction/initialize') {
      fake.lastInitialize = body
      fake.transactions.set(body.reference, {
        status: 'ongoing',
        amount: body.amount,
        currency: 'NGN',
      })
      const data = {
        authorization_url: `https://checkout.paystack.test/${body.reference}`,
        access_code: 'x',
        reference: body.reference,
      }
      return [200, { status: true, message: 'Authorization URL created', data }]
    }
    const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/)
    if (method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]!)
      const tx = fake.transactions.get(reference)
      if (!tx) return [400, { status: false, message: 'Transaction reference not found' }]
      return [
        200,
        { status: true, message: 'Verification successful', data: { id: 1, reference, ...tx } },
      ]
    }
    return [404, { status: false, message: 'Not found' }]
  })
}

/** POST /v3/payments, GET /v3/transactions/verify_by_reference?tx_ref= (amounts in naira). */
export function fakeFlutterwave(secret = 'FLWSECK_TEST-fake') {
  return start(secret, (fake, method, url, body) => {
    if (method === 'POST' && url.pathname === '/v3/payments') {
      fake.lastInitialize = body
      fake.transactions.set(body.tx_ref, {
        status: 'pending',
        amount: body.amount,
        currency: body.currency,
      })
      return [
        200,
        {
          status: 'success',
          message: 'Hosted Link',
          data: { link: `https://checkout.flutterwave.test/${body.tx_ref}` },
        },
      ]
    }
    if (method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      const reference = url.searchParams.get('tx_ref') ?? ''
      const tx = fake.transactions.get(reference)
      if (!tx)
        return [
          400,
          { status: 'error', message: 'No transaction was found for this id', data: null },
        ]
      return [
        200,
        {
          status: 'success',
          message: 'Transaction fetched successfully',
          data: { id: 7, tx_ref: reference, ...tx },
        },
      ]
    }
    return [404, { status: 'error', message: 'Not found' }]
  })
}
