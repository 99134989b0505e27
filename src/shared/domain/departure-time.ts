/** SPEC §5 time helper: 'HH:mm' → 'hh:mm AM/PM', AM when the hour is 11 or less. */
export function formatDepartureTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!match) return time
  const hour = Number(match[1])
  const suffix = hour <= 11 ? 'AM' : 'PM'
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${suffix}`
}

/** SPEC §2: 'seat(available)' for 1, 'seats(available)' otherwise. */
export function seatsLabel(available: number): string {
  if (available <= 0) return 'Seats fully booked'
  return available === 1 ? '1 seat(available)' : `${available} seats(available)`
}
