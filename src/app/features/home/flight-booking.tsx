import { useState } from 'react'
import { Dialog } from '#app/ui/dialog.tsx'

// SPEC §1: the flight booking is a partner's page shown in a popup.
const PARTNER_URL = import.meta.env.VITE_FLIGHT_PARTNER_URL

export function FlightBooking() {
  const [open, setOpen] = useState(false)
  return (
    <div className="search-form">
      <p>Compare and book local and international flights with our travel partner.</p>
      <button type="button" className="button button--block" onClick={() => setOpen(true)}>
        Search Flights
      </button>
      <Dialog
        open={open}
        title="Book a flight"
        size={PARTNER_URL ? 'wide' : 'normal'}
        onClose={() => setOpen(false)}
      >
        {PARTNER_URL ? (
          <iframe className="partner-frame" src={PARTNER_URL} title="Flight booking partner" />
        ) : (
          <p>Flight booking is coming soon. Check back shortly to book flights with Waka.</p>
        )}
      </Dialog>
    </div>
  )
}
