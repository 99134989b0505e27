// The hire this tab's selection has made, and the one it has paid for (ours, beside SPEC §3's
// hireEmailAmount): Back to the hire details after a payment must not make and charge for a
// second hire of the same trip (tester Q). No schemas here: the payment result pages import it.

const MADE = 'hireMade'
const PAID = 'hirePaid'
const SELECTION = 'hireSelection'
const REQUEST_KEY = 'hireRequestKey'
// MADE, PAID and REQUEST_KEY are one customer's: trip-storage.ts forgets them (its CUSTOMER_KEYS,
// by name) at a Logout and when another customer signs in here. The selection, the trip, stays.
// Cleared with the trip by trip-storage.ts (its KEYS.hireDraft), which the first pages load.
const DRAFT = 'hireDraft'

function get(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function remove(...keys: string[]) {
  try {
    for (const key of keys) sessionStorage.removeItem(key)
  } catch {
    // Storage disabled: nothing was kept.
  }
}

const same = (a: string | null, b: string) => a !== null && a.toUpperCase() === b.toUpperCase()

/** The hire the selection made: paying again from its details pays for it, not a new one. */
export function markHireMade(reference: string): void {
  try {
    sessionStorage.setItem(MADE, reference)
  } catch {
    // Storage full or disabled: the server's Idempotency-Key still gives the same hire.
  }
}

export const readHireMade = () => get(MADE)

/** The hire a newly chosen selection starts without. */
export const forgetHireMade = () => remove(MADE, PAID)

/** `reference` was declined, closed or lapsed: the next Pay makes the hire afresh. */
export function forgetEndedHire(reference: string): void {
  if (same(get(MADE), reference)) remove(MADE)
}

/**
 * What the hirer typed on the hire details (ours, like the checkout's draft): a reload, or
 * signing in again once the session ended, does not make them type it again. Cleared with the
 * trip (trip-storage.ts: on home load, so a Logout, and when another customer signs in here) and
 * once the hire is paid. The page reads it through its schema.
 */
export function saveHireDraft(draft: unknown): void {
  try {
    sessionStorage.setItem(DRAFT, JSON.stringify(draft))
  } catch {
    // Storage full or disabled: the details are typed again after a reload.
  }
}

export function readHireDraft(): unknown {
  try {
    return JSON.parse(get(DRAFT) ?? 'null')
  } catch {
    return null
  }
}

/** SPEC §3: the hire `reference` is paid; its selection is cleared, and remembered as paid. */
export function settleHire(reference: string): void {
  if (!same(get(MADE), reference)) return
  remove(SELECTION, MADE, REQUEST_KEY, DRAFT)
  try {
    sessionStorage.setItem(PAID, reference)
  } catch {
    // Storage disabled: the details page says the hire was not found.
  }
}

/** The hire this tab last paid for, once its selection is gone. */
export const readHirePaid = () => get(PAID)
