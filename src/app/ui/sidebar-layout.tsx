import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useUser } from '#app/lib/session.ts'
import './sidebar-layout.css'

/**
 * SPEC §2 Sidebar, in its order. SPEC §6: guests never see the dashboard, wallet or history links;
 * nor settings and referral, whose pages would only send them home.
 */
const LINKS = [
  { to: '/dashboard', label: 'Dashboard', signedIn: true },
  { to: '/profile', label: 'Wallet', signedIn: true },
  { to: '/bookinghistory', label: 'Booking history', signedIn: true },
  { to: '/support', label: 'Support', signedIn: false },
  { to: '/setting', label: 'Setting', signedIn: true },
  { to: '/referral', label: 'Referral', signedIn: true },
  { to: '/bills-payment', label: 'Bills payment', signedIn: false },
  { to: '/bookingStatus', label: 'Bookings', signedIn: false },
] as const

export function SidebarLayout({ title, children }: { title: string; children: ReactNode }) {
  const user = useUser()
  return (
    <div className="with-sidebar">
      <nav className="sidebar" aria-label="My account">
        <ul>
          {LINKS.filter((link) => user || !link.signedIn).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="with-sidebar__main">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  )
}
