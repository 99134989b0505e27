/**
 * Runs `attempt` now and, while it reports that it met no signal and the phone still says it is
 * online, again after 0.5, 1, 2 and 4 s: a phone says it is online a moment before the signal
 * carries anything (.ci/run saw a try made at the 'online' event fail so). The function it
 * returns stops what is still to come.
 */
export function retryWhileOnline(attempt: () => Promise<boolean>): () => void {
  let timer = 0
  let stopped = false
  const run = (tries: number) =>
    void attempt().then((metNoSignal) => {
      if (metNoSignal && !stopped && navigator.onLine && tries < 4)
        timer = window.setTimeout(() => run(tries + 1), 500 * 2 ** tries)
    })
  run(0)
  return () => {
    stopped = true
    window.clearTimeout(timer)
  }
}
