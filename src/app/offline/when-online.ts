/**
 * Runs `attempt` at every 'online' event (and at once with `now`) and, while it reports that it
 * met no signal and the phone still says it is online, again after 0.5, 1, 2 and 4 s: a phone
 * says it is online a moment before the signal carries anything (.ci/run saw a try made at the
 * 'online' event fail so). The function it returns stops listening and what is still to come.
 */
export function whenOnline(attempt: () => Promise<boolean>, options: { now?: boolean } = {}) {
  let timer = 0
  // Each 'online' event starts a round of its own; a round's retries end when another begins.
  let round = 0
  const run = (tries: number, mine: number) =>
    void attempt().then((metNoSignal) => {
      if (metNoSignal && mine === round && navigator.onLine && tries < 4)
        timer = window.setTimeout(() => run(tries + 1, mine), 500 * 2 ** tries)
    })
  const start = () => {
    window.clearTimeout(timer)
    run(0, ++round)
  }
  window.addEventListener('online', start)
  if (options.now) start()
  return () => {
    window.removeEventListener('online', start)
    window.clearTimeout(timer)
    round++
  }
}
