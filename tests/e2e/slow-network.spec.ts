import { expect, test } from './support/test.ts'
import { openHome } from './support/booking.ts'
import { lagosDay } from './lagos-days.ts'

// A first visit on a slow network (before the service worker keeps the app): a page whose code
// is still on its way must not throw what is on screen about (a tester measured a layout shift
// of 1.22 on /select-bus at 250 kbit/s: the footer rose into the emptied page, then fell back).
test.use({ serviceWorkers: 'block' })

test('the search results coming slowly after a home search move nothing already on screen', async ({
  page,
}) => {
  await openHome(page)
  await expect(page.locator('footer')).toBeAttached()
  // The results page's own code takes two seconds to come, as on a slow network.
  await page.route(
    /\/assets\/(select-bus|search-error|booking-forms)-[\w-]+\.js$/,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    },
  )
  await page.getByLabel('Travelling From').selectOption({ label: 'Lagos (Jibowu)' })
  await page.getByLabel('Travelling To').selectOption({ label: 'Abuja (Utako)' })
  await page.getByLabel('Departure Date').fill(lagosDay(17))
  // Layout shifts from here on, as CLS counts them (none within half a second of an input).
  await page.evaluate(() => {
    const w = window as { shifted?: number; shifts?: PerformanceObserver }
    w.shifted = 0
    w.shifts = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) w.shifted! += entry.value
    })
    w.shifts.observe({ type: 'layout-shift' })
  })
  await page.getByRole('button', { name: 'Search Buses' }).click()
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Bookings' }).getByRole('article').first(),
  ).toBeVisible()
  // Counted up to the frames that drew the results: two frames on, with what the observer has
  // been given but not yet told (not what it was told within 300 ms, on a busy machine).
  const shifted = await page.evaluate(async () => {
    const w = window as { shifted?: number; shifts?: PerformanceObserver }
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    for (const entry of w.shifts!.takeRecords() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[])
      if (!entry.hadRecentInput) w.shifted! += entry.value
    return w.shifted ?? 0
  })
  expect(shifted).toBeLessThanOrEqual(0.05)
})

test('a short page keeps its footer just below the fold, not a screen further down', async ({
  page,
}) => {
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    await page.goto('/support')
    const footer = page.locator('footer')
    await expect(footer).toBeAttached()
    const top = await footer.evaluate((f) => f.getBoundingClientRect().top + window.scrollY)
    expect(top).toBeGreaterThanOrEqual(size.height)
    // (The footer keeps its own 2rem margin above it.)
    expect(top).toBeLessThanOrEqual(size.height + 48)
  }
})
