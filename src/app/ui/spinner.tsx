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
