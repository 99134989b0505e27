import { Link } from '@tanstack/react-router'
import { externalLinks } from '#app/lib/external-links.ts'
import { setLowData, useLowData } from '#app/lib/low-data.ts'

/** SPEC §2 footer: Company, Experience, Terms, social links, licence badge, app banner. */
export function Footer() {
  // Low-data mode: the licence badge in words only.
  const lowData = useLowData()
  return (
    <footer className="footer">
      <section className="app-banner" aria-labelledby="app-banner-title">
        <h2 id="app-banner-title">Move Freely, Do Easily</h2>
        <p>Get the Waka app: book seats, hire a bus and pay bills on the go.</p>
        <div className="app-banner__stores">
          <a href={externalLinks.playStore} target="_blank" rel="noopener noreferrer">
            Get it on Google Play
          </a>
          <a href={externalLinks.appStore} target="_blank" rel="noopener noreferrer">
            Download on the App Store
          </a>
        </div>
      </section>
      <div className="footer__columns">
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li>
              <Link to="/About-Us">About Us</Link>
            </li>
            <li>
              <Link to="/Careers">Careers</Link>
            </li>
            <li>
              <Link to="/Awards">Awards</Link>
            </li>
            <li>
              <Link to="/Contact-Us">Contact Us</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-experience">
          <h2 id="footer-experience">Experience</h2>
          <ul>
            <li>
              <Link to="/Faq">FAQs</Link>
            </li>
            <li>
              <Link to="/suggest-route">Suggest Route</Link>
            </li>
            <li>
              <Link to="/Bus-Terminal">Find a Terminal</Link>
            </li>
            <li>
              <a href={externalLinks.blog} target="_blank" rel="noopener noreferrer">
                Blog
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-terms">
          <h2 id="footer-terms">Terms</h2>
          <ul>
            <li>
              <Link to="/Terms-and-Conditions">Terms and Conditions</Link>
            </li>
            <li>
              <Link to="/Privacy-Policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/Luggage-Allowance">Luggage Allowance</Link>
            </li>
            <li>
              <Link to="/Safety">Safety</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>Follow us</h2>
          <ul className="footer__social">
            {externalLinks.social.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <Link to="/Iso" className="licence-badge">
            {!lowData && (
              <img src="/images/licensed.svg" alt="" width="40" height="40" loading="lazy" />
            )}
            <span>
              Licensed by <strong>ISO 9001 and ISO 45001</strong>
            </span>
          </Link>
        </div>
      </div>
      <LowDataSwitch />
      <p className="footer__legal">© {new Date().getFullYear()} Waka. All rights reserved.</p>
    </footer>
  )
}

/** Issue 9: pictures and moving banners off, for a traveller paying for every megabyte. */
function LowDataSwitch() {
  const lowData = useLowData()
  return (
    <label className="footer__low-data checkbox">
      <input type="checkbox" checked={lowData} onChange={(e) => setLowData(e.target.checked)} />
      Low data mode: no pictures or moving banners
    </label>
  )
}
