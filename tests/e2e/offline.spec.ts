import { expect, test } from '@playwright/test'

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
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })

  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByRole('heading', { name: 'Travel across Nigeria, the easy way' }),
  ).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Book a seat' })).toBeVisible()
  await context.setOffline(false)
})
