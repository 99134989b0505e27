import { useEffect, useState } from 'react'
import { errorMessage } from '#app/api/http.ts'
import { onQueuedSent, QUEUED_NOTICE, sendOrQueue, type Submission } from './submission-queue.ts'

export type SubmissionState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'queued'; message: string; key: string }
  | { kind: 'error'; message: string }

/**
 * A form that sends now, or keeps the submission for when the device is back online; once a kept
 * one goes out, the form shows the server's answer as if it had been sent at once.
 */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' })
  const waitingFor = state.kind === 'queued' ? state.key : null
  useEffect(() => {
    if (!waitingFor) return
    return onQueuedSent((key, message) => {
      if (key === waitingFor) setState({ kind: 'sent', message })
    })
  }, [waitingFor])
  /** True once sent or queued: the form may be emptied; false when refused (kept to fix). */
  async function submit(item: Submission): Promise<boolean> {
    setState({ kind: 'sending' })
    try {
      const outcome = await sendOrQueue(item)
      setState(
        'queued' in outcome
          ? { kind: 'queued', message: QUEUED_NOTICE, key: outcome.queued }
          : { kind: 'sent', message: outcome.sent },
      )
      return true
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) })
      return false
    }
  }
  return { state, submit, reset: () => setState({ kind: 'idle' }) }
}
