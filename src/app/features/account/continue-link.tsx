import { useRouter } from '@tanstack/react-router'

/** SPEC §2 'Continue Without Log In': on to the next step as a guest, without a page reload. */
export function ContinueLink({ to }: { to: string }) {
  const router = useRouter()
  return (
    <a
      href={to}
      className="button button--ghost"
      onClick={(event) => {
        event.preventDefault()
        router.history.push(to)
      }}
    >
      Continue Without Log In
    </a>
  )
}
