import type { Page } from '@playwright/test'

/**
 * The server answers the first request to `url` and its answer never arrives (the signal went
 * on the way back); later requests go through. `sent()` counts the requests, `lost()` is the
 * body of the answer that was lost.
 */
export async function loseFirstAnswer(page: Page, url: string) {
  let sent = 0
  let lost: any = null
  await page.route(url, async (route) => {
    sent++
    if (sent > 1) return route.continue()
    lost = await (await route.fetch()).json()
    await route.abort('internetdisconnected')
  })
  return { sent: () => sent, lost: () => lost }
}
