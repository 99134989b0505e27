import { useEffect, useState, type ComponentType } from 'react'

/**
 * A part of the page in a chunk of its own, asked for once `wanted`: null until it is in. With no
 * signal (a first visit, before the service worker keeps the app) it is asked for again when the
 * signal is back. React.lazy would throw the failed load to the nearest error boundary, the whole
 * page's: a footer or a toast that could not load took a half-filled form down with it.
 */
export function useLazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted = true,
): ComponentType<P> | null {
  const [part, setPart] = useState<ComponentType<P> | null>(null)
  useEffect(() => {
    if (!wanted || part) return
    let mounted = true
    const attempt = () =>
      void load().then(
        (component) => {
          if (mounted) setPart(() => component)
        },
        () => window.addEventListener('online', attempt, { once: true }),
      )
    attempt()
    return () => {
      mounted = false
      window.removeEventListener('online', attempt)
    }
  }, [load, wanted, part])
  return part
}
