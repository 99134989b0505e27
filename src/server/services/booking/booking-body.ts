import * as v from 'valibot'
import type { Context } from 'hono'
import { badRequest } from '../../http/respond.ts'

/**
 * The JSON body parsed with a contract whose messages are written for the traveller (SPEC §5
 * copy), so the first message is answered as it is, without a field path in front.
 */
export async function travellerBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('The request body must be valid JSON.')
  }
  const result = v.safeParse(schema, body)
  if (!result.success) {
    const first = result.issues[0]
    const custom = first?.message && !first.message.startsWith('Invalid ')
    const field = first ? v.getDotPath(first) : null
    throw badRequest(
      custom || !field ? (first?.message ?? 'Invalid request.') : `${field}: ${first.message}`,
    )
  }
  return result.output
}
