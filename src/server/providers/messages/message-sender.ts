// DESIGN §1: the SMS/e-mail sender is an adapter. Services depend on this interface only.

export type MessageChannel = 'sms' | 'email'

export interface OutgoingMessage {
  channel: MessageChannel
  /** '+234…' for SMS, an address for e-mail. */
  to: string
  /** E-mail only. */
  subject?: string
  text: string
}

export interface MessageSender {
  send: (message: OutgoingMessage) => Promise<void>
}

/** One channel's transport (SMTP, an SMS gateway); the router picks one per message. */
export type ChannelTransport = MessageSender
