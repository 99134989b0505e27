// SPEC §9 Fares: total = fare × adults (one way plus return) + document fees; the return
// document fee is doubled; international adds the markup of the chosen ID type. Discount is 0.
// All arithmetic in kobo so sums are exact.

export interface FareInput {
  adults: number
  onewayFareKobo: number
  /** Absent for a one-way trip. */
  returnFareKobo?: number
  /** Document fee per traveller in kobo (international routes; 0 otherwise). */
  documentFeeKobo?: number
}

export interface FareBreakdown {
  onewayKobo: number
  returnKobo: number
  documentFeesKobo: number
  discountKobo: number
  totalKobo: number
}

export function computeFare(input: FareInput): FareBreakdown {
  const { adults } = input
  if (!Number.isInteger(adults) || adults < 1)
    throw new RangeError('adults must be a positive integer')
  const onewayKobo = input.onewayFareKobo * adults
  const hasReturn = input.returnFareKobo !== undefined
  const returnKobo = hasReturn ? (input.returnFareKobo ?? 0) * adults : 0
  const feePerTraveller = input.documentFeeKobo ?? 0
  const documentFeesKobo = feePerTraveller * adults * (hasReturn ? 2 : 1)
  const discountKobo = 0
  return {
    onewayKobo,
    returnKobo,
    documentFeesKobo,
    discountKobo,
    totalKobo: onewayKobo + returnKobo + documentFeesKobo - discountKobo,
  }
}

// SPEC §9 Hire: one way = fare × vehicles; round trip = 2 × fare plus sleepover × vehicles.
export function computeHireFare(input: {
  fareKobo: number
  sleepOverKobo: number
  vehicles: number
  roundTrip: boolean
}): number {
  const { fareKobo, sleepOverKobo, vehicles, roundTrip } = input
  return roundTrip ? (2 * fareKobo + sleepOverKobo) * vehicles : fareKobo * vehicles
}
