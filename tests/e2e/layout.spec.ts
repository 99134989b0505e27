import { expect, test, type Page } from './support/test.ts'
import {
  agreeToCookies,
  codeSentTo,
  international,
  outboxMark,
  personalise,
  registeredCustomer,
  signInAtSignin,
} from './support/accounts.ts'
import { choosePlace, chooseSeats, continueAsGuest } from './support/booking.ts'
import { lagosDay } from './lagos-days.ts'
import { PAGES, RESULTS, walkSignedIn } from './support/pages.ts'

// Travellers use cheap Android phones 360 px wide: no page a traveller can reach, signed out or
// in, may scroll sideways there (content cut off at the right, a page that wobbles under the
// thumb), nor on a laptop; nor may its controls sit flush on one another. Per width, one test
// loops over the signed-out pages and one signs in once and loops over the signed-in ones, to
// stay quick in CI (no service worker: its precache would keep the network busy).

test.use({ serviceWorkers: 'block' })

/**
 * What is wrong with the page's layout: a sideways overflow (naming the elements that stick out
 * past the viewport), and controls stacked flush against each other or overlapping (a button
 * that sits on the field above it reads as part of it, and a thumb meant for one hits the other).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const width = window.innerWidth
    // An open modal dialog is what the traveller sees and touches: its controls are checked, not
    // those of the page behind it (which it covers by design), and it may not scroll sideways.
    const modal = document.querySelector('dialog:modal')
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} "${(
        element.textContent ?? ''
      )
        .trim()
        .slice(0, 30)}"`
    if (modal && modal.scrollWidth > modal.clientWidth) {
      const right = modal.getBoundingClientRect().right
      const wide = [...modal.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > right + 1)
        .slice(0, 6)
        .map(
          (element) =>
            `${name(element)} right=${Math.round(element.getBoundingClientRect().right)}`,
        )
      problems.push(
        `dialog scrolls sideways (${modal.scrollWidth} > ${modal.clientWidth}): ${wide.join('; ')}`,
      )
    }
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
      ...(modal ?? document.querySelector('main') ?? document).querySelectorAll(
        'button, a.button, input:not([type=hidden]), select, textarea',
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

/** Signed-in pages with nothing to do first (payment results for a reference nobody has). */
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/referral',
  '/ratings',
  '/bookingStatus',
  '/upgrade',
  '/delete-account',
  '/support',
  '/wallet-woven-pay?ref=NOSUCHREF',
  '/confirmed-wallet-payment?ref=NOSUCHREF',
  '/paybill-call-back?reference=NOSUCHREF',
  '/call-back-hire?reference=NOSUCHREF',
]

/**
 * A new customer signed in once, through the pages and dialogs only a signed-in traveller
 * reaches: the profile to personalise, the wallet as it is set up and once funded, the settings'
 * tabs and the PIN's steps, bills, a booking in the history, and a hire on to its details.
 */
async function sweepSignedIn(page: Page) {
  const problems: string[] = []
  const check = async (where: string) => {
    await page.waitForLoadState('networkidle')
    for (const found of await layoutProblems(page)) problems.push(`${where}: ${found}`)
  }
  const password = 'Layout sweep 2026'
  const { phone } = await registeredCustomer(page.request, password)
  await signInAtSignin(page, phone, password)
  await expect(page.getByRole('heading', { name: 'Personalise your profile' })).toBeVisible()
  await check('/login-reg')
  await personalise(page, 'Amaka', 'Obi')
  await check('/login-reg, Verify your email')
  await page
    .getByRole('dialog', { name: 'Verify your email' })
    .getByRole('button', { name: 'Close' })
    .click()

  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path)
    await check(path)
  }

  await walkSignedIn(page, phone, check)
  // Beyond the walk: the wallet PIN's code, then its new PIN.
  await page.goto('/setting')
  await page.getByRole('tab', { name: 'Change Wallet PIN' }).click()
  const pinMark = await outboxMark(page.request, international(phone))
  await page.getByRole('button', { name: 'Request OTP' }).click()
  await expect(page.getByLabel('OTP')).toBeVisible()
  await check('/setting, Change Wallet PIN code')
  await page.getByLabel('OTP').fill(await codeSentTo(page.request, international(phone), pinMark))
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('New PIN')).toBeVisible()
  await check('/setting, Change Wallet PIN new PIN')

  // A hire from the dashboard, on to its details (prefilled for a signed-in customer).
  await page.goto('/dashboard')
  await page.getByRole('tab', { name: 'Hire a bus' }).click()
  await check('/dashboard, Hire a bus')
  await choosePlace(page, 'Hire From', 'Lek', /^Lekki Phase 1, Lagos/)
  await choosePlace(page, 'Hire Destination', 'Garki', /^Garki, Abuja/)
  await page.getByLabel('Departing on').fill(lagosDay(9))
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByLabel('Number of Hiace', { exact: true })).toBeVisible()
  await check('/select-bus-hire')
  await page.getByLabel('Number of Hiace', { exact: true }).selectOption('1')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { name: 'Hire trip summary' })).toBeVisible()
  await check('/hire-passenger-details')

  expect(problems).toEqual([])
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

  test(`no signed-in page scrolls sideways or sets a field flush on a control on a ${device}`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height })
    await sweepSignedIn(page)
  })
}
