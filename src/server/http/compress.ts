import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { SAVE_DATA_ANSWER_HEADER, asksToSaveData } from '#shared/contract/save-data.ts'
import { completeResponse, isComplete } from './security-headers.ts'

// Issue 9: API answers above ~1 KB travel compressed (brotli when the browser takes it, else
// gzip). Small answers go as they are: compressing them costs more than it saves.

const THRESHOLD_BYTES = 1024

/**
 * The encodings an Accept-Encoding header takes: 'br;q=0' refuses brotli (RFC 9110 §12.5.3), it
 * does not ask for it.
 */
export function acceptedEncodings(accept: string | undefined): Set<string> {
  const taken = new Set<string>()
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const q = params.find((param) => param.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) taken.add(name)
  }
  return taken
}

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = acceptedEncodings(accept)
  if (offered.has('br')) return 'br'
  if (offered.has('gzip')) return 'gzip'
  return null
}

/**
 * The same answer is often sent many times in a row (a seat search kept for 2 s goes to every
 * traveller who asks for that route and day): it is compressed once. Compressing each copy again
 * halved the search rate for browsers, which all accept brotli (issue 9).
 */
const RECENT_MAX = 256
const recent = new Map<string, Buffer>()

function compressedOnce(raw: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${createHash('sha256').update(raw).digest('base64')}`
  let body = recent.get(key)
  if (body) return body
  body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(raw, { level: 6 })
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!)
  recent.set(key, body)
  return body
}

/** `raw` as it travels to a client that takes `accepted`: compressed once it is large enough. */
function encoded(raw: Buffer, accepted: 'br' | 'gzip' | null) {
  const encoding = accepted !== null && raw.length >= THRESHOLD_BYTES ? accepted : null
  return { body: encoding ? compressedOnce(raw, encoding) : raw, encoding }
}

/**
 * A JSON answer, compressed when it is large and the client takes it. The envelope every route
 * answers with (respond.ts) comes this way: its text is compressed as it is made, rather than read
 * back out of a finished Response (issue 9: that read built web streams around every answer, a
 * quarter of the server's time on searches as browsers ask). The answer is complete as made, the
 * security headers in it: a header the route wants goes in `headers`, as `c.header()` before it
 * would not reach it.
 */
export function sendJson(
  c: Context,
  value: unknown,
  status: ContentfulStatusCode = 200,
  headers: Record<string, string> = {},
) {
  const accepted = pickEncoding(c.req.header('accept-encoding'))
  const { body, encoding } = encoded(Buffer.from(JSON.stringify(value)), accepted)
  return completeResponse(new Uint8Array(body), status, {
    ...headers,
    'content-type': 'application/json',
    ...saveDataSaid(c, headers),
    'content-length': String(body.length),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  })
}

/**
 * Whether the request asked to save data (low-data mode; a proxy on the way may have asked), on an
 * answer made for it. An answer a cache may keep and give another traveller says nothing.
 */
function saveDataSaid(c: Context, headers: Record<string, string>): Record<string, string> {
  const cache = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')
  if (cache && /public|max-age=[1-9]/i.test(cache[1])) return { vary: 'Accept-Encoding' }
  const said = asksToSaveData(c.req.header('save-data')) ? 'on' : 'off'
  return { [SAVE_DATA_ANSWER_HEADER]: said, vary: 'Accept-Encoding, Save-Data' }
}

/** Any other JSON answer (a gateway's own shape, say): compressed after the route made it. */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next()
  // An answer sendJson made is encoded already. Headers before the body otherwise: asking a
  // Response for its body builds web streams around it (issue 9: a tenth of the server's time on
  // bookings).
  if (isComplete(c.res)) return
  const type = c.res.headers.get('content-type') ?? ''
  if (!type.includes('json') || c.res.headers.has('content-encoding')) return
  const vary = c.res.headers.get('vary')
  // Vary: Accept-Encoding already: whoever made the answer chose its encoding.
  if (vary?.toLowerCase().includes('accept-encoding') || !c.res.body) return
  c.res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  const accepted = pickEncoding(c.req.header('accept-encoding'))
  // A client that takes no compression gets the answer untouched, without buffering it.
  if (!accepted) return
  const headers = new Headers(c.res.headers)
  const { body, encoding } = encoded(Buffer.from(await c.res.arrayBuffer()), accepted)
  if (encoding) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  c.res = new Response(new Uint8Array(body), {
    status: c.res.status,
    statusText: c.res.statusText,
    headers,
  })
}
