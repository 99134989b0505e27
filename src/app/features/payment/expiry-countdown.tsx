import { useEffect, useState } from 'react'
import { serverNow } from '#app/lib/server-clock.ts'

const now = () => serverNow().getTime()

/**
 * Seconds left until `expiresAt` (SPEC §9: a bank transfer is held 1 hour), by the server's clock:
 * a phone whose clock is fast or slow still counts the hour the server gives (tester N).
 */
export function useSecondsLeft(expiresAt: string): number {
  const end = Date.parse(expiresAt)
  const [at, setAt] = useState(now)
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(0, Math.floor((end - at) / 1000))
}

/**
 * The time left to transfer. `lapse` says what happens then: a booking's seats (a hire's buses)
 * are released; a wallet's account number simply expires.
 */
export function ExpiryCountdown(props: { expiresAt: string; lapse: string; expired: string }) {
  const left = useSecondsLeft(props.expiresAt)
  if (left === 0) return <p role="alert">{props.expired}</p>
  const minutes = Math.floor(left / 60)
  const seconds = String(left % 60).padStart(2, '0')
  return (
    <p>
      Transfer within{' '}
      <span className="countdown" role="timer" aria-label={`${minutes} minutes left`}>
        {minutes}:{seconds}
      </span>{' '}
      or {props.lapse}.
    </p>
  )
}
