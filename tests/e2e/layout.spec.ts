import { expect, test, type Page } from './support/test.ts'
import { agreeToCookies } from './support/accounts.ts'
import { chooseSeats, continueAsGuest } from './support/booking.ts'
import { lagosDay } from './lagos-days.ts'

// Travellers use cheap Android phones 360 px wide: no page a signed-out traveller can reach may
// scroll sideways there (content cut off at the right, a page that wobbles under the thumb), nor
// on a laptop; nor may its controls sit flush on one another. One test per width, looping over
// the pages, to stay quick in CI (no service worker: its precache would keep the network busy).

test.use({ serviceWorkers: 'block' })

const RESULTS = `/select-bus?from=1&to=6&date=${lagosDay(3)}&adults=1&tripType=0`
const PAGES = [
  '/',
  RESULTS,
  '/bookingStatus',
  '/selfcheckin',
  '/track-bus',
  '/hire-vehicle',
  '/route-prices',
  '/suggest-route',
  '/Bus-Terminal',
  '/Pickupservice',
  '/paybills',
  '/enterprise',
  '/Contact-Us',
  '/entry',
  '/login',
  '/signin',
  '/signnow',
  '/register',
  '/forgot-password',
  '/delete-account',
  '/upgrade',
  '/support',
  '/reschedule',
  '/About-Us',
  '/Faq',
  '/Awards',
  '/Careers',
  '/Iso',
  '/Safety',
  '/Luggage-Allowance',
  '/Travels-Tours',
  '/Privacy-Policy',
  '/Terms-and-Conditions',
  '/terms',
  '/data-collection',
  '/pay-paystack',
  '/call-back?reference=NOSUCHREF',
  '/bankTransferPayment',
  '/no-such-page',
]

/**
 * What is wrong with the page's layout: a sideways overflow (naming the elements that stick out
 * past the viewport), and controls stacked flush against each other or overlapping (a button
 * that sits on the field above it reads as part of it, and a thumb meant for one hits the other).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} "${(
        element.textContent ?? ''
      )
        .trim()
        .slice(0, 30)}"`
    if (document.documentElement.scrollWidth > width) {
      const clipped = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return true
        return false
      }
      const wide = [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && box.right > width + 1 && !clipped(element)
        })
        .slice(0, 6)
        .map(
          (element) =>
            `${name(element)} right=${Math.round(element.getBoundingClientRect().right)}`,
        )
      problems.push(
        `scrolls sideways (${document.documentElement.scrollWidth} > ${width}): ${wide.join('; ')}`,
      )
    }
    // A list of buttons may stack flush by design (tabs, an accordion, a map's zoom), and a
    // control may sit inside another (a password's Show): a field touching the next control, or
    // two controls overlapping, may not.
    const field = (element: Element) => element.matches('input, select, textarea')
    const controls = [
      ...document.querySelectorAll(
        'main button, main a.button, main input:not([type=hidden]), main select, main textarea',
      ),
    ]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
    const inside = (x: DOMRect, y: DOMRect) =>
      x.left >= y.left && x.right <= y.right && x.top >= y.top && x.bottom <= y.bottom
    for (const [index, a] of controls.entries())
      for (const b of controls.slice(index + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const gap = Math.max(b.box.top - a.box.bottom, a.box.top - b.box.bottom)
        if (across <= 0 || inside(a.box, b.box) || inside(b.box, a.box)) continue
        if (gap < 0) problems.push(`${name(a.element)} and ${name(b.element)} overlap`)
        else if (gap < 4 && (field(a.element) || field(b.element)))
          problems.push(`${name(a.element)} and ${name(b.element)} touch`)
      }
    return problems
  })
}

async function sweep(page: Page) {
  const problems: string[] = []
  await page.goto('/')
  await agreeToCookies(page)
  for (const path of PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    for (const found of await layoutProblems(page)) problems.push(`${path}: ${found}`)
  }
  // The checkout with a seat chosen: the page a booking is paid from.
  await chooseSeatFromResults(page)
  for (const found of await layoutProblems(page)) problems.push(`/passenger-details: ${found}`)
  expect(problems).toEqual([])
}

async function chooseSeatFromResults(page: Page) {
  await page.goto(RESULTS)
  await chooseSeats(page, { count: 1 })
  await continueAsGuest(page)
}

for (const [device, width, height] of [
  ['360 px phone', 360, 780],
  ['1280 px laptop', 1280, 800],
] as const) {
  test(`no page scrolls sideways or sets a field flush on a control on a ${device}`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height })
    await sweep(page)
  })
}
