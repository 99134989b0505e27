import nodemailer from 'nodemailer'
import type { ChannelTransport, OutgoingMessage } from './message-sender.ts'

// E-mail through any SMTP server when SMTP_URL is set, e.g. smtps://user:pass@smtp.example.com:465
// (nodemailer reads options from the URL's query too, e.g. ?ignoreTLS=true).

export function smtpTransport(options: { url: string; from: string }): ChannelTransport {
  const transport = nodemailer.createTransport(options.url)
  return {
    async send(message: OutgoingMessage) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject ?? 'Waka',
        text: message.text,
      })
    },
  }
}
