import * as v from 'valibot'
import { HireDepartureSchema } from '#shared/contract/hire.ts'
import { hireTotalKobo } from '#shared/domain/hire-pricing.ts'
import { nairaToKobo } from '#shared/domain/money.ts'
import { forgetHireMade } from '#app/lib/hire-storage.ts'
import { HireSearchSchema } from './hire-search-params.ts'

// The hire being booked, kept per tab like the seat trip (SPEC §3 storage): the search and the
// vehicles chosen on /select-bus-hire, read by /hire-passenger-details.

const SelectionSchema = v.object({
  search: HireSearchSchema,
  lines: v.array(v.object({ departure: HireDepartureSchema, quantity: v.number() })),
})
export type HireSelection = v.InferOutput<typeof SelectionSchema>
const KEY = 'hireSelection'

/** A new choice of buses: a new hire to make, whatever this tab hired before. */
export function saveHireSelection(selection: HireSelection) {
  sessionStorage.setItem(KEY, JSON.stringify(selection))
  forgetHireMade()
}

export function readHireSelection(): HireSelection | null {
  try {
    const parsed = v.safeParse(SelectionSchema, JSON.parse(sessionStorage.getItem(KEY) ?? 'null'))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** SPEC §9, the same rule the server prices with. */
export function selectionTotalKobo(selection: HireSelection): number {
  const roundTrip = selection.search.tripType === 1
  return hireTotalKobo(
    selection.lines.map((l) => ({
      fareKobo: nairaToKobo(l.departure.farePrice),
      sleepOverKobo: nairaToKobo(l.departure.sleepOverPrice),
      vehicles: l.quantity,
    })),
    roundTrip,
    roundTrip && selection.search.retain,
  )
}
