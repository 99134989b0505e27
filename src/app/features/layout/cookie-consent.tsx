import { useState } from 'react'
import { readCookie, writeCookie } from '#app/lib/cookies.ts'

// SPEC §2, §9: the consent lasts 150 days.
const COOKIE = 'waka_cookie_consent'
const CONSENT_DAYS = 150

export function CookieConsent() {
  const [agreed, setAgreed] = useState(() => readCookie(COOKIE) === 'yes')
  if (agreed) return null

  return (
    <section className="cookie-consent" role="region" aria-labelledby="cookie-consent-title">
      <h2 id="cookie-consent-title" className="visually-hidden">
        Cookie consent
      </h2>
      <p>
        We use cookies to keep you signed in, remember your searches and improve Waka. By using this
        site you agree to our use of cookies.
      </p>
      <button
        type="button"
        className="button"
        onClick={() => {
          writeCookie(COOKIE, 'yes', CONSENT_DAYS)
          setAgreed(true)
        }}
      >
        I agree
      </button>
    </section>
  )
}
