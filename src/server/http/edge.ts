import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { getPath } from 'hono/utils/url'
import { fail } from './respond.ts'

// The HTTP edge (issue 9): what no request may bring past it, checked once for every /api call
// before any route or database sees it.

export const edgeMessages = {
  controlCharacters: 'The request contains characters that are not allowed.',
  badAddress: 'The address of this request is not valid.',
  tooLarge: 'The request is too large.',
} as const

/** C0 controls and DEL: never in an address or a query. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/
/** In JSON text a traveller may write tabs and new lines; the other controls are refused. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

function hasControlInJson(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL_IN_TEXT.test(value)
  if (Array.isArray(value)) return value.some(hasControlInJson)
  if (value && typeof value === 'object')
    return Object.entries(value).some(
      ([key, inner]) => CONTROL.test(key) || hasControlInJson(inner),
    )
  return false
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
  if (hasBody && c.req.header('content-type')?.includes('json')) {
    const text = await c.req.text()
    // The body was read here: later readers (a route's own body limit) get it from a fresh copy.
    c.req.raw = new Request(c.req.raw, { body: text })
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    if (hasControlInJson(body)) return fail(c, 400, edgeMessages.controlCharacters)
  }
  await next()
}

/** JSON and forms are small; only a photo upload (2 MB, SPEC §5) needs more. */
const JSON_LIMIT_BYTES = 256 * 1024
const UPLOAD_LIMIT_BYTES = 3 * 1024 * 1024

const tooLarge = bodyLimit({
  maxSize: JSON_LIMIT_BYTES,
  onError: (c) => fail(c, 413, edgeMessages.tooLarge),
})
const uploadTooLarge = bodyLimit({
  maxSize: UPLOAD_LIMIT_BYTES,
  onError: (c) => fail(c, 413, edgeMessages.tooLarge),
})

/** 413 for a body past its limit, before it is read in full. */
export const limitBodySize: MiddlewareHandler = (c, next) =>
  c.req.header('content-type')?.startsWith('multipart/form-data')
    ? uploadTooLarge(c, next)
    : tooLarge(c, next)
