import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getPath } from 'hono/utils/url'
import { photoTooLarge } from '#shared/domain/profile-photo.ts'
import { fail } from './respond.ts'

// The HTTP edge (issue 9): what no request may bring past it, checked once for every /api call
// before any route or database sees it.

export const edgeMessages = {
  controlCharacters: 'The request contains characters that are not allowed.',
  badAddress: 'The address of this request is not valid.',
  tooLarge: 'The request is too large.',
  tooDeep: 'The request is nested too deeply.',
} as const

/** No request of ours nests deeper than a few levels; 10,000 levels overflowed the stack. */
const MAX_DEPTH = 32

/** C0 controls and DEL: never in an address or a query. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/
/** In JSON text a traveller may write tabs and new lines; the other controls are refused. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/**
 * Half a character: a UTF-16 surrogate without its pair, which JSON may escape ("\ud83d") but
 * no text holds. The database driver writes it as U+FFFD, so a name or an e-mail was stored and
 * shown as something nobody typed.
 */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * What the edge refuses in a parsed body, as its message: a control character or half a
 * character in its strings or keys (tabs and new lines allowed in text), or nesting deeper than
 * any call of ours takes. The edge asks it of a JSON body; the shared validation asks it again of
 * whatever a route parsed, so a JSON body sent as text, a form, or with no type at all cannot
 * carry one past (issue 9).
 */
export function refusedContent(value: unknown, depth = 0): string | null {
  if (typeof value === 'string')
    return CONTROL_IN_TEXT.test(value) || LONE_SURROGATE.test(value)
      ? edgeMessages.controlCharacters
      : null
  if (!value || typeof value !== 'object') return null
  if (depth >= MAX_DEPTH) return edgeMessages.tooDeep
  for (const [key, inner] of Object.entries(value)) {
    if (!Array.isArray(value) && (CONTROL.test(key) || LONE_SURROGATE.test(key)))
      return edgeMessages.controlCharacters
    const refused = refusedContent(inner, depth + 1)
    if (refused) return refused
  }
  return null
}

/**
 * A NUL byte or another control character in the path, a query parameter or a JSON string is a
 * 400, whatever the route (PostgreSQL refuses NUL in text, and no field of ours wants them).
 * Malformed JSON is left to the route, which answers its own 400.
 */
export const rejectControlCharacters: MiddlewareHandler = async (c, next) => {
  let path: string
  try {
    path = decodeURIComponent(getPath(c.req.raw))
  } catch {
    return fail(c, 400, edgeMessages.badAddress)
  }
  if (CONTROL.test(path)) return fail(c, 400, edgeMessages.controlCharacters)
  let queries: Record<string, string[]>
  try {
    queries = c.req.queries()
  } catch {
    return fail(c, 400, edgeMessages.badAddress)
  }
  for (const [key, values] of Object.entries(queries))
    if (CONTROL.test(key) || values.some((value) => CONTROL.test(value)))
      return fail(c, 400, edgeMessages.controlCharacters)
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD'
  if (hasBody && isJson(c)) {
    // Read once: later readers (`c.req.json()`, a webhook's `c.req.text()`) get this text from the
    // request's body cache, with no second Request built around it (issue 9: with the body limit's
    // own, such Requests took about a third of the server's time per search).
    const text = await c.req.text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    const refused = refusedContent(body)
    if (refused) return fail(c, 400, refused)
  }
  await next()
}

/** JSON and forms are small; only a photo upload (2 MB, SPEC §5) needs more. */
const JSON_LIMIT_BYTES = 256 * 1024
const UPLOAD_LIMIT_BYTES = 3 * 1024 * 1024

const isJson = (c: Context) => c.req.header('content-type')?.includes('json') ?? false

/**
 * 413 through `onError` for a body past `maxSize`, before it is read in full. A declared length
 * is judged as it is; only a body without one (chunked) goes through Hono's streaming limit, which
 * builds the request's body stream (issue 9: touching that stream for every call, GETs included,
 * cost a whole Request object each time on Node).
 */
function sizeLimit(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize, onError })
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(declared) > maxSize ? onError(c) : next()
    return streaming(c, next)
  }
}

const tooLarge = (c: Context) => fail(c, 413, edgeMessages.tooLarge)
const jsonLimit = sizeLimit(JSON_LIMIT_BYTES, tooLarge)
// A photo straight from a phone camera is often 3-5 MB: said in the photo's words, not the edge's.
const uploadLimit = sizeLimit(UPLOAD_LIMIT_BYTES, (c) => fail(c, 413, photoTooLarge))

/** The one call that takes a file (SPEC §7 /customer/updatephoto), lower-cased as routed. */
const UPLOAD_PATH = '/api/onboarding/customer/updatephoto'

/**
 * Every /api call: 413 for a body past its limit. Only the photo upload gets more room than JSON
 * and forms: any other call labelled multipart is held to the JSON limit (it took 3 MB of JSON).
 */
export const limitBodySize: MiddlewareHandler = (c, next) =>
  c.req.path.toLowerCase() === UPLOAD_PATH ? uploadLimit(c, next) : jsonLimit(c, next)

/**
 * A route's own limit, within the edge's (the photo upload's 2 MB). A JSON body sent there was
 * already read and limited at the edge, so it passes on to the route, which refuses its type.
 */
export function routeBodyLimit(
  maxSize: number,
  onError: (c: Context) => Response,
): MiddlewareHandler {
  const limit = sizeLimit(maxSize, onError)
  return (c, next) => (isJson(c) ? next() : limit(c, next))
}
