import type { Page } from '@playwright/test'

/** Waits until the service worker controls the page: from then on it can open with no signal. */
export async function serviceWorkerInControl(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
}
