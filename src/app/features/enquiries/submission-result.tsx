import type { SubmissionState } from '#app/offline/use-submission.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'

/** The outcome of a sent form: the server's thanks, the offline notice, or the refusal. */
export function SubmissionResult({ state }: { state: SubmissionState }) {
  if (state.kind === 'error') return <FormAlert message={state.message} />
  if (state.kind === 'sent' || state.kind === 'queued') {
    return (
      <p role="status" className={state.kind === 'sent' ? 'notice' : 'warning'}>
        {state.message}
      </p>
    )
  }
  return null
}
