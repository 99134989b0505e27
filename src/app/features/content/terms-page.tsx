import { Accordion } from '#app/ui/accordion.tsx'
import { Page } from '#app/ui/page.tsx'
import { contactDetails } from '#app/lib/contact-details.ts'
import { termsSections } from './terms-content.ts'
import './content.css'

/** SPEC §2 Terms: accordion of 17 sections and a closing line to the care team. */
export function TermsPage() {
  return (
    <Page
      title="Terms and Conditions"
      lead="These terms apply to every ticket, hire and payment made with Waka."
    >
      <Accordion
        headingLevel={2}
        items={termsSections.map(([title, body]) => ({ title, body: <p>{body}</p> }))}
      />
      <p className="content-section">
        Still have questions? Talk to our care team through the in-app assistant or e-mail{' '}
        <a href={`mailto:${contactDetails.email}`}>{contactDetails.email}</a>.
      </p>
    </Page>
  )
}
