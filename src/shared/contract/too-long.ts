/**
 * Said when a field is longer than it may be: not the 'required' of one left empty. Ours, and
 * kept out of messages.ts, which the booking pages load whole.
 */
export const tooLong = (max: number) => `Please keep this to ${max} characters or fewer.`

/** Ours: a field kept on a booking or a hire (names, ID, address) longer than it may be. */
export const fieldTooLong = (what: string, max: number) =>
  `Please keep the ${lowerFirst(what)} to ${max} characters or fewer.`
/** 'First name' → 'first name', but an initialism stays as written: 'ID number'. */
const lowerFirst = (what: string) => what.replace(/^[A-Z](?![A-Z])/, (c) => c.toLowerCase())
