// Each page names itself: the browser's title (tabs, history, what a screen reader reads first)
// is the page's heading, and after following a link the focus moves to that heading, so a
// screen reader announces the new page instead of staying on the link in the footer.

const SITE = 'Waka — intercity bus travel'
const WAIT_MS = 2000

function heading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1')
}

/** The title a page's heading gives it; the home page keeps the site's own. */
function titleOf(h1: HTMLElement | null): string {
  const text = h1?.textContent?.trim()
  return text && location.pathname !== '/' ? `${text} — Waka` : SITE
}

let watching = false

/**
 * The title follows the page's heading from the first page on (a page opened from a link in a
 * message, a gateway's return, a reload) and whenever the heading changes in place (a transfer
 * that arrives turns its page into the ticket).
 */
export function keepTitleToHeading(): void {
  if (watching) return
  watching = true
  const sync = () => {
    const next = titleOf(heading())
    if (document.title !== next) document.title = next
  }
  sync()
  new MutationObserver(sync).observe(document.getElementById('root') ?? document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  })
}

/** Once the page's heading is in, the title follows it and the focus moves there. */
export function nameThePage(): void {
  keepTitleToHeading()
  const apply = (h1: HTMLElement) => {
    document.title = titleOf(h1)
    const main = document.getElementById('main')
    // A page that has put the focus in itself (a field it opens on) keeps it.
    if (main?.contains(document.activeElement)) return
    h1.tabIndex = -1
    h1.focus({ preventScroll: true })
  }
  const found = heading()
  if (found) return apply(found)
  // A page whose heading comes with its data: wait for it a little.
  const observer = new MutationObserver(() => {
    const h1 = heading()
    if (!h1) return
    observer.disconnect()
    apply(h1)
  })
  observer.observe(document.getElementById('root') ?? document.body, {
    childList: true,
    subtree: true,
  })
  setTimeout(() => observer.disconnect(), WAIT_MS)
}
