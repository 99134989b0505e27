import { PAGE_SHOWN_EVENT, PAGE_SNAPSHOT_ATTRIBUTE } from '#shared/offline/page-snapshots.ts'
import { PAGE_FRAME_ATTRIBUTE } from '#shared/prerendered-shell.ts'

// Issue 9: what the first HTML painted in #root before any script ran, kept on screen while the
// app renders out of sight: the snapshot of a ticket page the service worker painted into this
// launch's shell (page-snapshot.ts keeps them), or the prerendered home or frame (top bar, loading
// indicator) the server sends with every page. Loaded with the entry, so it is small, and imported
// only by main.tsx and the root layout: a page says it shows its outcome with announcePageShown.

/** A ticket snapshot whose page never says it is shown; a frame whose first page never comes in. */
const SNAPSHOT_RELEASE_AFTER_MS = 5000
const FRAME_RELEASE_AFTER_MS = 10_000
let painted: Element | null = null

/**
 * Before the app's first render: a snapshot or frame painted into the root is moved beside it and
 * stays on screen while the app renders the page out of sight. A snapshot goes when that page has
 * its ticket again, a frame when the first page is in (releasePaintedFrame); either goes when the
 * traveller goes elsewhere, or after 5 s (a snapshot) or 10 s (a frame).
 */
export function holdPaintedSnapshot() {
  const root = document.getElementById('root')
  const held =
    root?.querySelector(`:scope > [${PAGE_SNAPSHOT_ATTRIBUTE}]`) ??
    root?.querySelector(`:scope > [${PAGE_FRAME_ATTRIBUTE}]`)
  if (!root || !held) return
  const address = held.getAttribute(PAGE_SNAPSHOT_ATTRIBUTE)
  if (address !== null && address !== location.pathname + location.search) return
  painted = held
  root.before(held)
  root.hidden = true
  if (address !== null)
    window.addEventListener(PAGE_SHOWN_EVENT, releasePaintedSnapshot, { once: true })
  const after = address === null ? FRAME_RELEASE_AFTER_MS : SNAPSHOT_RELEASE_AFTER_MS
  setTimeout(releasePaintedSnapshot, after)
}

/** The app shows the page itself now: the painted snapshot or frame goes. */
export function releasePaintedSnapshot() {
  if (!painted) return
  // A sheet the snapshot linked is one the app's chunks then found in the page and did not link
  // again: it stays for the app's page.
  for (const sheet of painted.querySelectorAll('link[rel="stylesheet"]'))
    document.head.append(sheet)
  painted.remove()
  painted = null
  const root = document.getElementById('root')
  if (root) root.hidden = false
}

/** The first page is in: a painted frame goes (a ticket snapshot waits for its ticket). */
export function releasePaintedFrame() {
  if (painted?.hasAttribute(PAGE_FRAME_ATTRIBUTE)) releasePaintedSnapshot()
}
