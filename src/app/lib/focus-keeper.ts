// Keeps the focus on the page for keyboard and screen-reader users. Loaded with the first page
// (a few hundred bytes): a traveller may press Enter before anything loaded later is in.

/** The page's heading takes the focus (as a page opens, or for a part of it taken away). */
export function focusTheHeading(): void {
  const h1 = document.querySelector<HTMLElement>('#main h1')
  if (!h1) return
  h1.tabIndex = -1
  h1.focus({ preventScroll: true })
}

const focusIsLost = () =>
  document.activeElement === null || document.activeElement === document.body

/**
 * A control that is disabled or taken away while it has the focus (a button busy with its
 * request, a step that replaces its form, a result that replaces the page) drops the focus to
 * the page's body, and a keyboard or screen-reader user starts again from the top. A disabled
 * control gets it back once enabled again; one taken away hands it to the page's heading. (A tap
 * on the page's background also leaves the focus on the body: that one stays so.)
 */
export function keepTheFocusOnThePage(): void {
  let last: HTMLElement | null = null
  let disabledWhileFocused = false
  document.addEventListener('focusin', (event) => {
    last = event.target instanceof HTMLElement ? event.target : null
    disabledWhileFocused = false
  })
  document.addEventListener('focusout', (event) => {
    const lost = event.target
    if (event.relatedTarget || !(lost instanceof HTMLElement)) return
    requestAnimationFrame(() => {
      if (last === lost && focusIsLost() && lost.matches(':disabled')) disabledWhileFocused = true
    })
  })
  new MutationObserver(() => {
    if (!last || !focusIsLost()) return
    if (!last.isConnected) {
      last = null
      focusTheHeading()
    } else if (disabledWhileFocused && !last.matches(':disabled')) {
      disabledWhileFocused = false
      last.focus({ preventScroll: true })
    }
  }).observe(document.getElementById('root') ?? document.body, {
    attributes: true,
    attributeFilter: ['disabled'],
    childList: true,
    subtree: true,
  })
}
