import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Page } from '#app/ui/page.tsx'
import './content.css'

const LEADERS = [
  ['Adaeze Okafor', 'Chief Executive Officer'],
  ['Tunde Bakare', 'Chief Operating Officer'],
  ['Ngozi Eze', 'Chief Financial Officer'],
  ['Ibrahim Musa', 'Chief Technology Officer'],
  ['Folake Adeyemi', 'Head of Customer Experience'],
  ['Chinedu Obi', 'Head of Fleet and Safety'],
  ['Aisha Bello', 'Head of People'],
] as const

/** SPEC §2 About Us: mission with Read more/less, team blurb (#our-team), seven leaders. */
export function AboutUsPage() {
  const [more, setMore] = useState(false)
  return (
    <Page title="About Us">
      <section className="content-section" aria-labelledby="mission">
        <h2 id="mission">Our mission</h2>
        <p>To move Nigerians safely, comfortably and on time between the cities they call home.</p>
        {more && (
          <p id="mission-more">
            We run intercity buses from terminals across the country, let travellers hire a whole
            bus for weddings, trips and events, and help them pay everyday bills from one wallet.
          </p>
        )}
        <button
          type="button"
          className="link-button"
          aria-expanded={more}
          onClick={() => setMore(!more)}
        >
          {more ? 'Read less' : 'Read more'}
        </button>
      </section>
      <section id="our-team" className="content-section" aria-labelledby="team">
        <h2 id="team">Our team</h2>
        <p>
          More than 800 people — drivers, terminal staff, engineers and our 24/7 care team — keep
          Waka moving.
        </p>
        <Link to="/Careers" className="button">
          Explore Open Roles
        </Link>
        <ul className="leaders">
          {LEADERS.map(([name, role]) => (
            <li key={name}>
              <strong>{name}</strong>
              <span>{role}</span>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  )
}
