// npm run bench:bundle — builds the app, serves it, loads each entry page in Chromium with a
// cold cache and no service worker, and prints the gzip size of the JavaScript it loads first
// (each file gzipped on its own, as it travels). BENCH_VERBOSE=1 lists the files.
// Budget (issue 2): ≤ 110 KB gz, hard cap 130 KB; maplibre-gl and socket.io-client never here.
import { execSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { lagosDay } from '../e2e/lagos-days.ts'

// /select-bus with a real search: the results page a traveller lands on, not its empty state.
const PAGES = [
  '/',
  `/select-bus?from=1&to=6&date=${lagosDay(3)}&adults=1&tripType=0`,
  '/passenger-details',
]
const TARGET_KB = 110
const CAP_KB = 130
const PORT = 3199
const FORBIDDEN = [/maplibre/i, /socket\.io/i, /engine\.io/i]

execSync('npx vite build', { stdio: 'inherit' })
const dataDir = mkdtempSync(path.join(tmpdir(), 'waka-bench-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: path.join(dataDir, 'db'), NODE_ENV: 'test' },
  stdio: 'ignore',
})

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://localhost:${PORT}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

let failed = false
try {
  await waitForServer()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  console.log('\npage                 scripts   raw KB    gzip KB   budget')
  for (const page of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const tab = await context.newPage()
    // "Loads first": scripts requested before the app's own heading is in the page, a moment
    // taken in the page itself (Playwright notices it some polls later). What a page fetches
    // after, when idle (the service worker's registration, the footer), is not on the
    // traveller's critical path and is not counted.
    await tab.addInitScript(() => {
      new MutationObserver((_, observer) => {
        // The app's own heading, rendered: not the prerendered home's, and counted while the
        // painted frame still covers the root (the frame goes a frame later, with the footer).
        const heading = document.querySelector('#root h1')
        if (!heading || heading.closest('.prerendered')) return
        ;(window as unknown as { headingAt: number }).headingAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    const responses = new Map<string, Promise<Buffer>>()
    tab.on('request', (request) => {
      if (request.resourceType() !== 'script') return
      responses.set(
        request.url(),
        request
          .response()
          .then((r) => r?.body() ?? Buffer.alloc(0))
          .catch(() => Buffer.alloc(0)),
      )
    })
    await tab.goto(`http://localhost:${PORT}${page}`, { waitUntil: 'load' })
    await tab.waitForFunction(() => 'headingAt' in window)
    await tab.waitForLoadState('networkidle')
    // Scripts whose request started before the heading showed, modulepreloads included.
    const first = new Set(
      await tab.evaluate(() => {
        const at = (window as unknown as { headingAt: number }).headingAt
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= at && /\.m?js(\?|$)/.test(e.name))
          .map((e) => e.name)
      }),
    )
    const scripts = new Map([...responses].filter(([url]) => first.has(url)))
    const bodies = await Promise.all(scripts.values())
    const raw = bodies.reduce((n, b) => n + b.length, 0) / 1024
    const gz = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) / 1024
    const verdict = gz <= TARGET_KB ? 'ok' : gz <= CAP_KB ? 'over target' : 'OVER CAP'
    if (gz > CAP_KB) failed = true
    const bad = [...scripts.keys()].filter((url) => FORBIDDEN.some((re) => re.test(url)))
    if (bad.length) {
      failed = true
      console.log(`  ${page} loads forbidden libraries: ${bad.join(', ')}`)
    }
    console.log(
      `${page.split('?')[0]!.padEnd(20)} ${String(bodies.length).padStart(7)} ${raw.toFixed(1).padStart(8)} ${gz.toFixed(1).padStart(9)}   ${verdict}`,
    )
    if (process.env.BENCH_VERBOSE) {
      const files = [...scripts.keys()].map((url, i) => ({
        file: new URL(url).pathname,
        gz: gzipSync(bodies[i]!, { level: 9 }).length / 1024,
      }))
      for (const f of files.sort((a, b) => b.gz - a.gz))
        console.log(`    ${f.gz.toFixed(1).padStart(6)}  ${f.file}`)
    }
    await context.close()
  }
  await browser.close()
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`\ntarget ${TARGET_KB} KB gz, cap ${CAP_KB} KB gz`)
process.exit(failed ? 1 : 0)
