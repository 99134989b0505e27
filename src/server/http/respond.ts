import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { FAILURE_CODE, SUCCESS_CODE } from '#shared/contract/envelope.ts'
import { sendJson } from './compress.ts'

/** SPEC §7 envelope for a success; `headers` (a Cache-Control, say) go out with it. */
export function ok<T>(
  c: Context,
  data: T,
  shortDescription = 'Successful',
  headers?: Record<string, string>,
) {
  return sendJson(c, { code: SUCCESS_CODE, shortDescription, data }, 200, headers)
}

/** SPEC §7 envelope for a refusal: the message is what the traveller reads. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  shortDescription: string,
  data: unknown = null,
  headers: Record<string, string> = {},
) {
  return sendJson(c, { code: FAILURE_CODE, shortDescription, data }, status, headers)
}

/** A rule broken by the request: services throw it, the error handler answers it. */
export class RequestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data: unknown = null,
    /** Headers of the answer, e.g. a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'RequestError'
  }
}

export const badRequest = (message: string, data?: unknown) => new RequestError(400, message, data)
export const notFound = (message: string) => new RequestError(404, message)
export { SUCCESS_CODE }
