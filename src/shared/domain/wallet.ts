// Wallet rules shared by the API and the app (SPEC §1, §5, §8, §9; DESIGN §3).

/** SPEC §1: paying with the wallet gives 5% cashback. */
export const CASHBACK_PERCENT = 5
/** SPEC §8: three wrong PINs lock the wallet. */
export const MAX_PIN_ATTEMPTS = 3
/** SPEC §9: a wallet transfer must arrive within 30 minutes. */
export const WALLET_TRANSFER_MINUTES = 30
/** A card funding's checkout stays open as long as a booking's card hold. */
export const WALLET_FUNDING_MINUTES = 30
/** The most one funding may add (the virtual account's max_amount, SPEC §3). */
export const MAX_FUNDING_KOBO = 5_000_000_00
/**
 * Ours: SPEC §8 has no line for the limit ('Invalid amount.' is for 0). Here, not in
 * messages.ts, whose shared chunk the booking path loads first: this goes with the wallet.
 */
export const fundingOverMax = 'The most you can add at once is ₦5,000,000.'
/** SPEC §8: a wrong PIN. */
export const wrongPin = 'Wrong pin supplied. Your wallet will be locked on 3 failed attempts'
/**
 * Ours: after the third wrong PIN (SPEC §8 warns of it), until a reset unlocks the wallet. These
 * two are here, not in messages.ts, for the same reason.
 */
export const walletLocked =
  'Your wallet is locked after 3 wrong PINs. Reset your wallet PIN (Settings, Reset Wallet Pin) to unlock it.'

/** Cashback on a wallet payment, in kobo, rounded down: the house never pays a fraction over. */
export function cashbackKobo(paidKobo: number): number {
  return Math.floor((paidKobo * CASHBACK_PERCENT) / 100)
}

/** Wallet-funding references, told apart from booking references by the gateways' pages. */
export const FUNDING_PREFIX = 'WF'

export function isFundingReference(reference: string): boolean {
  return reference.toUpperCase().startsWith(FUNDING_PREFIX)
}

/** The pocket a wallet payment method debits: 23 the wallet, 1 the cashback wallet (SPEC §4). */
export type Pocket = 'main' | 'cashback'

export function pocketOf(methodId: number): Pocket {
  return methodId === 1 ? 'cashback' : 'main'
}
