import { Hono } from 'hono'
import type { AppEnv } from '#server/http/env.ts'
import { linkedTicket, ticketPageHtml } from './ticket-page.service.ts'

// GET /ticket/{reference}?t={token}: the plain-HTML ticket a confirmation message links to.
export const ticketPageRoutes = new Hono<AppEnv>()

const NOT_FOUND = `<!doctype html><html lang="en-NG"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Ticket not found</title></head>
<body><p>This ticket link is not valid. Open the link from your confirmation SMS or e-mail again,
whole. With JavaScript on, you can also look up your booking by its reference at
<a href="/bookingStatus">Booking status</a> (that page needs JavaScript).</p></body></html>`

/** A ticket is the traveller's own: never kept by a cache, its address never sent on. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

ticketPageRoutes.get('/ticket/:ref', async (c) => {
  const reference = c.req.param('ref').slice(0, 40)
  const deps = c.get('deps')
  const linked = await linkedTicket(deps, reference, c.req.query('t') ?? '')
  if (!linked) return c.html(NOT_FOUND, 404, PRIVATE)
  return c.html(ticketPageHtml(linked, deps.clock.now()), 200, PRIVATE)
})
