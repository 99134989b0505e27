/**
 * Runs `task` `settleMs` from now, once the browser is also idle (at most `idleTimeoutMs` later;
 * 200 ms later where there is no idle callback, as in Safari). For what can wait until the page
 * the traveller came for has its first moments to itself. Returns a cancel.
 */
export function afterSettling(
  task: () => void,
  settleMs: number,
  idleTimeoutMs: number,
): () => void {
  let idle: number | undefined
  const settle = window.setTimeout(() => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(task, { timeout: idleTimeoutMs })
      : window.setTimeout(task, 200)
  }, settleMs)
  return () => {
    window.clearTimeout(settle)
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle)
  }
}
