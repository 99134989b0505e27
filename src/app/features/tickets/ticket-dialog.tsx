import { useEffect, useState } from 'react'
import type { BookingRow, Ticket } from '#shared/contract/booking.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { TicketView } from '#app/ui/ticket-view.tsx'
import { readSavedTicket } from '#app/offline/ticket-store.ts'
import { ticketFromRows } from './ticket-from-rows.ts'

/** The ticket the device saved when it was paid for, or one rebuilt from the status rows. */
export function TicketDialog({ rows, onClose }: { rows: BookingRow[]; onClose: () => void }) {
  const [ticket, setTicket] = useState<Ticket>(() => ticketFromRows(rows))
  useEffect(() => {
    let live = true
    void readSavedTicket(ticket.bookingReferenceCode).then((saved) => {
      if (live && saved) setTicket(saved.ticket)
    })
    return () => {
      live = false
    }
  }, [ticket.bookingReferenceCode])
  return (
    <Dialog open title="View Ticket" onClose={onClose}>
      <TicketView ticket={ticket} headingLevel={2} />
    </Dialog>
  )
}
