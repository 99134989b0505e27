import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { COOKIE_CONSENT } from '#shared/prerendered-shell.ts'
import { readCookie, writeCookie } from '#app/lib/cookies.ts'

// SPEC §2, §9: the consent lasts 150 days. A slim bar: while it shows, the page keeps room below
// its content so the bar never hides a form's button. The first HTML paints the same bar for a
// traveller without the cookie (scripts/shells/cookie-bar.html): keep the two alike.
const CONSENT_DAYS = 150
const ROOM_CLASS = 'has-cookie-bar'

export function CookieConsent() {
  const [agreed, setAgreed] = useState(() => readCookie(COOKIE_CONSENT) === 'yes')
  useEffect(() => {
    document.documentElement.classList.toggle(ROOM_CLASS, !agreed)
    return () => document.documentElement.classList.remove(ROOM_CLASS)
  }, [agreed])
  if (agreed) return null

  return (
    <section className="cookie-consent" role="region" aria-labelledby="cookie-consent-title">
      <h2 id="cookie-consent-title" className="visually-hidden">
        Cookie consent
      </h2>
      <p>
        We use cookies to keep you signed in and remember your searches.{' '}
        <Link to="/Privacy-Policy">Privacy</Link>
      </p>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          writeCookie(COOKIE_CONSENT, 'yes', CONSENT_DAYS)
          setAgreed(true)
        }}
      >
        I agree
      </button>
    </section>
  )
}
