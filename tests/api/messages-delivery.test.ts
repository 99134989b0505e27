import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { otpMessages } from '#server/services/onboarding/otp.service.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { createHarness, type Harness } from './harness.ts'
import { freshPhone, ipHeader } from './accounts-helpers.ts'

// The real delivery paths against local fakes (DESIGN §7): an SMTP sink and an HTTP SMS gateway.

const mails: { to: string[]; raw: string }[] = []
const texts: { body: { to: string; from: string; text: string }; auth?: string }[] = []
let gatewayFails = false

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
      callback()
    })
  },
})

const gateway: Server = createServer((req, res) => {
  let raw = ''
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
  req.on('end', () => {
    if (gatewayFails) return void res.writeHead(500).end()
    texts.push({ body: JSON.parse(raw), auth: req.headers.authorization })
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}')
  })
})

let h: Harness
let outboxOnly: Harness
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const gatewayPort = (gateway.address() as AddressInfo).port
  h = await createHarness({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Waka <otp@waka.test>',
      SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/send`,
      SMS_GATEWAY_TOKEN: 'gateway-secret',
    },
  })
  outboxOnly = await createHarness()
})
afterAll(async () => {
  await h.close()
  await outboxOnly.close()
  await new Promise((resolve) => smtp.close(() => resolve(null)))
  await new Promise((resolve) => gateway.close(() => resolve(null)))
})

const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1]

describe('SMS through the HTTP gateway', () => {
  it('posts the OTP to the gateway with its token, and the code verifies', async () => {
    const phone = freshPhone()
    const sent = await h.call(
      'POST',
      '/api/onboarding/Otp/sendtophonenumber',
      { phoneNumber: phone.local },
      ipHeader(phone.ip),
    )
    expect(sent.status).toBe(200)
    const text = texts.at(-1)!
    expect(text.auth).toBe('Bearer gateway-secret')
    expect(text.body).toMatchObject({ to: phone.international, from: 'Waka' })
    const otpCode = codeIn(text.body.text)!
    const verified = await h.call(
      'POST',
      '/api/onboarding/Otp/verify',
      { username: phone.local, otpCode },
      ipHeader(phone.ip),
    )
    expect(verified.body.shortDescription).toBe(messages.phoneVerified)
    // Nothing went to the outbox.
    const outbox = await h.call('GET', `/api/dev/outbox?to=${phone.local}`)
    expect(outbox.body.messages).toEqual([])
  })

  it('answers 502 with a message when the gateway fails', async () => {
    gatewayFails = true
    try {
      const phone = freshPhone()
      const res = await h.call(
        'POST',
        '/api/onboarding/Otp/sendtophonenumber',
        { phoneNumber: phone.local },
        ipHeader(phone.ip),
      )
      expect(res.status).toBe(502)
      expect(res.body.shortDescription).toBe(otpMessages.sendFailed)
    } finally {
      gatewayFails = false
    }
  })
})

describe('e-mail through SMTP', () => {
  it('delivers the e-mail verification code to the SMTP server, and the code verifies', async () => {
    await signUpThroughGateway()
  })
})

async function signUpThroughGateway() {
  const phone = freshPhone()
  await h.call(
    'POST',
    '/api/onboarding/Otp/sendtophonenumber',
    { phoneNumber: phone.local },
    ipHeader(phone.ip),
  )
  const otpCode = codeIn(texts.at(-1)!.body.text)!
  await h.call(
    'POST',
    '/api/onboarding/Otp/verify',
    { username: phone.local, otpCode },
    ipHeader(phone.ip),
  )
  const password = 'a long enough secret'
  await h.call('POST', '/api/onboarding/customer/register', { phoneNumber: phone.local, password })
  const signIn = await h.call('POST', '/api/onboarding/customer/signin', {
    userName: phone.local,
    password,
  })
  await verifyEmailOverSmtp(phone.local, { authorization: `Bearer ${signIn.body.Data.JwtToken}` })
}

async function verifyEmailOverSmtp(phone: string, headers: Record<string, string>) {
  const email = `traveller.${phone}@example.com`
  const sent = await h.call('POST', '/api/onboarding/customer/updateemailv2', { email }, headers)
  expect(sent.body.shortDescription).toBe(messages.emailOtpSent)
  const mail = mails.at(-1)!
  expect(mail.to).toEqual([email])
  expect(mail.raw).toContain('From: Waka <otp@waka.test>')
  expect(mail.raw).toContain('Subject: Your Waka verification code')
  const otpCode = codeIn(mail.raw)!
  const res = await h.call('POST', '/api/onboarding/Otp/verify', {
    username: phone,
    otpCode,
    email,
  })
  expect(res.body.shortDescription).toBe(messages.emailVerified)
}

describe('the outbox (default)', () => {
  it('lists messages newest first, filtered by recipient in any phone form', async () => {
    const a = freshPhone()
    const b = freshPhone()
    const send = (p: typeof a) =>
      outboxOnly.call(
        'POST',
        '/api/onboarding/Otp/sendtophonenumber',
        { phoneNumber: p.local },
        ipHeader(p.ip),
      )
    await send(a)
    await send(b)
    await send(a)
    const all = await outboxOnly.call('GET', '/api/dev/outbox')
    expect(all.body.messages.map((m: { to: string }) => m.to).slice(0, 3)).toEqual([
      a.international,
      b.international,
      a.international,
    ])
    const onlyA = await outboxOnly.call(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(a.international)}`,
    )
    expect(onlyA.body.messages).toHaveLength(2)
    expect(onlyA.body.messages[0]).toMatchObject({
      channel: 'sms',
      to: a.international,
      text: expect.stringMatching(/\d{6}/),
    })
    expect(onlyA.body.messages[0].id).toBeGreaterThan(onlyA.body.messages[1].id)
    const plus = await outboxOnly.call('GET', `/api/dev/outbox?to=${a.international}`) // '+' read as a space
    expect(plus.body.messages).toHaveLength(2)
  })

  it('does not exist in production', async () => {
    const production = await createHarness({ env: { NODE_ENV: 'production' } })
    try {
      expect((await production.call('GET', '/api/dev/outbox')).status).toBe(404)
    } finally {
      await production.close()
    }
  })
})

describe('an e-mail transport that cannot be built', () => {
  it('does not stop an SMS: the phone code still goes out (tester M)', async () => {
    // config.ts now refuses such an SMTP_URL at start; the SMS path must not depend on it anyway.
    const config = { ...loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }), SMTP_URL: 'garbage' }
    const app = buildApp({ db: outboxOnly.database.db, clock: outboxOnly.clock, config })
    const phone = freshPhone()
    const res = await app.request('/api/onboarding/Otp/sendtophonenumber', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ipHeader(phone.ip) },
      body: JSON.stringify({ phoneNumber: phone.local }),
    })
    expect(res.status).toBe(200)
    const outbox = await outboxOnly.call(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(phone.international)}`,
    )
    expect(outbox.body.messages).toEqual([
      expect.objectContaining({ channel: 'sms', text: expect.stringMatching(/\d{6}/) }),
    ])
  })
})
