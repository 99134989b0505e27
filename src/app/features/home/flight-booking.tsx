import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useOnline } from '#app/lib/use-online.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { flightPartnerQueryOptions } from './flight-partner.ts'
import './home.css'

// SPEC §1: the flight booking is a partner's page shown in a popup. This tab loads when chosen,
// so asking the server for the page costs the home page's first load nothing.
export function FlightBooking() {
  const [open, setOpen] = useState(false)
  const online = useOnline()
  const partner = useQuery(flightPartnerQueryOptions())
  const partnerUrl = partner.data
  const embed = Boolean(partnerUrl) && online
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
        {partner.isPending && online ? (
          <Spinner label="Loading…" />
        ) : !partnerUrl && (online || partner.data === null) ? (
          <p>Flight booking is coming soon. Check back shortly to book flights with Waka.</p>
        ) : !online ? (
          <p role="alert">
            You are offline. Booking a flight needs a connection: try again when you are back
            online.
          </p>
        ) : (
          <iframe
            className="partner-frame"
            src={partnerUrl ?? undefined}
            title="Flight booking partner"
          />
        )}
      </Dialog>
    </div>
  )
}
