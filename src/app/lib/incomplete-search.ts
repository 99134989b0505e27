import * as v from 'valibot'

/** An address without a whole search (an old bookmark, a hand-typed link). */
export const INCOMPLETE = { incomplete: true } as const

/**
 * A route's validateSearch that reads an address breaking `schema` as INCOMPLETE, for the page to
 * show a way back, instead of throwing: a throw there is the route's error, which the router
 * also logs to the console.
 */
export function searchOrIncomplete<Search>(schema: v.GenericSchema<unknown, Search>) {
  return (raw: unknown): Search | typeof INCOMPLETE => {
    const parsed = v.safeParse(schema, raw)
    return parsed.success ? parsed.output : INCOMPLETE
  }
}
