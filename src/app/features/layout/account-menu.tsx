import { Link } from '@tanstack/react-router'
import { OFFLINE_MESSAGE } from '#app/api/http.ts'
import type { SessionUser } from '#app/lib/session.ts'
import { useLowData } from '#app/lib/low-data.ts'
import { flash } from '#app/ui/flash.ts'
import { NavMenu } from './nav-menu.tsx'

/** The sign-out call loads on first use: with no signal on a first visit, it says so. */
async function signOut() {
  try {
    const session = await import('#app/lib/sign-out.ts')
    await session.signOut()
  } catch {
    flash(OFFLINE_MESSAGE, 'error')
  }
}

/** The first letter of the customer's name, or of their e-mail address. */
const initial = (user: SessionUser) =>
  (user.FirstName?.trim() || user.Email?.trim() || '').charAt(0).toUpperCase()

/** SPEC §2: signed-in avatar menu (default avatar without image) with My Account and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  // Low-data mode: the first letter of the name instead of the photo (up to 2 MB).
  const lowData = useLowData()
  return (
    <NavMenu
      ariaLabel="Account menu"
      label={
        lowData ? (
          <span className="avatar" aria-hidden="true">
            {initial(user)}
          </span>
        ) : (
          <img
            className="avatar"
            src={user.Image || '/images/default-avatar.svg'}
            alt=""
            width="32"
            height="32"
          />
        )
      }
    >
      <li>
        <Link to="/dashboard">My Account</Link>
      </li>
      <li>
        <button type="button" className="link-button" onClick={() => void signOut()}>
          Logout
        </button>
      </li>
    </NavMenu>
  )
}
