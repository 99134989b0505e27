import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { readSavedTicket } from '#app/offline/ticket-store.ts'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { TicketView } from '#app/ui/ticket-view.tsx'

/**
 * SPEC §2 /confirmed-wallet-payment: the ticket just paid from the wallet. The checkout saved it
 * on this device when the payment was confirmed, so the page reads it from there (offline too).
 */
export function WalletPaymentPage({ reference }: { reference?: string }) {
  const saved = useQuery({
    queryKey: ['saved-ticket', reference],
    queryFn: async () => (reference ? ((await readSavedTicket(reference)) ?? null) : null),
    networkMode: 'always',
  })
  if (saved.isPending) return <Spinner label="Loading your ticket" />
  if (!saved.data)
    return (
      <Page title="Wallet payment">
        <p>We could not find this ticket on this device.</p>
        <div className="actions">
          {reference && (
            <Link to="/bookingStatus" search={{ ref: reference }} className="button">
              Check Booking Status
            </Link>
          )}
          <Link to="/" className="button button--ghost">
            Go Home
          </Link>
        </div>
      </Page>
    )
  return (
    <div className="page result">
      <p className="notice" role="status">
        Paid from your wallet. Your seats are booked.
      </p>
      <TicketView ticket={saved.data.ticket} />
      <div className="actions">
        <Link to="/profile" className="button">
          Go to Wallet
        </Link>
        <Link to="/" className="button button--ghost">
          Go Home
        </Link>
      </div>
    </div>
  )
}
