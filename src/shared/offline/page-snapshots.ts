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

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g

/**
 * The shell with its stylesheets inline, each once, in the place of its first link: the painted
 * ticket waits for no request (each would go through the service worker before the first paint).
 * A sheet `sheet` cannot give (not precached) stays linked.
 */
export async function withSheetsInline(
  html: string,
  sheet: (href: string) => Promise<string | undefined>,
): Promise<string> {
  const hrefs = [...new Set([...html.matchAll(STYLESHEET)].map((link) => link[1]!))]
  const texts = new Map(
    await Promise.all(hrefs.map(async (href) => [href, await sheet(href)] as const)),
  )
  const inlined = new Set<string>()
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = texts.get(href)
    if (css === undefined) return link
    if (inlined.has(href)) return ''
    inlined.add(href)
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
  })
}
