// Issue 9: the first HTML of every page paints before any script runs. '/' carries the home page
// itself; every other address carries the frame (top bar, a loading indicator), which the app
// keeps on screen until its own page is in. Both carry the cookie notice between markers, which
// the server drops for a traveller who has already agreed.

/** The consent cookie (SPEC §2, §9): written by the app, read by the server for the first HTML. */
export const COOKIE_CONSENT = 'waka_cookie_consent'

/** Marks what the first HTML prerendered inside #root (the home page, or the frame of any other). */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame'

const COOKIE_BAR_START = '<!--cookie-bar-->'
const COOKIE_BAR_END = '<!--/cookie-bar-->'
const COOKIE_BAR = /<!--cookie-bar-->[\s\S]*?<!--\/cookie-bar-->/

/** The cookie notice's markup, marked so the server can take it out again. */
export function cookieBarBlock(html: string): string {
  return `${COOKIE_BAR_START}${html}${COOKIE_BAR_END}`
}

/** The shell for a traveller who has agreed to cookies: no notice to paint and then take away. */
export function withoutCookieBar(shell: string): string {
  return shell.replace(COOKIE_BAR, '')
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g

/**
 * The shell with its stylesheets inline, each once, in the place of its first link, so its first
 * paint waits for no request: the build's prerendered shells, and a ticket the service worker
 * paints (where each sheet would go through the worker). A sheet `sheet` cannot give stays linked.
 *
 * `marked`: each sheet put inline keeps a disabled link, which the browser neither fetches nor
 * applies. A lazy chunk asks for its sheets by link (Vite's preload), and one it finds linked is
 * not asked for again: without the mark, a first visit fetched the sheets its HTML already had
 * inline, and the page's own code waited for them (issue 9). Only for sheets that stay in the
 * page: a mark outliving its <style> would keep the sheet from ever loading.
 */
export async function withSheetsInline(
  html: string,
  sheet: (href: string) => Promise<string | undefined>,
  { marked = false } = {},
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
    const style = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
    // `disabled` first: the mark is no link this pattern takes for a sheet to put inline.
    return marked ? `${style}<link disabled rel="stylesheet" href="${href}">` : style
  })
}

/**
 * The web app manifest. The first HTML does not link it: Chromium fetches a linked manifest and
 * its icon at once, and on HTTP/1.1 those two took two of the six connections the page's own
 * scripts were waiting for (issue 9). The app links it once its first page is on screen.
 */
/**
 * The lazy sheets the home page's first screen needs besides the linked ones: the tabs' (in the
 * search-form chunk, vite.config.ts) and the home's own. Named after their chunks; home.html has
 * them inline.
 */
export const HOME_SHEETS = [/^search-form-[\w-]+\.css$/, /^home-[\w-]+\.css$/]

export const MANIFEST_HREF = '/manifest.webmanifest'
