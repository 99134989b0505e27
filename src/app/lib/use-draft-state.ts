import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'

// A long form's draft, kept per tab in sessionStorage: a reload on a patchy network, or a tab
// Android killed, keeps what was typed. Never for passwords, PINs or codes.

const PREFIX = 'draft:'

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

function read<T>(key: string, initial: T, accept: (value: T) => boolean): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key)
    if (raw === null) return initial
    const value = overlay(initial, JSON.parse(raw))
    return accept(value) ? value : initial
  } catch {
    return initial
  }
}

/** useState whose value is kept under `key` for this tab until `clearDraft(key)`. */
export function useDraftState<T>(
  key: string,
  initial: T,
  accept: (value: T) => boolean = () => true,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState(() => read(key, initial, accept))
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(value))
    } catch {
      // Storage full or turned off: the form works, only without a draft.
    }
  }, [key, value])
  return [value, setValue]
}

/** Forgets the drafts (once the form was sent): the next visit starts empty. */
export function clearDraft(...keys: string[]) {
  try {
    for (const key of keys) sessionStorage.removeItem(PREFIX + key)
  } catch {
    // Nothing was kept.
  }
}
