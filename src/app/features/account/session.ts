import { useSyncExternalStore } from 'react'

/** SPEC §3 Customer session: the fields the layout needs. Sign-in fills it in a later issue. */
export interface SessionUser {
  FirstName: string
  LastName: string
  Email: string
  Image: string | null
}

let current: SessionUser | null = null
const listeners = new Set<() => void>()

/** The signed-in customer, or null for a guest. Always null until sign-in is built. */
export function getUser(): SessionUser | null {
  return current
}

export function setUser(user: SessionUser | null): void {
  current = user
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getUser, getUser)
}
