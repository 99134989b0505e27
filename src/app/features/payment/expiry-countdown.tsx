import { useEffect, useState } from 'react'

/** Minutes and seconds left until `expiresAt` (SPEC §9: a bank transfer is held 1 hour). */
export function useSecondsLeft(expiresAt: string): number {
  const end = Date.parse(expiresAt)
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(0, Math.floor((end - now) / 1000))
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
