import { formatDay } from '#app/lib/format-day.ts'
import {
  isWithin,
  oneWayDepartureWindow,
  returnWindow,
  roundTripDepartureWindow,
} from '#shared/domain/date-windows.ts'
import type { BusSearch } from '#app/lib/bus-search.ts'
import { serverNow } from '#app/lib/server-clock.ts'
import { MAX_ADULTS } from '#shared/domain/adults.ts'

export type TripType = 0 | 1

export interface SeatSearchForm {
  from: number | ''
  to: number | ''
  date: string
  returnDate: string
  adults: number
}

export type SeatSearchErrors = Partial<Record<keyof SeatSearchForm, string>>

/**
 * SPEC §5 seat search: the window for each date field of the form, in Lagos days by the server's
 * clock (tester N: a phone a day fast could not search tomorrow), the phone's until it is known.
 */
export function seatSearchWindows(tripType: TripType, date: string, now: Date = serverNow()) {
  const departure = tripType === 0 ? oneWayDepartureWindow(now) : roundTripDepartureWindow(now)
  return { departure, ret: returnWindow(now, date || departure.min) }
}

/** SPEC §5: date, departure, arrival, adults (and the return date for a round trip). */
export function validateSeatSearch(
  form: SeatSearchForm,
  tripType: TripType,
  now: Date = serverNow(),
): { errors: SeatSearchErrors; search?: BusSearch } {
  const errors: SeatSearchErrors = {}
  const { departure, ret } = seatSearchWindows(tripType, form.date, now)
  if (form.from === '') errors.from = 'Choose the terminal you are travelling from.'
  if (form.to === '') errors.to = 'Choose the terminal you are travelling to.'
  else if (form.to === form.from) errors.to = 'Choose a destination different from your departure.'
  if (!form.date) errors.date = 'Choose a departure date.'
  else if (!isWithin(form.date, departure))
    errors.date = `Choose a departure date from ${formatDay(departure.min)} to ${formatDay(departure.max)}.`
  if (tripType === 1) {
    if (!form.returnDate) errors.returnDate = 'Choose an arrival date for your return trip.'
    // The return's window follows the departure: named once the departure is a valid one.
    else if (!errors.date && !isWithin(form.returnDate, ret))
      errors.returnDate = `Choose an arrival date from ${formatDay(ret.min)} to ${formatDay(ret.max)}.`
  }
  if (!Number.isInteger(form.adults) || form.adults < 1 || form.adults > MAX_ADULTS)
    errors.adults = `Choose between 1 and ${MAX_ADULTS} adults.`

  if (Object.keys(errors).length > 0 || form.from === '' || form.to === '') return { errors }
  return {
    errors,
    search: {
      from: form.from,
      to: form.to,
      date: form.date,
      ...(tripType === 1 ? { returnDate: form.returnDate } : {}),
      adults: form.adults,
      tripType,
    },
  }
}
