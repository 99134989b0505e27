import { useEffect, useState } from 'react'

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Advances an index every `intervalMs` while `running`; never for people who ask for reduced
 * motion. Returns the index and a setter for manual moves.
 */
export function useAutoplay(count: number, intervalMs: number, running: boolean) {
  const [index, setIndex] = useState(0)
  const [motionAllowed] = useState(() => !reducedMotion())

  useEffect(() => {
    if (!running || !motionAllowed || count < 2) return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearInterval(timer)
  }, [count, intervalMs, running, motionAllowed])

  return { index: count ? index % count : 0, setIndex, motionAllowed }
}
