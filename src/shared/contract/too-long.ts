/**
 * Said when a field is longer than it may be: not the 'required' of one left empty. Ours, and
 * kept out of messages.ts, which the booking pages load whole.
 */
export const tooLong = (max: number) => `Please keep this to ${max} characters or fewer.`
