// SPEC §8's tracking messages, and ours for the tracking socket's limits. Apart from messages.ts,
// whose messages the app uses all travel in the chunk the booking path loads first: these go with
// the tracking page (and the server).

export const trackingNoLocation = "Can't get vehicle locatioon"
export const trackingSomethingWrong = 'Something went wrong, please refresh and try again!'
export const trackingInvalid = 'Invalid Information!'
/** Ours: a tracking connection asked for a bus past its limit (realtime.ts MAX_SUBSCRIPTIONS). */
export const trackingTooManyBuses = 'You can follow up to 4 buses at once.'
/** Ours: an address already holds as many tracking connections as it may. */
export const trackingTooManyConnections = 'Too many connections, please try again later.'
