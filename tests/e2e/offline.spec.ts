import { expect, test } from './support/test.ts'
import { serviceWorkerInControl } from './support/offline.ts'

test('the app is installable and the home page opens offline after one visit', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // Installable: a manifest with the icons Chromium needs (linked once the page is on screen), and
  // a worker controlling the page.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(manifestHref).toBeTruthy()
  const manifest = await (await page.request.get(manifestHref!)).json()
  expect(manifest.display).toBe('standalone')
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )
  await serviceWorkerInControl(page)

  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByRole('heading', { name: 'Travel across Nigeria, the easy way' }),
  ).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Book a seat' })).toBeVisible()
  await context.setOffline(false)
})

test('a first visit that loses the signal while the footer loads keeps its page; the footer comes with the signal', async ({
  page,
  context,
}) => {
  // The footer is asked for a moment after the page shows: the signal dropping just then once
  // took the whole page, a half-filled form with it, to 'Something went wrong'.
  let refused = 0
  await page.route(/\/assets\/footer-[\w-]+\.js$/, (route) => {
    refused++
    return route.abort('internetdisconnected')
  })
  await page.goto('/Contact-Us')
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
  await expect.poll(() => refused).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)

  await page.unroute(/\/assets\/footer-[\w-]+\.js$/)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.getByRole('contentinfo')).toBeVisible()
})
