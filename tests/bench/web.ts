// npm run bench:web — builds, starts the compiled server on a fresh database, and runs
// Lighthouse (mobile profile: simulated 150 ms RTT, 1.6 Mbit/s, 4× CPU) on the pages of the
// booking path, median of 3 runs each. Then a repeat visit with the service worker warm, counting
// the bytes that still travel. Prints a table; budgets are reported, never asserted in tests.
import { execSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'
import { lagosDay } from '../e2e/lagos-days.ts'

const PORT = 3198
const BASE = `http://localhost:${PORT}`
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// Lighthouse's default simulates the mobile profile from a fast local load; BENCH_THROTTLING=devtools
// applies the same profile to the browser instead, so connection limits and real request order
// show (each request waits its 562 ms of latency, six at a time per host over HTTP/1.1).
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate'
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const PAGES = [
  ['/', '/'],
  ['/select-bus', `/select-bus?from=1&to=6&date=${lagosDay(3)}&adults=1&tripType=0`],
  ['/passenger-details', '/passenger-details'],
  ['/bookingStatus', '/bookingStatus'],
] as const
const TARGETS =
  'targets: performance ≥ 95, accessibility ≥ 95, best practices 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05, first visit of / ≤ 250 KB, repeat visit ≤ 30 KB'

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })
const dataDir = mkdtempSync(path.join(tmpdir(), 'waka-bench-web-'))
const server = spawn(process.execPath, ['dist-server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: path.join(dataDir, 'db'),
    NODE_ENV: 'production',
  },
  stdio: 'ignore',
})

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not start')
}

/** The median of the runs that measured it (a Lighthouse run may fail to report a metric). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!
}

interface Run {
  performance: number
  accessibility: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  /** What the largest paint was, as Lighthouse names the element. */
  lcpElement: string
}

async function audit(url: string): Promise<Run> {
  const chrome = await launch({ chromePath: CHROME, chromeFlags: FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttlingMethod: THROTTLING,
    })
    const lhr = result!.lhr
    if (lhr.runtimeError) {
      console.warn(`${url}: Lighthouse ${lhr.runtimeError.code}, run left out`)
      const none = NaN
      return {
        performance: none,
        accessibility: none,
        bestPractices: none,
        fcp: none,
        lcp: none,
        tbt: none,
        cls: none,
        bytes: none,
        lcpElement: '',
      }
    }
    const audits = lhr.audits
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      bytes: audits['total-byte-weight']?.numericValue ?? NaN,
      lcpElement: lcpElementOf(audits['lcp-breakdown-insight']?.details),
    }
  } finally {
    await chrome.kill()
  }
}

/** Lowest–highest of the runs that measured it, e.g. `1.81–2.04`. */
const range = (values: number[], digits: number) => {
  const measured = values.filter(Number.isFinite)
  if (measured.length === 0) return '?'
  const [low, high] = [Math.min(...measured), Math.max(...measured)]
  return `${low.toFixed(digits)}–${high.toFixed(digits)}`
}

/** The node Lighthouse's LCP breakdown names, e.g. `p.notice "No tickets on this phone yet…"`. */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { type?: string; selector?: string; nodeLabel?: string }[] })
    ?.items
  const node = items?.find((item) => item.type === 'node')
  if (!node) return '?'
  const label = (node.nodeLabel ?? '').slice(0, 40)
  return `${node.selector?.split(' > ').pop() ?? ''} "${label}"`
}

/** Bytes that travel on a second visit once the service worker holds the app (API excluded). */
async function repeatVisitBytes(): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS.slice(1) })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' })
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready
      return navigator.serviceWorker.controller !== null
    })
    await page.waitForLoadState('networkidle')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const urls = new Map<string, string>()
    let bytes = 0
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url))
    cdp.on('Network.loadingFinished', (e) => {
      const url = urls.get(e.requestId) ?? ''
      if (!new URL(url).pathname.startsWith('/api/')) bytes += e.encodedDataLength
    })
    await page.reload({ waitUntil: 'networkidle' })
    return bytes
  } finally {
    await browser.close()
  }
}

try {
  await waitForServer()
  const table: string[] = []
  const elements: string[] = []
  const spreads: string[] = []
  const head = 'page                 perf  a11y  best   FCP s   LCP s   TBT ms    CLS   KB'
  for (const [name, url] of PAGES) {
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${url}`))
    const m = (pick: (r: Run) => number) => median(runs.map(pick))
    table.push(
      [
        name.padEnd(20),
        String(m((r) => r.performance)).padStart(4),
        String(m((r) => r.accessibility)).padStart(5),
        String(m((r) => r.bestPractices)).padStart(5),
        (m((r) => r.fcp) / 1000).toFixed(2).padStart(7),
        (m((r) => r.lcp) / 1000).toFixed(2).padStart(7),
        m((r) => r.tbt)
          .toFixed(0)
          .padStart(8),
        m((r) => r.cls)
          .toFixed(3)
          .padStart(6),
        (m((r) => r.bytes) / 1024).toFixed(0).padStart(5),
      ].join(' '),
    )
    elements.push(`${name.padEnd(20)} ${runs.find((r) => r.lcpElement)?.lcpElement ?? '?'}`)
    spreads.push(
      `${name.padEnd(20)} LCP ${range(
        runs.map((r) => r.lcp / 1000),
        2,
      )} s, TBT ${range(
        runs.map((r) => r.tbt),
        0,
      )} ms`,
    )
  }
  const repeat = await repeatVisitBytes()
  console.log(`\nLighthouse mobile (${THROTTLING}), median of ${RUNS} (${CHROME})\n${head}`)
  for (const row of table) console.log(row)
  // A median hides how far single runs swing on a busy or slow machine; the readings say.
  console.log(`\nsingle runs, lowest–highest`)
  for (const row of spreads) console.log(row)
  console.log('\nlargest paint (first run that named it)')
  for (const row of elements) console.log(row)
  console.log(
    `\nrepeat visit of / with the service worker warm: ${(repeat / 1024).toFixed(1)} KB (non-API)`,
  )
  console.log(TARGETS)
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
