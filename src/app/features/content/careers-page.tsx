import { Page } from '#app/ui/page.tsx'
import { contactDetails } from '#app/lib/contact-details.ts'

/** SPEC §2 Careers: no openings. */
export function CareersPage() {
  return (
    <Page title="Careers" lead="Join the 800+ people who keep Nigeria moving.">
      <p className="notice">There are no openings at the moment. Please check back soon.</p>
      <p>
        You can still send your CV to{' '}
        <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a> and we will keep it on
        file.
      </p>
    </Page>
  )
}
