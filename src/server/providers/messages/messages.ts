import type { AppDeps } from '#server/http/env.ts'
import type { ChannelTransport, MessageSender } from './message-sender.ts'
import { outboxSender } from './outbox.ts'
import { smsGatewayTransport } from './sms-gateway.ts'
import { smtpTransport } from './smtp.ts'

// Picks the sender by configuration (DESIGN §8): e-mail through SMTP when SMTP_URL is set, SMS
// through the gateway when SMS_GATEWAY_URL is set, and the outbox for any channel left unset.
// An injected `deps.messages` (tests, another composition root) wins over all of them. Each
// channel's transport is built when a message goes out on it: an SMS never waits on (or fails
// with) building the e-mail transport (tester M: a bad SMTP_URL stopped every phone code).

const smtpByUrl = new Map<string, ChannelTransport>()

function emailTransport(url: string, from: string): ChannelTransport {
  const key = `${url} ${from}`
  let transport = smtpByUrl.get(key)
  if (!transport) {
    transport = smtpTransport({ url, from })
    smtpByUrl.set(key, transport)
  }
  return transport
}

export function messageSender(deps: AppDeps): MessageSender {
  if (deps.messages) return deps.messages
  const { config } = deps
  const outbox = outboxSender({ db: deps.db, clock: deps.clock, log: config.NODE_ENV !== 'test' })
  const email = (): ChannelTransport =>
    config.SMTP_URL ? emailTransport(config.SMTP_URL, config.MAIL_FROM) : outbox
  const sms = (): ChannelTransport =>
    config.SMS_GATEWAY_URL
      ? smsGatewayTransport({
          url: config.SMS_GATEWAY_URL,
          token: config.SMS_GATEWAY_TOKEN,
          from: config.SMS_SENDER_ID,
        })
      : outbox
  return { send: async (message) => (message.channel === 'email' ? email() : sms()).send(message) }
}
