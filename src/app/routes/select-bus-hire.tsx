import { createFileRoute, Link } from '@tanstack/react-router'
import { HireSearchSchema } from '#app/features/hire/hire-search-params.ts'
import { SelectHirePage } from '#app/features/hire/select-hire-page.tsx'
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
  return <SelectHirePage search={Route.useSearch()} />
}
