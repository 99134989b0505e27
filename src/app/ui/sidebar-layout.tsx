import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useUser } from '#app/lib/session.ts'
import './sidebar-layout.css'

/** SPEC §2 Sidebar; SPEC §6: guests never see the dashboard, wallet or history links. */
export function SidebarLayout({ title, children }: { title: string; children: ReactNode }) {
  const user = useUser()
  return (
    <div className="with-sidebar">
      <nav className="sidebar" aria-label="My account">
        <ul>
          {user && (
            <>
              <li>
                <Link to="/dashboard">Dashboard</Link>
              </li>
              <li>
                <Link to="/profile">Wallet</Link>
              </li>
              <li>
                <Link to="/bookinghistory">Booking history</Link>
              </li>
            </>
          )}
          <li>
            <Link to="/support">Support</Link>
          </li>
          {/* A guest's settings and referral pages would only send them home. */}
          {user && (
            <>
              <li>
                <Link to="/setting">Setting</Link>
              </li>
              <li>
                <Link to="/referral">Referral</Link>
              </li>
            </>
          )}
          <li>
            <Link to="/bills-payment">Bills payment</Link>
          </li>
          <li>
            <Link to="/bookingStatus">Bookings</Link>
          </li>
        </ul>
      </nav>
      <div className="with-sidebar__main">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  )
}
