// SPEC §4 Seats: the seat plan of each vehicle size (6, 8, 12, 13 and 14 seats), front row first.
// 'driver' is the driver's place, null an aisle gap. Seat 2 is the luggage seat (SPEC §9).

export type SeatCell = number | 'driver' | null
export type SeatLayout = SeatCell[][]

const LAYOUTS: Record<number, SeatLayout> = {
  6: [
    ['driver', null, 1],
    [2, null, 3],
    [4, 5, 6],
  ],
  8: [
    ['driver', null, 1],
    [2, 3, 4],
    [5, 6, 7, 8],
  ],
  12: [
    ['driver', 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [9, 10, 11, 12],
  ],
  13: [
    ['driver', 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [9, null, 10],
    [11, 12, 13],
  ],
  14: [
    ['driver', 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [9, 10, 11],
    [12, 13, 14],
  ],
}

/** The plan for a vehicle; an unknown size gets rows of three so every seat is still offered. */
export function seatLayout(totalSeats: number): SeatLayout {
  const known = LAYOUTS[totalSeats]
  if (known) return known
  const rows: SeatLayout = [['driver']]
  for (let seat = 1; seat <= totalSeats; seat += 3)
    rows.push([seat, seat + 1, seat + 2].filter((n) => n <= totalSeats))
  return rows
}
