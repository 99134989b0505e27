import { Accordion } from '#app/ui/accordion.tsx'
import { Page } from '#app/ui/page.tsx'
import { faqGroups } from './faq-content.tsx'
import './content.css'

/** SPEC §2 FAQ: accordion groups Booking, Tickets, Payments, Buses plus unclaimed property. */
export function FaqPage() {
  return (
    <Page
      title="Frequently Asked Questions"
      lead="Quick answers about booking, tickets, payments and our buses."
    >
      {faqGroups.map((group) => (
        <section
          key={group.title}
          aria-labelledby={`faq-${group.title}`}
          className="content-section"
        >
          <h2 id={`faq-${group.title}`}>{group.title}</h2>
          <Accordion items={group.items} />
        </section>
      ))}
      <section aria-labelledby="faq-unclaimed" className="content-section">
        <h2 id="faq-unclaimed">Unclaimed property</h2>
        <p>
          Items left on our buses or at our terminals are kept for 30 days; perishables are
          discarded the next day. Bring proof of ownership to the terminal to collect them.
        </p>
      </section>
    </Page>
  )
}
