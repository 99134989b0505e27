import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local fake of Quickteller's bills API (v5 shapes, DESIGN §7) on 127.0.0.1 at a random port.
// The test sets what the switch answers for a customer id.

export interface FakeSwitch {
  baseUrl: string
  authUrl: string
  /** ResponseCode the next pay advice for a customer id gets (default 90000). */
  outcomes: Map<string, string>
  /** ResponseCode a later query of a request reference gets. */
  queries: Map<string, string>
  calls: string[]
  /** The next pay advice answers 503 (after the switch may have taken it). */
  failNext: boolean
  /** Pay advices are taken and never answered (the caller's process dies waiting). */
  hangAdvice: boolean
  /** Request references of the advices taken and left unanswered. */
  hung: string[]
  close: () => Promise<void>
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function fakeQuickteller(clientId: string, secret: string): Promise<FakeSwitch> {
  const fake = {
    outcomes: new Map(),
    queries: new Map(),
    calls: [],
    failNext: false,
    hangAdvice: false,
    hung: [],
  } as unknown as FakeSwitch
  const basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const text = await readBody(req)
    const body = text && req.headers['content-type']?.includes('json') ? JSON.parse(text) : null
    fake.calls.push(`${req.method} ${url.pathname}`)
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    }
    if (url.pathname === '/passport/oauth/token') {
      if (req.headers.authorization !== basic) return reply(401, { error: 'invalid_client' })
      return reply(200, { access_token: 'fake-token', expires_in: 3600 })
    }
    if (req.headers.authorization !== 'Bearer fake-token')
      return reply(401, { error: 'unauthorized' })
    const path = url.pathname.replace('/quicktellerservice/api/v5', '')
    if (fake.failNext && path === '/Transactions') {
      fake.failNext = false
      return reply(503, { error: 'down' })
    }
    if (path === '/services/categories')
      return reply(200, { BillerCategories: [{ Id: 1, Name: 'Utility Bills' }] })
    if (path === '/services')
      return reply(200, {
        BillerList: {
          Category: [
            {
              Id: 1,
              Billers: [{ Id: 901, Name: 'Ikeja Electric', CategoryId: 1, ShortName: 'IKEDC' }],
            },
          ],
        },
      })
    if (path === '/services/options')
      return reply(200, {
        PaymentItems: [
          {
            Id: '01',
            Name: 'Prepaid',
            Amount: '0',
            ItemFee: '0',
            PaymentCode: '90101',
            BillerId: '901',
          },
        ],
      })
    if (path === '/Transactions/validatecustomers') {
      const id = body.customers[0].CustomerId as string
      return reply(200, {
        Customers: [
          { ResponseCode: id.startsWith('0000') ? '70010' : '90000', FullName: 'ADA EZE' },
        ],
      })
    }
    if (path === '/Transactions' && req.method === 'POST' && fake.hangAdvice) {
      fake.hung.push(body.requestReference as string)
      return
    }
    if (path === '/Transactions' && req.method === 'POST') {
      const code = fake.outcomes.get(body.customerId) ?? '90000'
      return reply(200, {
        ResponseCode: code,
        TransactionRef: `QT${body.requestReference}`,
        ResponseDescription: code === '90000' ? 'Success' : 'Not successful',
        RechargePIN: code === '90000' ? '1234-5678-9012-3456-7890' : null,
      })
    }
    if (path === '/Transactions' && req.method === 'GET') {
      const ref = url.searchParams.get('requestRef') ?? ''
      return reply(200, {
        ResponseCode: fake.queries.get(ref) ?? '90000',
        TransactionRef: `QT${ref}`,
        RechargePIN: '1111-2222-3333-4444-5555',
      })
    }
    return reply(404, { error: 'no such path' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  fake.baseUrl = `http://127.0.0.1:${port}`
  fake.authUrl = `${fake.baseUrl}/passport/oauth/token`
  fake.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return fake
}
