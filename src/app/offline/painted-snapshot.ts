import { PAGE_SHOWN_EVENT, PAGE_SNAPSHOT_ATTRIBUTE } from '#shared/offline/page-snapshots.ts'

// Issue 9: the snapshot of a ticket page the service worker painted into this launch's shell
// (page-snapshot.ts keeps them). Loaded with the entry, so it is small, and imported by nothing
// else: a page says it shows its outcome itself with announcePageShown.

const RELEASE_AFTER_MS = 5000
let painted: Element | null = null

/**
 * Before the app's first render: a snapshot the service worker painted into the root is moved
 * beside it and stays on screen while the app renders the same page out of sight, until that page
 * has its ticket again (releasePaintedSnapshot), the traveller goes elsewhere, or 5 s pass.
 */
export function holdPaintedSnapshot() {
  const root = document.getElementById('root')
  const snapshot = root?.querySelector(`:scope > [${PAGE_SNAPSHOT_ATTRIBUTE}]`)
  if (!root || !snapshot) return
  if (snapshot.getAttribute(PAGE_SNAPSHOT_ATTRIBUTE) !== location.pathname + location.search) return
  painted = snapshot
  root.before(snapshot)
  root.hidden = true
  window.addEventListener(PAGE_SHOWN_EVENT, releasePaintedSnapshot, { once: true })
  setTimeout(releasePaintedSnapshot, RELEASE_AFTER_MS)
}

/** The app shows the page itself now: the painted snapshot goes. */
export function releasePaintedSnapshot() {
  if (!painted) return
  painted.remove()
  painted = null
  const root = document.getElementById('root')
  if (root) root.hidden = false
}
