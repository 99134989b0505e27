import { useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useUser } from '#app/lib/session.ts'
import { AccountMenu } from './account-menu.tsx'
import { externalLinks } from '#app/lib/external-links.ts'
import { NavMenu } from './nav-menu.tsx'
import { LogoMark } from '#app/ui/logo-mark.tsx'

/** SPEC §2 Navigation. Below 900 px the links fold behind a Menu button. */
export function TopBar() {
  const user = useUser()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  return (
    <header
      className="top-bar"
      onKeyDown={(event) => {
        // Escape folds the phone's menu and gives the focus back to its button (a menu inside
        // it closes first: it stops the key there).
        if (event.key === 'Escape' && open) {
          setOpen(false)
          toggleRef.current?.focus()
        }
      }}
    >
      <div className="top-bar__inner">
        <Link to="/" className="logo">
          <LogoMark />
          Waka
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="top-bar__toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </button>
        <nav
          id="site-nav"
          aria-label="Main"
          className={open ? 'top-bar__nav is-open' : 'top-bar__nav'}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false)
          }}
        >
          <a href={externalLinks.ghanaBooking} target="_blank" rel="noopener noreferrer">
            Ghana Booking
          </a>
          <NavMenu label="Move Freely">
            <li>
              <Link to="/Pickupservice">Pick up Service</Link>
            </li>
            <li>
              <Link to="/hire-vehicle">Hire a Bus</Link>
            </li>
          </NavMenu>
          <NavMenu label="Do Freely">
            <li>
              <Link to="/bills-payment">Bills Payment</Link>
            </li>
            <li>
              <Link to="/enterprise">Enterprise Partner</Link>
            </li>
          </NavMenu>
          <Link to="/route-prices">Check Route Price</Link>
          {user ? (
            <AccountMenu user={user} />
          ) : (
            <Link to="/entry" className="button button--small">
              Sign In / Sign Up
            </Link>
          )}
        </nav>
      </div>
    </header>
  )
}
