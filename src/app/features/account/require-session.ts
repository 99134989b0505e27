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

/**
 * Only paths of this site: '/passenger-details', never '//elsewhere', a backslash after the
 * slash (which browsers read as '//elsewhere') or 'https://…'.
 */
export function safeRedirect(path: unknown): string | undefined {
  // No whitespace or control characters at all: browsers drop a tab or newline, so '/\t/host'
  // became '//host' (tester L; the router refused it, and the page broke).
  return typeof path === 'string' &&
    /^\/(?![/\\])/.test(path) &&
    ![...path].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f)
    ? path
    : undefined
}

/**
 * The sign-in and sign-up pages send a traveller who is already signed in on where those pages
 * would have: the page that asked for sign-in, or the dashboard.
 */
export function leaveIfSignedIn(search: { redirect?: unknown }, otherwise = '/dashboard'): void {
  if (getUser()) throw redirect({ href: safeRedirect(search.redirect) ?? otherwise, replace: true })
}
