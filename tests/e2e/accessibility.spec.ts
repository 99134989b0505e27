import axeCore from 'axe-core'
import { expect, test, type Page } from './support/test.ts'
import { agreeToCookies, newSignedInCustomer } from './support/accounts.ts'
import { chooseSeats, continueAsGuest } from './support/booking.ts'
import { PAGES, RESULTS, walkSignedIn } from './support/pages.ts'

// Lighthouse's accessibility score runs axe-core on four pages; a traveller with a screen reader
// or low vision meets every page and its dialogs. axe runs here on each page a traveller reaches
// on a 360 px phone, signed out and in, and a few dialogs open: a violation of impact 'serious'
// or 'critical' fails, named by rule and the elements it was found on. One test per loop, to
// stay quick, the two run side by side (no service worker: its precache would keep the network
// busy).

test.use({ serviceWorkers: 'block' })
test.describe.configure({ mode: 'parallel' })

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** What axe finds serious or critical on the page as it is, once loaded: one line per rule. */
async function accessibilityProblems(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source)
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> }
    }
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target.map(String) })),
    }))
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${where}: ${id} (${impact}) ${help}: ${nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}${nodes.length > 4 ? ` and ${nodes.length - 4} more` : ''}`,
    )
}

/** The problems found so far, and the check that adds those of the page as it is at `where`. */
function accessibilitySweep(page: Page) {
  const problems: string[] = []
  const check = async (where: string) =>
    problems.push(...(await accessibilityProblems(page, where)))
  return { problems, check }
}

test('no signed-out page or dialog has a serious accessibility violation on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { problems, check } = accessibilitySweep(page)
  // Home as first opened: the cookie notice, then the phone's menu.
  await page.goto('/')
  await check('/, cookie notice')
  await agreeToCookies(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('link', { name: 'Sign In / Sign Up' })).toBeVisible()
  await check('/, Menu')
  for (const path of PAGES) {
    await page.goto(path)
    await check(path)
  }

  // The /login 'Sign In' popup.
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  await check('/login, Sign In')

  // The seat picker, the sign-in gate after it, and the checkout with a seat chosen.
  await page.goto(RESULTS)
  await page.getByRole('button', { name: 'View Seats' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Select Seat(s)' })).toBeVisible()
  await check('results, Select Seat(s)')
  await page.goto(RESULTS)
  await chooseSeats(page, { count: 1 })
  await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible()
  await check('results, Sign in to continue')
  await continueAsGuest(page)
  await check('/passenger-details')

  expect(problems).toEqual([])
})

test('no signed-in page or dialog has a serious accessibility violation on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { problems, check } = accessibilitySweep(page)
  const phone = await newSignedInCustomer(page, 'Axe sweep 2026', 'Amaka', 'Obi')
  for (const path of ['/dashboard', '/referral', '/ratings', '/airtime-topup']) {
    await page.goto(path)
    await check(path)
  }
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await check('/airtime-topup, Account menu')

  await walkSignedIn(page, phone, check)

  expect(problems).toEqual([])
})
