import { useRef } from 'react'

/** A random Idempotency-Key for a request that may go out again: 32 hex digits. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * One Idempotency-Key per request: the same request (as `same` describes it) sent again, after
 * its answer was lost, goes with the same key and gets what the first made; a changed request
 * gets a new key.
 */
export function useRequestKey(): (same: string) => string {
  const current = useRef<{ same: string; key: string } | null>(null)
  return (same) => {
    if (current.current?.same !== same) current.current = { same, key: newRequestKey() }
    return current.current.key
  }
}
