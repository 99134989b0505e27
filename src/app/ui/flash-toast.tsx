import { dismissFlash, useFlash } from './flash.ts'
import { Toast } from './toast.tsx'

/** The app-wide toast (loaded by FlashHost with the first message). */
export function FlashToast() {
  const current = useFlash()
  return (
    <Toast
      message={current?.text ?? null}
      tone={current?.tone}
      durationMs={current?.durationMs}
      onDismiss={() => current && dismissFlash(current.id)}
    />
  )
}
