import { useEffect } from 'react'
import { encode } from 'uqr'

/**
 * The booking reference as a QR code for the terminal's scanner. uqr (no dependencies) is
 * loaded only with this component, on ticket screens (bundle budget).
 */
export default function TicketQr(props: { reference: string; onDrawn?: () => void }) {
  const { reference, onDrawn } = props
  useEffect(() => onDrawn?.(), [onDrawn])
  const { data, size } = encode(reference, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    <svg
      className="ticket-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={`QR code of booking reference ${reference}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
