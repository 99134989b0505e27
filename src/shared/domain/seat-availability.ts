// SPEC §9: seat 2 is reserved for luggage, so it is never offered, whatever the vehicle.
export const LUGGAGE_SEAT = 2

/** Seat numbers a traveller may still choose: 1..totalSeats minus luggage and taken seats. */
export function availableSeats(totalSeats: number, taken: Iterable<number>): number[] {
  const blocked = new Set(taken)
  blocked.add(LUGGAGE_SEAT)
  const seats: number[] = []
  for (let seat = 1; seat <= totalSeats; seat++) {
    if (!blocked.has(seat)) seats.push(seat)
  }
  return seats
}
