import { redirect } from '@tanstack/react-router'
import { getUser } from '#app/lib/session.ts'

/** SPEC §6: history, settings and the other signed-in pages send a guest to / (route beforeLoad). */
export function requireSession(to: '/' | '/login' = '/'): void {
  if (!getUser()) throw redirect({ to, replace: true })
}

/**
 * Bills: a guest is asked to sign in (SPEC §6: the bills calls need the customer's token), on
 * /login, and comes back here after.
 */
export function requireSignIn(location: { href: string }): void {
  if (!getUser())
    throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}`, replace: true })
}
