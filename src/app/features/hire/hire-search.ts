import type { PlaceChoice } from '#app/api/maps.queries.ts'
import type { HireSearch } from './hire-search-params.ts'
import { formatDay } from '#app/lib/format-day.ts'
import {
  hireOneWayWindow,
  hireReturnWindow,
  hireRoundTripDepartureWindow,
  isWithin,
} from '#shared/domain/date-windows.ts'
import { serverNow } from '#app/lib/server-clock.ts'

export interface HireForm {
  from: PlaceChoice | null
  to: PlaceChoice | null
  date: string
  returnDate: string
  retain: boolean
}
export type HireErrors = Partial<Record<keyof HireForm, string>>

/**
 * SPEC §5 hire windows: one way tomorrow..14 days; round trip up to 14 days, return within 14. In
 * Lagos days by the server's clock (a phone a day fast could not hire for tomorrow), the phone's
 * until it is known.
 */
export function hireWindows(tripType: 0 | 1, date: string, now: Date = serverNow()) {
  const departure = tripType === 0 ? hireOneWayWindow(now) : hireRoundTripDepartureWindow(now)
  return { departure, ret: hireReturnWindow(date || departure.min) }
}

export function validateHireSearch(form: HireForm, tripType: 0 | 1, now: Date = serverNow()) {
  const errors: HireErrors = {}
  const { departure, ret } = hireWindows(tripType, form.date, now)
  if (!form.from) errors.from = 'Choose where the bus should pick you up from the list.'
  if (!form.to) errors.to = 'Choose where you are going from the list.'
  else if (form.from && form.from.placeId === form.to.placeId)
    errors.to = 'The destination must differ from the pick-up.'
  if (!form.date) errors.date = 'Choose the day you are departing.'
  else if (!isWithin(form.date, departure))
    errors.date = `Choose a day from ${formatDay(departure.min)} to ${formatDay(departure.max)}.`
  if (tripType === 1) {
    if (!form.returnDate) errors.returnDate = 'Choose the day you return.'
    else if (!isWithin(form.returnDate, ret))
      errors.returnDate = `Choose a return day from ${formatDay(ret.min)} to ${formatDay(ret.max)}.`
  }
  if (Object.keys(errors).length > 0) return { errors }
  const search: HireSearch = {
    from: form.from!.placeId,
    to: form.to!.placeId,
    fromLabel: form.from!.description,
    toLabel: form.to!.description,
    date: form.date,
    ...(tripType === 1 ? { returnDate: form.returnDate } : {}),
    tripType,
    retain: form.retain,
  }
  return { errors, search }
}
