import { useLayoutEffect } from 'react'
import './spinner.css'

/** A loading indicator announced to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="spinner">
      <span className="spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/**
 * A page's loading indicator, shown in place of the page being left. It starts at the top, as the
 * page it stands for will: left where the old page was scrolled, the short indicator brought the
 * footer up into view, and the page coming threw it back down (layout shift 0.47 at 360 px).
 */
export function PageSpinner({ label }: { label: string }) {
  // (A block: Chromium's scrollTo now returns a promise, which React would take for a clean-up.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
  }, [])
  return <Spinner label={label} />
}
