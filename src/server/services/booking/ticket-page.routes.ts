import { Hono } from 'hono'
import type { AppEnv } from '#server/http/env.ts'
import { linkedTicket, ticketPageHtml } from './ticket-page.service.ts'

// GET /ticket/{reference}?t={token}: the plain-HTML ticket a confirmation message links to.
export const ticketPageRoutes = new Hono<AppEnv>()

const NOT_FOUND = `<!doctype html><html lang="en-NG"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Ticket not found</title></head>
<body><p>This ticket link is not valid. Open the link from your confirmation message again, or
check your booking at <a href="/bookingStatus">Booking status</a>.</p></body></html>`

ticketPageRoutes.get('/ticket/:ref', async (c) => {
  const reference = c.req.param('ref').slice(0, 40)
  const ticket = await linkedTicket(c.get('deps'), reference, c.req.query('t') ?? '')
  c.header('Cache-Control', 'private, no-store')
  c.header('Referrer-Policy', 'no-referrer')
  if (!ticket) return c.html(NOT_FOUND, 404)
  return c.html(ticketPageHtml(ticket))
})
