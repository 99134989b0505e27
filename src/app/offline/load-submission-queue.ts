import { whenOnline } from './when-online.ts'

let asked = false

/**
 * Forms sent with no signal go out when the device is back online (issue 14). The queue loads
 * once the first page is on screen and settled, so it costs that page nothing: loaded a second
 * after the window's load event, it came before the home's own render on a slow phone. On a
 * first visit the signal may be gone by then (the service worker keeps nothing yet): it loads
 * when the signal is back, at the 'online' event, or tried again shortly while the phone says it
 * is online. A weak signal fails the try with no 'offline' before it nor 'online' after it, and a
 * try that fails late may fail after the 'online' event: waiting for the next one alone, the
 * queue did not load, and the forms it holds did not go, for as long as the page stayed open.
 */
export function loadSubmissionQueue(): void {
  if (asked) return
  asked = true
  const stop = whenOnline(
    async () => {
      // (Awaited in a try: the build moves a `.then` written on `import()` inside Vite's preload
      // wrapper, so a stylesheet it could not preload escaped it as an unhandled rejection.)
      try {
        const queue = await import('./submission-queue.ts')
        stop()
        queue.startSubmissionQueue()
        return false
      } catch {
        return true
      }
    },
    { now: true },
  )
}
