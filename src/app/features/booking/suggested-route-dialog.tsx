import { Dialog } from '#app/ui/dialog.tsx'

interface SuggestedRouteDialogProps {
  message: string | null
  onClose: () => void
  onView: () => void
}

/** SPEC §2: 'Suggested bus available' / 'Available Suggested Route' with 'View suggestions'. */
export function SuggestedRouteDialog({ message, onClose, onView }: SuggestedRouteDialogProps) {
  return (
    <Dialog open={message !== null} title="Suggested bus available" onClose={onClose}>
      <h3>Available Suggested Route</h3>
      <p>{message}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onView}>
          View suggestions
        </button>
      </div>
    </Dialog>
  )
}
