import { useNavigate } from '@tanstack/react-router'
import { Dialog } from '#app/ui/dialog.tsx'

/** SPEC §2 Checkout: the sign-in gate before /passenger-details, with a guest way through. */
export function SignInGateDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  return (
    <Dialog open title="Sign in to continue" onClose={onClose}>
      <p>
        Signed-in customers get an additional 5% off, manage their bookings and get exclusive deals.
        You can also book as a guest.
      </p>
      <div className="actions actions--stack">
        <button
          type="button"
          className="button button--block"
          // After signing in, the accounts pages come back to checkout.
          onClick={() =>
            void navigate({ to: '/signin', search: { redirect: '/passenger-details' } })
          }
        >
          Sign In
        </button>
        <button
          type="button"
          className="button button--ghost button--block"
          onClick={() => void navigate({ to: '/passenger-details' })}
        >
          Continue Without Log In
        </button>
      </div>
    </Dialog>
  )
}
