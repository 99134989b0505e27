import type { AppDeps } from '#server/http/env.ts'
import type { ChannelTransport, MessageSender } from './message-sender.ts'
import { outboxSender } from './outbox.ts'
import { smsGatewayTransport } from './sms-gateway.ts'
import { smtpTransport } from './smtp.ts'

// Picks the sender by configuration (DESIGN §8): e-mail through SMTP when SMTP_URL is set, SMS
// through the gateway when SMS_GATEWAY_URL is set, and the outbox for any channel left unset.
// An injected `deps.messages` (tests, another composition root) wins over all of them.

const smtpByUrl = new Map<string, ChannelTransport>()

export function messageSender(deps: AppDeps): MessageSender {
  if (deps.messages) return deps.messages
  const { config } = deps
  const outbox = outboxSender({ db: deps.db, clock: deps.clock, log: config.NODE_ENV !== 'test' })
  const from = config.MAIL_FROM
  let email: ChannelTransport = outbox
  if (config.SMTP_URL) {
    const key = `${config.SMTP_URL} ${from}`
    email = smtpByUrl.get(key) ?? smtpTransport({ url: config.SMTP_URL, from })
    smtpByUrl.set(key, email)
  }
  const sms: ChannelTransport = config.SMS_GATEWAY_URL
    ? smsGatewayTransport({
        url: config.SMS_GATEWAY_URL,
        token: config.SMS_GATEWAY_TOKEN,
        from: config.SMS_SENDER_ID,
      })
    : outbox
  return { send: (message) => (message.channel === 'email' ? email : sms).send(message) }
}
