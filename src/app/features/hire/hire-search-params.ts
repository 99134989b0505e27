import * as v from 'valibot'
import { IntLike, IsoDate } from '#shared/contract/envelope.ts'

// Kept apart from the form rules: the route tree loads this with every page.
/** The /select-bus-hire search params (SPEC §3 hire search, kept in the URL). */
export const HireSearchSchema = v.object({
  /** Place ids from the maps service's autocomplete, and how they read. */
  from: v.pipe(v.string(), v.trim(), v.minLength(1)),
  to: v.pipe(v.string(), v.trim(), v.minLength(1)),
  fromLabel: v.optional(v.string(), ''),
  toLabel: v.optional(v.string(), ''),
  date: IsoDate,
  returnDate: v.optional(IsoDate),
  // SPEC §3 hiredServiceType: 0 one way, 1 return.
  tripType: v.optional(v.pipe(IntLike, v.picklist([0, 1])), 0),
  retain: v.optional(v.boolean(), false),
})
export type HireSearch = v.InferOutput<typeof HireSearchSchema>
