import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { errorMessage, request } from '#app/api/http.ts'
import { CustomerProfile, GoogleSignInData } from '#shared/contract/account-profile.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import { flash } from '#app/ui/flash.ts'
import { useAfterSignIn } from './after-sign-in.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { saveSession } from '#app/lib/session.ts'

// SPEC §7 /Customer/google with a Google Identity Services ID token. Shown only when the build has
// VITE_GOOGLE_CLIENT_ID (the server checks the token against its own GOOGLE_CLIENT_ID).
const CLIENT_ID = import.meta.env.VITE_GOOGLE_CLIENT_ID
const GIS_URL = 'https://accounts.google.com/gsi/client'
const GoogleResponse = envelopeSchema(GoogleSignInData)
const ProfileResponse = envelopeSchema(CustomerProfile)

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string
        callback: (r: { credential: string }) => void
      }): void
      renderButton(parent: HTMLElement, options: Record<string, string>): void
    }
  }
}

function loadGis(): Promise<GoogleIdentity> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GIS_URL
    script.async = true
    script.onload = () => resolve((window as unknown as { google: GoogleIdentity }).google)
    script.onerror = reject
    document.head.append(script)
  })
}

export function GoogleSignIn({ redirect }: { redirect?: string }) {
  return CLIENT_ID ? <GoogleButton clientId={CLIENT_ID} redirect={redirect} /> : null
}

function GoogleButton({ clientId, redirect }: { clientId: string; redirect?: string }) {
  const slot = useRef<HTMLDivElement>(null)
  const router = useRouter()
  const afterSignIn = useAfterSignIn()
  const [error, setError] = useState<string | null>(null)

  async function signIn(idToken: string) {
    try {
      const answer = await request('onboarding', '/Customer/google', GoogleResponse, {
        body: { idToken, deviceToken: '', clientId: 'waka-web' },
        auth: false,
      })
      const { jwtToken, refreshToken, phoneNumber } = answer.data
      if (!jwtToken || !refreshToken || !phoneNumber) {
        // SPEC §4: a Google account without a phone registers first.
        flash(answer.shortDescription)
        void router.navigate({ to: '/register' })
        return
      }
      // The camelCase answer is partial: the whole session comes from the profile call.
      const { data: profile } = await request('onboarding', '/customer/profile', ProfileResponse, {
        token: jwtToken,
      })
      saveSession(profile, { Token: jwtToken, RefreshToken: refreshToken })
      afterSignIn(profile, redirect)
    } catch (failure) {
      setError(errorMessage(failure, messages.googleFailed))
    }
  }

  useEffect(() => {
    let live = true
    loadGis()
      .then((google) => {
        if (!live || !slot.current) return
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => void signIn(response.credential),
        })
        google.accounts.id.renderButton(slot.current, { theme: 'outline', size: 'large' })
      })
      .catch(() => setError(messages.googleFailed))
    return () => {
      live = false
    }
    // Rendered once; the callback reads the latest props through the closure it was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId])

  return (
    <>
      <div ref={slot} />
      <FormAlert message={error} />
    </>
  )
}
