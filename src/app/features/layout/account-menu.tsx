import { Link } from '@tanstack/react-router'
import type { SessionUser } from '#app/lib/session.ts'
import { NavMenu } from './nav-menu.tsx'

/** SPEC §2: signed-in avatar menu (default avatar without image) with My Account and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  return (
    <NavMenu
      ariaLabel="Account menu"
      label={
        <img
          className="avatar"
          src={user.Image || '/images/default-avatar.svg'}
          alt=""
          width="32"
          height="32"
        />
      }
    >
      <li>
        <Link to="/dashboard">My Account</Link>
      </li>
      <li>
        <button
          type="button"
          className="link-button"
          // The sign-out call loads on first use.
          onClick={() => void import('#app/lib/sign-out.ts').then((m) => m.signOut())}
        >
          Logout
        </button>
      </li>
    </NavMenu>
  )
}
