import type { BusOffering } from '#shared/contract/booking-search.ts'

// SPEC §4 Seats: the Benin (Akpakpava) → Lagos (Iyana Ipaja) bus at 08:15 AM stops briefly at a
// university in Ogun State; the traveller is told before choosing seats.
export function hasStopoverNotice(bus: BusOffering): boolean {
  return (
    bus.departureTerminalName === 'Benin (Akpakpava)' &&
    bus.destinationTerminalName === 'Lagos (Iyana Ipaja)' &&
    bus.departureTime.startsWith('08:15')
  )
}

export const STOPOVER_NOTICE =
  'Please note: this bus makes a brief stopover at a university in Ogun State on its way to Lagos (Iyana Ipaja).'
