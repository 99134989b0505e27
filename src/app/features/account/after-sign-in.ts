import { useRouter } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { flash } from '#app/ui/flash.ts'
import type { SessionUser } from '#app/lib/session.ts'

/**
 * SPEC §4 Login: CustomerStage 0 gives 'Please kindly complete your registration process.' and
 * /login-reg; otherwise home (which sends a signed-in customer on to /dashboard), or back to the
 * page that asked for sign-in.
 */
export function useAfterSignIn() {
  const router = useRouter()
  return (user: SessionUser, redirect?: string) => {
    if (user.CustomerStage === 0) {
      flash(messages.completeRegistration)
      void router.navigate({ to: '/login-reg' })
      return
    }
    flash(messages.loggedIn)
    if (redirect) router.history.push(redirect)
    else void router.navigate({ to: '/' })
  }
}
