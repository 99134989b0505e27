import type { ChannelTransport, OutgoingMessage } from './message-sender.ts'

// A generic HTTP SMS gateway, chosen by SMS_GATEWAY_URL: POST { to, from, text } as JSON with an
// optional bearer token. Most Nigerian SMS aggregators accept this shape or sit behind a small
// relay that does; any non-2xx answer is a failed send.

export function smsGatewayTransport(options: {
  url: string
  token?: string
  from: string
  fetch?: typeof fetch
  timeoutMs?: number
}): ChannelTransport {
  const doFetch = options.fetch ?? fetch
  return {
    async send(message: OutgoingMessage) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      const response = await doFetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, from: options.from, text: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      if (!response.ok) {
        throw new Error(`SMS gateway answered ${response.status} for a message to ${message.to}`)
      }
    },
  }
}
