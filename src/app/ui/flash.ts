import { useSyncExternalStore } from 'react'

// One app-wide toast for messages that outlive the screen that caused them ('Logged In
// Successfully' then a new page; 'Session Expired, Please log in' across a reload).

export type FlashTone = 'success' | 'error'

export interface Flash {
  id: number
  text: string
  tone: FlashTone
  /** SPEC §9: toasts show 4 s, some 6 or 10 s. */
  durationMs: number
}

const RELOAD_KEY = 'flash'
let current: Flash | null = null
let nextId = 1
const listeners = new Set<() => void>()

function set(value: Flash | null) {
  current = value
  for (const listener of listeners) listener()
}

export function flash(text: string, tone: FlashTone = 'success', durationMs = 4000): void {
  set({ id: nextId++, text, tone, durationMs })
}

/** Shown once the page has reloaded (or navigated with a full load). */
export function flashAfterReload(text: string, tone: FlashTone = 'success'): void {
  sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ text, tone }))
}

export function dismissFlash(id: number): void {
  if (current?.id === id) set(null)
}

/** Picks up a message left by flashAfterReload, once. */
export function takeReloadFlash(): void {
  const stored = sessionStorage.getItem(RELOAD_KEY)
  if (!stored) return
  sessionStorage.removeItem(RELOAD_KEY)
  try {
    const { text, tone } = JSON.parse(stored) as { text?: unknown; tone?: unknown }
    if (typeof text === 'string') flash(text, tone === 'error' ? 'error' : 'success')
  } catch {
    // A broken entry is dropped.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useFlash(): Flash | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
