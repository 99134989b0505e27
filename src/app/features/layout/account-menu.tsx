import { Link } from '@tanstack/react-router'
import { setUser, type SessionUser } from '#app/features/account/session.ts'
import { NavMenu } from './nav-menu.tsx'

/** SPEC §2: signed-in avatar menu (default avatar without image) with My Account and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  function logout() {
    // SPEC §2: logout clears the stored user, goes home and reloads.
    setUser(null)
    window.location.assign('/')
  }

  return (
    <NavMenu
      ariaLabel={`Account menu for ${user.FirstName}`}
      label={
        user.Image ? (
          <img className="avatar" src={user.Image} alt="" width="32" height="32" />
        ) : (
          <span className="avatar" aria-hidden="true">
            {user.FirstName.slice(0, 1).toUpperCase() || '?'}
          </span>
        )
      }
    >
      <li>
        <Link to="/dashboard">My Account</Link>
      </li>
      <li>
        <button type="button" className="link-button" onClick={logout}>
          Logout
        </button>
      </li>
    </NavMenu>
  )
}
