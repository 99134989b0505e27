import { useState } from 'react'
import { useOnline } from '#app/lib/use-online.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import './home.css'

// SPEC §1: the flight booking is a partner's page shown in a popup.
const PARTNER_URL = import.meta.env.VITE_FLIGHT_PARTNER_URL

export function FlightBooking() {
  const [open, setOpen] = useState(false)
  const online = useOnline()
  const embed = Boolean(PARTNER_URL) && online
  return (
    <div className="search-form">
      <p>Compare and book local and international flights with our travel partner.</p>
      <button type="button" className="button button--block" onClick={() => setOpen(true)}>
        Search Flights
      </button>
      <Dialog
        open={open}
        title="Book a flight"
        size={embed ? 'wide' : 'normal'}
        onClose={() => setOpen(false)}
      >
        {!PARTNER_URL ? (
          <p>Flight booking is coming soon. Check back shortly to book flights with Waka.</p>
        ) : !online ? (
          <p role="alert">
            You are offline. Booking a flight needs a connection: try again when you are back
            online.
          </p>
        ) : (
          <iframe className="partner-frame" src={PARTNER_URL} title="Flight booking partner" />
        )}
      </Dialog>
    </div>
  )
}
