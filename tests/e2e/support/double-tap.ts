import type { Locator } from '@playwright/test'

/**
 * Two quick taps on a button, the second handled before the page's timers have run, as a quick
 * double tap, or two taps queued on a busy phone, are: React has rendered in between (its
 * microtask), a timer has not.
 */
export async function doubleTap(button: Locator) {
  await button.evaluate(async (element: HTMLElement) => {
    element.click()
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
    element.click()
  })
}
