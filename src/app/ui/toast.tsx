import { useEffect, useRef } from 'react'
import './toast.css'

interface ToastProps {
  message: string | null
  onDismiss: () => void
  /** SPEC §9: toasts show 4 s, some 6 or 10 s. */
  durationMs?: number
  /** Red for a problem (the default), green for a success. */
  tone?: 'error' | 'success'
}

/** An alert that dismisses itself; announced at once (role="alert"). */
export function Toast({ message, onDismiss, durationMs = 4000, tone = 'error' }: ToastProps) {
  const dismiss = useRef(onDismiss)
  useEffect(() => {
    dismiss.current = onDismiss
  })
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => dismiss.current(), durationMs)
    return () => clearTimeout(timer)
  }, [message, durationMs])

  return (
    <div className={tone === 'success' ? 'toast toast--success' : 'toast'} hidden={!message}>
      {/* The live region stays mounted so the message is announced when it appears. */}
      <p role="alert">{message}</p>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  )
}
