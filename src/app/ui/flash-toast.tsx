import { useEffect } from 'react'
import { dismissFlash, takeReloadFlash, useFlash } from './flash.ts'
import { Toast } from './toast.tsx'

/** The one place app-wide messages show; mounted once by the root layout. */
export function FlashToast() {
  const current = useFlash()
  useEffect(takeReloadFlash, [])
  return (
    <Toast
      message={current?.text ?? null}
      tone={current?.tone}
      durationMs={current?.durationMs}
      onDismiss={() => current && dismissFlash(current.id)}
    />
  )
}
