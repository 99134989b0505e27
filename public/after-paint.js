/* global document, requestAnimationFrame, setTimeout */
// Issue 9: a page the service worker painted from a kept snapshot (a ticket, at a terminal with
// no signal) goes on screen before the app's scripts run. Run at once, the app's first long task
// would come before the first frame and hold the ticket back; so the entry starts after a frame.
;(function () {
  var script = document.currentScript
  var entry = script && script.getAttribute('data-entry')
  if (!entry) return
  var started = false
  function start() {
    if (started) return
    started = true
    var module = document.createElement('script')
    module.type = 'module'
    module.crossOrigin = ''
    module.src = entry
    document.head.appendChild(module)
  }
  if (document.visibilityState === 'hidden') return start()
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
  // A frame that never comes (a page in the background) must not keep the app from starting.
  setTimeout(start, 500)
})()
