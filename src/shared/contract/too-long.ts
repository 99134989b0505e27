import * as v from 'valibot'

/**
 * Said when a field is longer than it may be: not the 'required' of one left empty. Ours, and
 * kept out of messages.ts, which the booking pages load whole.
 */
export const tooLong = (max: number) => `Please keep this to ${max} characters or fewer.`

/** Ours: a field kept on a booking or a hire (names, ID, address) longer than it may be. */
export const fieldTooLong = (what: string, max: number) =>
  `Please keep the ${lowerFirst(what)} to ${max} characters or fewer.`
/** At most `max` characters, or `fieldTooLong`: what a booking or a hire keeps is on its ticket. */
export const upTo = (max: number, what: string) =>
  v.maxLength<string, number, string>(max, fieldTooLong(what, max))
/** 'First name' → 'first name', but an initialism stays as written: 'ID number'. */
const lowerFirst = (what: string) => what.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase())
