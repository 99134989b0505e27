import type { BusOffering } from '#shared/contract/booking-search.ts'

// SPEC §3 browser storage: the chosen bus per leg, read by the seat and checkout steps.
const KEYS = { departure: 'selectedBusData', return: 'selectedReturnBusData' } as const
export type Leg = keyof typeof KEYS

export function saveSelectedBus(leg: Leg, bus: BusOffering): void {
  try {
    sessionStorage.setItem(KEYS[leg], JSON.stringify(bus))
  } catch {
    // Storage full or disabled: the seat step will ask again.
  }
}
