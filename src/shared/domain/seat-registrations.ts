// SPEC §3 Booking payload `seatRegistrations`: 'tripId:seats' per leg, the return leg appended
// after '; ', e.g. 'T-44-20261123-0815-1:3,4; T-45-20261125-0700-1:5,6'.

export interface SeatRegistration {
  tripId: string
  seats: number[]
}

/** The legs in order (outward first), or null when the text is not of that shape. */
export function parseSeatRegistrations(text: string): SeatRegistration[] | null {
  const parts = text
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  if (parts.length === 0 || parts.length > 2) return null
  const legs: SeatRegistration[] = []
  for (const part of parts) {
    const colon = part.lastIndexOf(':')
    if (colon <= 0) return null
    const tripId = part.slice(0, colon).trim().toUpperCase()
    const seatText = part
      .slice(colon + 1)
      .split(',')
      .map((s) => s.trim())
    if (seatText.some((s) => !/^\d{1,3}$/.test(s))) return null
    legs.push({ tripId, seats: seatText.map(Number) })
  }
  return legs
}

export function formatSeatRegistrations(legs: SeatRegistration[]): string {
  return legs.map((leg) => `${leg.tripId}:${leg.seats.join(',')}`).join('; ')
}
