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

export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const left = useSecondsLeft(expiresAt)
  if (left === 0) return <p role="alert">This reservation has expired. Please book again.</p>
  const minutes = Math.floor(left / 60)
  const seconds = String(left % 60).padStart(2, '0')
  return (
    <p>
      Transfer within{' '}
      <span className="countdown" role="timer" aria-label={`${minutes} minutes left`}>
        {minutes}:{seconds}
      </span>{' '}
      or the seats are released.
    </p>
  )
}
