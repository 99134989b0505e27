import { useCallback, useState, useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Whether the device thinks it has a network, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * A form's message, like useState: one given while the device was offline (the offline message,
 * mostly) is not shown once it is back online, so a page does not go on saying 'offline'.
 */
export function useFormProblem() {
  const [state, setState] = useState({ text: null as string | null, offline: false })
  const online = useOnline()
  const set = useCallback(
    (text: string | null) => setState({ text, offline: text !== null && !navigator.onLine }),
    [],
  )
  return [online && state.offline ? null : state.text, set] as const
}
