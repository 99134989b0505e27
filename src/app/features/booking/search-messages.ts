// The two SPEC §8 messages a search may answer with, loaded once it answers (use-seat-search.ts):
// importing messages.ts whole would keep every message in the bundle.
export { noBusBetween, searchRoundTripError } from '#shared/domain/messages.ts'
