// Issue 9 (offline ticket ≤ 300 ms on a slow phone): the page that showed a ticket is kept as
// HTML in Cache Storage, under its own address. The service worker paints it into the shell of
// the next launch of that address, before any script has run; the app then takes over.

/** Cache Storage name shared by the app (which writes) and the service worker (which reads). */
export const PAGE_SNAPSHOT_CACHE = 'waka-page-snapshots'

/** Marks the snapshot inside #root; its value is the address it was taken at. */
export const PAGE_SNAPSHOT_ATTRIBUTE = 'data-page-snapshot'

/** Dispatched on window by a page that now shows what its painted snapshot showed. */
export const PAGE_SHOWN_EVENT = 'waka:page-shown'

/** The reference of the ticket a snapshot shows, kept on the cached response. */
export const SNAPSHOT_REFERENCE_HEADER = 'x-ticket-reference'

const EMPTY_ROOT = '<div id="root"></div>'
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>\s*/g

/**
 * The shell with the snapshot in its root, or the shell unchanged when it has no empty root. The
 * app's entry is started by /after-paint.js after the first frame, and its modules are not
 * preloaded (Chromium compiles a preloaded module on the main thread): the snapshot paints before
 * the app's first long task. Its scripts come from the service worker's cache either way.
 */
export function shellWithSnapshot(shell: string, snapshot: string): string {
  if (!shell.includes(EMPTY_ROOT) || !ENTRY.test(shell)) return shell
  return shell
    .replace(EMPTY_ROOT, `<div id="root">${snapshot}</div>`)
    .replace(MODULE_PRELOADS, '')
    .replace(
      ENTRY,
      (_, src: string) => `<script src="/after-paint.js" data-entry="${src}" defer></script>`,
    )
}
