import { createFileRoute, Link } from '@tanstack/react-router'
import { HireSearchSchema } from '#app/features/hire/hire-search-params.ts'
import { searchOrIncomplete } from '#app/lib/incomplete-search.ts'
import { SelectHirePage } from '#app/features/hire/select-hire-page.tsx'
import { Page } from '#app/ui/page.tsx'

export const Route = createFileRoute('/select-bus-hire')({
  // As /select-bus: an incomplete search is a page of its own, not an error.
  validateSearch: searchOrIncomplete(HireSearchSchema),
  component: SelectBusHirePage,
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
  if ('incomplete' in search) return <IncompleteHireSearch />
  return <SelectHirePage search={search} />
}
