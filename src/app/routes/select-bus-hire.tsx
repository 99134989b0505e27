import { createFileRoute, Link } from '@tanstack/react-router'
import { HireSearchSchema } from '#app/features/hire/hire-search-params.ts'
import { formatDay } from '#app/lib/format-day.ts'
import { Page } from '#app/ui/page.tsx'

export const Route = createFileRoute('/select-bus-hire')({
  validateSearch: HireSearchSchema,
  component: SelectBusHirePage,
  errorComponent: IncompleteHireSearch,
})

function IncompleteHireSearch() {
  return (
    <Page title="Select a bus to hire">
      <p role="alert">This hire search is incomplete. Please start again from the home page.</p>
      <Link to="/" className="button">
        Book Again
      </Link>
    </Page>
  )
}

function SelectBusHirePage() {
  const search = Route.useSearch()
  return (
    <Page title="Select a bus to hire">
      <p className="trip-meta">
        <span>
          {search.from} → {search.to}
        </span>
        <span>Departing on {formatDay(search.date)}</span>
        {search.returnDate && <span>Return {formatDay(search.returnDate)}</span>}
      </p>
      <p className="notice">Hire prices are being built and will be available soon.</p>
    </Page>
  )
}
