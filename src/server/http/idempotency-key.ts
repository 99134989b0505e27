import type { Context } from 'hono'
import * as v from 'valibot'
import { parse } from './validate.ts'

const IdempotencyKey = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[\w-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _.'),
  ),
)

/** The request's `Idempotency-Key` header: a replay with it changes nothing twice (400 if malformed). */
export const idempotencyKey = (c: Context): string | null =>
  parse(IdempotencyKey, c.req.header('idempotency-key')) ?? null
