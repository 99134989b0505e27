/** SPEC §5: a seat search is for 1 to 13 adults. */
export const MAX_ADULTS = 13
