import { useState } from 'react'
import { errorMessage } from '#app/api/http.ts'
import { QUEUED_NOTICE, sendOrQueue, type Submission } from './submission-queue.ts'

export type SubmissionState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'queued'; message: string }
  | { kind: 'error'; message: string }

/** A form that sends now, or keeps the submission for when the device is back online. */
export function useSubmission() {
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' })
  async function submit(item: Submission) {
    setState({ kind: 'sending' })
    try {
      const outcome = await sendOrQueue(item)
      setState(
        outcome === 'queued'
          ? { kind: 'queued', message: QUEUED_NOTICE }
          : { kind: 'sent', message: outcome.sent },
      )
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) })
    }
  }
  return { state, submit, reset: () => setState({ kind: 'idle' }) }
}
