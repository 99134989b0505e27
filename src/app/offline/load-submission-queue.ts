let loading = false

/**
 * Forms sent with no signal go out when the device is back online (issue 14). The queue loads
 * once the first page is on screen and settled, so it costs that page nothing: loaded a second
 * after the window's load event, it came before the home's own render on a slow phone. On a
 * first visit the signal may be gone by then (the service worker keeps nothing yet): it loads
 * when the signal is back.
 */
export function loadSubmissionQueue(): void {
  if (loading) return
  loading = true
  void start()
}

// (Awaited in a try: the build moves a `.then` written on `import()` inside Vite's preload
// wrapper, so a stylesheet it could not preload escaped it as an unhandled rejection.)
async function start() {
  try {
    const queue = await import('./submission-queue.ts')
    queue.startSubmissionQueue()
  } catch {
    loading = false
    window.addEventListener('online', () => setTimeout(loadSubmissionQueue, 1000), { once: true })
  }
}
