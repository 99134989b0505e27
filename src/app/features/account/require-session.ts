import { redirect } from '@tanstack/react-router'
import { getUser } from '#app/lib/session.ts'

/** SPEC §6: history, settings and the other signed-in pages send a guest to / (route beforeLoad). */
export function requireSession(to: '/' | '/login' = '/'): void {
  if (!getUser()) throw redirect({ to, replace: true })
}
