import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

// A long form's draft, kept per tab in sessionStorage: a reload on a patchy network, or a tab
// Android killed, keeps what was typed. Never for passwords, PINs or codes, and never an identity
// number (`notKept`): sessionStorage is plain text on a phone that may be shared.

const PREFIX = 'draft:'
const NONE: readonly never[] = []

interface DraftOptions<T> {
  /** Whether a stored draft is still one this form can take (else it starts from `initial`). */
  accept?: (value: T) => boolean
  /** Fields never written to (nor read from) the draft. A module constant: a new list re-saves. */
  notKept?: readonly (keyof T & string)[]
}

/** `value` without the fields `notKept` names. */
function without(value: unknown, notKept: readonly string[]): unknown {
  if (!notKept.length || typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).filter(([name]) => !notKept.includes(name)))
}

/** What was stored, laid over `initial`: only its keys, each of the same type (else initial's). */
function overlay<T>(initial: T, stored: unknown): T {
  if (typeof initial !== 'object' || initial === null) {
    return typeof stored === typeof initial ? (stored as T) : initial
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return initial
  const out = { ...initial }
  for (const key of Object.keys(initial) as (keyof T & string)[]) {
    if (key in stored) out[key] = overlay(initial[key], (stored as Record<string, unknown>)[key])
  }
  return out
}

function read<T>(
  key: string,
  initial: T,
  accept: (value: T) => boolean,
  notKept: readonly string[],
): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key)
    if (raw === null) return initial
    // A draft written before a field was left out of it does not bring that field back.
    const value = overlay(initial, without(JSON.parse(raw), notKept))
    return accept(value) ? value : initial
  } catch {
    return initial
  }
}

/** useState whose value is kept under `key` for this tab until `clearDraft(key)`. */
export function useDraftState<T>(
  key: string,
  initial: T,
  { accept = () => true, notKept = NONE }: DraftOptions<T> = {},
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(() => read(key, initial, accept, notKept))
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(without(value, notKept)))
    } catch {
      // Storage full or turned off: the form works, only without a draft.
    }
  }, [key, value, notKept])
  return [value, setValue]
}

/** Forgets the drafts (once the form's request is complete): the next visit starts empty. */
export function clearDraft(...keys: string[]) {
  try {
    for (const key of keys) sessionStorage.removeItem(PREFIX + key)
  } catch {
    // Nothing was kept.
  }
}
