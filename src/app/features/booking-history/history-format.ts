import { dateFormatOnFirstUse } from '#shared/domain/date-windows.ts'

// SPEC §4 history list: 0 Pending, 1 Approved, 2 Cancelled, 3 Created, 4 Declined, 5 Expired,
// 6 Failed, else Not-Specified. SPEC §3: passengerType 0 Adult, else Child.
const STATUS_NAMES = [
  'Pending',
  'Approved',
  'Cancelled',
  'Created',
  'Declined',
  'Expired',
  'Failed',
]

export function historyStatusName(status: number): string {
  return STATUS_NAMES[status] ?? 'Not-Specified'
}

export function passengerTypeName(type: number): string {
  return type === 0 ? 'Adult' : 'Child'
}

const lagosDate = dateFormatOnFirstUse('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** An ISO instant or a 'yyyy-mm-dd' day, as a Lagos date: '12 Mar 2026'. */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+01:00` : value)
  return Number.isNaN(date.getTime()) ? value : lagosDate().format(date)
}
