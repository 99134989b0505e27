import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { HireSearchSchema, type HireSearch } from '#app/features/hire/hire-search-params.ts'
import { SelectHirePage } from '#app/features/hire/select-hire-page.tsx'
import { Page } from '#app/ui/page.tsx'

/** An address without a whole hire search (an old bookmark, a hand-typed link): a way back. */
const INCOMPLETE = { incomplete: true } as const

export const Route = createFileRoute('/select-bus-hire')({
  // As /select-bus: an incomplete search is a page of its own, not an error (the router logged
  // one to the console for every such visit).
  validateSearch: (raw): HireSearch | typeof INCOMPLETE => {
    const parsed = v.safeParse(HireSearchSchema, raw)
    return parsed.success ? parsed.output : INCOMPLETE
  },
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
