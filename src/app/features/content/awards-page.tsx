import { Page } from '#app/ui/page.tsx'
import './content.css'

const AWARDS = [
  ['2011', 'Best New Intercity Transport Service'],
  ['2012', 'Road Safety Excellence Award'],
  ['2013', 'Customer Service Award, Transport Category'],
  ['2014', 'Most Innovative Transport Company'],
  ['2015', 'Best Luxury Bus Service'],
  ['2016', 'Transport Company of the Year'],
] as const

/** SPEC §2 Awards timeline, 2011 to 2016. */
export function AwardsPage() {
  return (
    <Page title="Awards" lead="Recognition for safe, reliable and friendly travel.">
      <ol className="timeline">
        {AWARDS.map(([year, award]) => (
          <li key={year}>
            <strong>{year}</strong> {award}
          </li>
        ))}
      </ol>
    </Page>
  )
}
