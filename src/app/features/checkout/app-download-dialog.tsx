import { Dialog } from '#app/ui/dialog.tsx'
import { externalLinks } from '#app/lib/external-links.ts'

/** SPEC §2 Checkout: pick-up is arranged in the Waka app; the prompt says where to get it. */
export function AppDownloadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title="Get the Waka app for pick-up" onClose={onClose}>
      <p>
        Pick-up is arranged in the Waka app at no extra charge: after paying, open the app with your
        booking reference to set your pick-up point.
      </p>
      <div className="actions">
        <a className="button" href={externalLinks.playStore} target="_blank" rel="noreferrer">
          Get it on Google Play
        </a>
        <a
          className="button button--ghost"
          href={externalLinks.appStore}
          target="_blank"
          rel="noreferrer"
        >
          Download on the App Store
        </a>
      </div>
      <div className="actions">
        <button type="button" className="link-button" onClick={onClose}>
          Continue booking
        </button>
      </div>
    </Dialog>
  )
}
