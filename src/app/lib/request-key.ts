import { useRef } from 'react'
import * as v from 'valibot'

/** A random Idempotency-Key for a request that may go out again: 32 hex digits. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const Kept = v.object({ same: v.string(), key: v.string() })
type Kept = v.InferOutput<typeof Kept>

/** FNV-1a: the tab keeps which request a key was for, not the traveller's details themselves. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return `${text.length}:${(hash >>> 0).toString(16)}`
}

function readKept(name: string): Kept | null {
  try {
    const parsed = v.safeParse(Kept, JSON.parse(sessionStorage.getItem(name) ?? 'null'))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

function keep(name: string, kept: Kept) {
  try {
    sessionStorage.setItem(name, JSON.stringify(kept))
  } catch {
    // Storage full or disabled: the key lasts as long as the page.
  }
}

/**
 * One Idempotency-Key per request: the same request (as `same` describes it) sent again, after
 * its answer was lost, goes with the same key and gets what the first made; a changed request
 * gets a new key. Kept in the tab under `storageName`, so a reload after a lost answer (what a
 * traveller does on a bad signal) sends the same key too.
 */
export function useRequestKey(storageName: string): (same: string) => string {
  const current = useRef<Kept | null>(null)
  return (request) => {
    const same = fingerprint(request)
    const kept = current.current ?? readKept(storageName)
    if (kept?.same === same) return kept.key
    current.current = { same, key: newRequestKey() }
    keep(storageName, current.current)
    return current.current.key
  }
}
