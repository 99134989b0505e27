import { useState } from 'react'
import { OFFLINE_MESSAGE } from '#app/api/http.ts'
import { useOnline } from '#app/lib/use-online.ts'

const cameOffline = (message: string | null | undefined) =>
  message === OFFLINE_MESSAGE && !navigator.onLine

/**
 * A form's refusal, read out at once; renders nothing without one. The offline message given
 * while the device was offline goes once the signal is back (a failed sign-in or profile update
 * went on saying 'offline'); given while online (the server out of reach), it stays.
 */
export function FormAlert({ message, id }: { message: string | null | undefined; id?: string }) {
  const online = useOnline()
  const [seen, setSeen] = useState({ message, offline: cameOffline(message) })
  if (seen.message !== message) setSeen({ message, offline: cameOffline(message) })
  if (!message || (online && seen.message === message && seen.offline)) return null
  return (
    <p id={id} role="alert" className="form-alert">
      {message}
    </p>
  )
}
