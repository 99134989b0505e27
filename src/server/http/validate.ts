import * as v from 'valibot'
import type { Context } from 'hono'
import { refusedContent } from './edge.ts'
import { badRequest } from './respond.ts'

/**
 * The first problem, in words. With `traveller`, a schema's own message written for the
 * traveller (SPEC §5 copy) is answered as it is, without a field path in front; valibot's
 * generic "Invalid …" messages always get the field named.
 */
function describe(issues: v.BaseIssue<unknown>[], traveller = false): string {
  const first = issues[0]
  if (!first) return 'Invalid request.'
  const field = v.getDotPath(first)
  // A missing field reads as such, not as valibot's "Invalid key: Expected … but received undefined".
  if (field && first.received === 'undefined') return `${field} is required.`
  if (traveller && !first.message.startsWith('Invalid ')) return first.message
  return field ? `${field}: ${first.message}` : first.message
}

/**
 * Parses with a contract schema or throws a 400 with the first problem named. A control character
 * anywhere in the input is refused first, whatever type the body said it had (issue 9).
 */
export function parse<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  options: { travellerMessages?: boolean } = {},
): v.InferOutput<S> {
  const refused = refusedContent(input)
  if (refused) throw badRequest(refused)
  const result = v.safeParse(schema, input)
  if (!result.success) throw badRequest(describe(result.issues, options.travellerMessages))
  return result.output
}

/** The JSON body, validated; malformed JSON is a 400, never a 500. */
export async function jsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  options: { travellerMessages?: boolean } = {},
): Promise<v.InferOutput<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('The request body must be valid JSON.')
  }
  return parse(schema, body, options)
}

/** Query parameters matched case-insensitively by name (SPEC paths mix cases freely). */
export function query<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const raw = c.req.query()
  const lower = new Map(Object.entries(raw).map(([k, val]) => [k.toLowerCase(), val]))
  const entries =
    'entries' in schema && typeof schema.entries === 'object' && schema.entries
      ? Object.keys(schema.entries as object)
      : []
  const picked = Object.fromEntries(
    entries.flatMap((key) => {
      const value = lower.get(key.toLowerCase())
      return value === undefined ? [] : [[key, value]]
    }),
  )
  return parse(schema, picked)
}
