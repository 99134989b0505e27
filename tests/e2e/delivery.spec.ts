import { expect, test, type Page } from './support/test.ts'
import { lagosDay } from './lagos-days.ts'
import { serviceWorkerInControl } from './support/offline.ts'
import { agreeToCookies, registeredCustomer, signInAtLogin } from './support/accounts.ts'
import { paystackOutcomeElsewhere } from './support/booking.ts'

// Issue 9: the built files travel precompressed, with the right caching.

/** The page's cumulative layout shift so far (the buffered entries, 200 ms to report). */
function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 200)
      }),
  )
}

test('the shell and its scripts go out as brotli, hashed assets immutable, the shell revalidated', async ({
  request,
}) => {
  const shell = await request.get('/', { headers: { 'accept-encoding': 'br' } })
  expect(shell.headers()['content-encoding']).toBe('br')
  expect(shell.headers()['cache-control']).toBe('no-cache')
  const html = await shell.text()
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()

  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip, br' } })
  const headers = asset.headers()
  expect(headers['content-encoding']).toBe('br')
  expect(headers['vary']).toContain('Accept-Encoding')
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')

  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length)

  const worker = await request.get('/sw.js', { headers: { 'accept-encoding': 'gzip' } })
  expect(worker.headers()['content-encoding']).toBe('gzip')
  expect(worker.headers()['cache-control']).toBe('no-cache')

  // The maps' outline of Nigeria (precached on every first visit) travels compressed, as what it
  // is: it went as 93 KB of application/octet-stream.
  const outline = await request.get('/data/nigeria.geojson', {
    headers: { 'accept-encoding': 'br, gzip' },
  })
  expect(outline.headers()['content-encoding']).toBe('br')
  expect(outline.headers()['content-type']).toBe('application/geo+json')
  expect(Number(outline.headers()['content-length'])).toBeLessThan(40_000)

  // Images (the favicon, a terminal's logo, the licence badge) are fetched once a day, not at
  // every use.
  const logo = await request.get('/images/logo.svg')
  expect(logo.headers()['cache-control']).toBe('public, max-age=86400')
})

test('an address that is no page answers 404, still with the app to show it; a page is found in any case', async ({
  page,
  request,
}) => {
  expect((await request.get('/no-such-page')).status()).toBe(404)
  expect((await request.get('/about-us')).status()).toBe(200)
  expect((await request.get('/select-bus/')).status()).toBe(200)
  const answer = await page.goto('/no-such-page')
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible()
})

test('the top bar draws its logo in the page, from the first HTML on', async ({
  page,
  request,
}) => {
  // Fetched as an image, it cost a document of its own before a kept ticket could paint.
  const html = await (await request.get('/passenger-details')).text()
  expect(html).toMatch(
    /<a class="logo" href="\/"\s*><span class="logo__mark" aria-hidden="true"><svg /,
  )
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  let fetched = 0
  cdp.on('Network.responseReceived', (event) => {
    // The favicon is the same file: fetched by the browser, not drawn in the page.
    if (event.type === 'Image' && new URL(event.response.url).pathname === '/images/logo.svg')
      fetched++
  })
  await page.goto('/passenger-details')
  // The app's own page (the prerendered frame has no footer).
  await expect(page.getByRole('contentinfo')).toBeVisible()
  const mark = page.getByRole('banner').locator('.logo svg')
  await expect(mark).toBeVisible()
  expect(await mark.boundingBox()).toMatchObject({ width: 32, height: 32 })
  expect(fetched).toBe(0)
})

test('the first HTML asks for nothing the page does not draw; the manifest is linked after', async ({
  page,
  request,
}) => {
  // On HTTP/1.1 the browser opens six connections per host: the favicon, the manifest and the
  // icon Chromium fetches for it took three of them while the page's scripts waited.
  const html = await (await request.get('/bookingStatus')).text()
  expect(html).toContain('<link rel="icon" href="data:image/svg+xml,')
  expect(html).not.toContain('rel="manifest"')
  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  const cdp = await page.context().newCDPSession(page)
  await page.goto('/bookingStatus')
  await expect(page.getByRole('heading', { name: 'My tickets' })).toBeVisible()
  // Once the page is on screen, the app links the manifest, and Chromium reads it whole.
  await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' })
  const manifest = await cdp.send('Page.getAppManifest')
  expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest')
  expect(manifest.errors).toEqual([])
  expect(asked).not.toContain('/images/logo.svg')
})

test('a first visit does not fetch a sheet its first HTML already has inline', async ({
  page,
  request,
}) => {
  // The pages' lazy chunks ask for their sheets; asked again, those already inline cost a
  // request, and the page's own code waited for it before it could show.
  for (const [address, ready] of [
    ['/', () => page.getByLabel('Travelling From')],
    ['/bookingStatus', () => page.getByLabel('Enter Ref code')],
  ] as const) {
    const html = await (await request.get(address)).text()
    const sheets: string[] = []
    const listen = (r: { url(): string }) => {
      if (new URL(r.url()).pathname.endsWith('.css')) sheets.push(r.url())
    }
    page.on('request', listen)
    await page.goto(address)
    await expect(ready()).toBeEditable()
    await page.waitForLoadState('networkidle')
    page.off('request', listen)
    for (const url of sheets) {
      const css = await (await request.get(url)).text()
      expect(html.includes(css), `${address} fetched ${url}, already inline`).toBe(false)
    }
  }
})

test("a first visit asks the server's time only once the page is on screen", async ({ page }) => {
  // The page is drawn out of sight and its effects run before it shows: the question went out
  // with the first paint's requests, on a slow line one more round trip before the page.
  await page.addInitScript(() => {
    const w = window as unknown as { shownAt?: number }
    new MutationObserver(() => {
      const heading = document.querySelector('#my-tickets')
      if (w.shownAt === undefined && heading?.checkVisibility()) w.shownAt = performance.now()
    }).observe(document, { childList: true, subtree: true, attributes: true })
  })
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/health')
  await page.goto('/bookingStatus')
  await expect(page.getByRole('heading', { name: 'My tickets' })).toBeVisible()
  await asked
  const [shownAt, askedAt] = await page.evaluate(() => [
    (window as unknown as { shownAt?: number }).shownAt,
    performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/health'))?.startTime,
  ])
  expect(askedAt).toBeGreaterThan(shownAt!)
})

test("a page's first HTML names its own chunks, which the page then runs", async ({
  page,
  request,
}) => {
  const html = await (
    await request.get('/select-bus', { headers: { 'accept-encoding': 'br' } })
  ).text()
  const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
    (m) => m[1]!,
  )
  const own = preloaded.find((href) => /\/assets\/select-bus-[\w-]+\.js$/.test(href))
  expect(own).toBeDefined()
  expect(html).toMatch(
    /rel="preload" as="style" crossorigin href="\/assets\/select-bus-[\w-]+\.css"/,
  )
  // The same file the router loads for that page: named, not guessed.
  const loaded: string[] = []
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname))
  await page.goto('/select-bus')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(loaded).toContain(own)
  // Every file a page names exists (a chunk Vite dropped for holding only CSS was once named).
  for (const path of ['/bookingStatus', '/passenger-details', '/call-back', '/bills-payment']) {
    const page = await (await request.get(path)).text()
    const hrefs = [...page.matchAll(/rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)]
    expect(hrefs.length).toBeGreaterThan(0)
    for (const [, href] of hrefs) expect((await request.get(href!)).status(), href).toBe(200)
  }
  // An address with no page of its own gets the plain shell.
  const plain = await (await request.get('/no-such-page')).text()
  expect(plain).not.toContain('select-bus-')
  // The home names its search form's code too (it loaded only once the framework had run), but
  // not the sheets its first HTML already has inline.
  const home = await (await request.get('/')).text()
  expect(home).toMatch(/rel="modulepreload" crossorigin href="\/assets\/search-form-[\w-]+\.js"/)
  expect(home).not.toMatch(/rel="preload" as="style" crossorigin href="\/assets\/home-/)
  const homeLoaded: string[] = []
  page.on('request', (r) => homeLoaded.push(new URL(r.url()).pathname))
  await page.goto('/')
  await expect(page.getByLabel('Travelling From')).toBeEnabled()
  for (const [, href] of home.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g))
    expect(homeLoaded, href).toContain(href)
})

test('the first HTML of / already shows the home page, which React then takes over in place', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('<h1>Travel across Nigeria, the easy way</h1>')
  expect(html).toContain('Search Buses')
  expect(html).toMatch(/<style>[^<]*\.hero\{/)
  // The tabs' own sheet too (it comes with a lazy chunk): unstyled, the tabs shifted the form.
  expect(html).toMatch(/<style>[^<]*\.tabs__list\{/)
  // Other addresses get the frame: no home page flashing before, say, the results.
  expect(await (await request.get('/select-bus')).text()).not.toContain('Travel across Nigeria')

  // Whether the heading was ever off screen once painted: React's first commit used to clear the
  // prerendered page before its own was in, and the screen went blank meanwhile.
  await page.addInitScript(() => {
    const w = window as unknown as { headingGone?: boolean }
    const shown = () => [...document.querySelectorAll('h1')].some((h) => h.checkVisibility())
    let painted = false
    new MutationObserver(() => {
      if (shown()) painted = true
      else if (painted) w.headingGone = true
    }).observe(document, { childList: true, subtree: true, attributes: true })
  })
  await page.goto('/')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveCount(1)
  await expect(heading).toHaveText('Travel across Nigeria, the easy way')
  // The live form, not the inert skeleton.
  await expect(page.locator('.prerendered')).toHaveCount(0)
  await expect(page.getByLabel('Travelling From')).toBeEnabled()
  expect(await page.evaluate(() => (window as { headingGone?: boolean }).headingGone)).toBe(
    undefined,
  )
  const shifted = await layoutShiftSoFar(page)
  expect(shifted).toBeLessThanOrEqual(0.05)
})

test('every other page paints the top bar, a loading indicator and the cookie notice before any script, then shows itself in their place', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/bookingStatus')).text()
  expect(html).toMatch(
    /<div id="root"><div class="prerendered" data-page-frame inert><header class="top-bar">/,
  )
  expect(html).toContain('<div role="status" class="spinner">')
  expect(html).toContain('We use cookies to keep you signed in')
  expect(html).toMatch(/<style>[^<]*\.top-bar\{/)
  // A traveller who has agreed is not shown the notice again, not even for a moment.
  const agreed = await request.get('/bookingStatus', {
    headers: { cookie: 'waka_cookie_consent=yes' },
  })
  expect(agreed.headers()['vary']).toContain('Cookie')
  expect(await agreed.text()).not.toContain('We use cookies')

  // The app renders out of sight and takes the frame's place once its page is in.
  await page.goto(`/select-bus?from=1&to=6&date=${lagosDay(3)}&adults=1&tripType=0`)
  // Sooner than the 10 s after which a frame goes anyway: the page itself let it go.
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible({
    timeout: 8000,
  })
  await expect(page.locator('[data-page-frame]')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'I agree' })).toBeEnabled()
  await page.getByRole('button', { name: 'I agree' }).click()
  await page.goto('/bookingStatus')
  await expect(page.getByLabel('Enter Ref code')).toBeEditable()
  await expect(page.getByRole('button', { name: 'I agree' })).toHaveCount(0)
  const shifted = await layoutShiftSoFar(page)
  expect(shifted).toBeLessThanOrEqual(0.05)
})

test('low-data mode drops the bus pictures and the carousel autoplay; the browser’s Save-Data turns it on', async ({
  page,
  browser,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'I agree' }).click()
  await expect(page.getByRole('button', { name: 'Pause slides' })).toBeVisible()
  const lowData = page.getByLabel('Low data mode: no pictures or moving banners')
  await expect(lowData).not.toBeChecked()
  await lowData.check()
  await expect(page.getByRole('button', { name: 'Pause slides' })).toHaveCount(0)

  await page.getByLabel('Travelling From').selectOption({ label: 'Lagos (Jibowu)' })
  await page.getByLabel('Travelling To').selectOption({ label: 'Abuja (Utako)' })
  await page.getByLabel('Departure Date').fill(lagosDay(2))
  await page.getByRole('button', { name: 'Search Buses' }).click()
  const cards = page.getByRole('region', { name: 'Bookings' }).getByRole('article')
  await expect(cards.first()).toBeVisible()
  await expect(page.locator('.bus-card img')).toHaveCount(0)

  // The map library (the largest download) comes only when asked for.
  const mapFiles: string[] = []
  page.on('request', (request) => {
    if (/maplibre/.test(request.url())) mapFiles.push(request.url())
  })
  await page.goto('/Bus-Terminal')
  await expect(page.getByRole('article').or(page.getByRole('listitem')).first()).toBeVisible()
  const showMap = page.getByRole('button', { name: 'Show the map' })
  await expect(showMap).toBeVisible()
  expect(mapFiles).toEqual([])
  await showMap.click()
  await expect(page.getByRole('group', { name: /^Map of Waka terminals/ })).toBeVisible()
  expect(mapFiles.length).toBeGreaterThan(0)

  const saver = await browser.newContext()
  await saver.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  )
  const saving = await saver.newPage()
  await saving.goto('/')
  await expect(saving.getByRole('heading', { name: 'Popular routes' })).toBeVisible()
  await expect(saving.getByRole('button', { name: 'Pause slides' })).toHaveCount(0)
  await expect(saving.getByLabel('Low data mode: no pictures or moving banners')).toBeChecked()
  await saver.close()
})

test('low-data mode fetches no picture: no terminal logos, no licence badge, no avatar', async ({
  page,
}) => {
  await page.goto('/')
  await agreeToCookies(page)
  await page.getByLabel('Low data mode: no pictures or moving banners').check()
  const pictures: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(request.url())
  })
  const search = `/select-bus?from=1&to=6&date=${lagosDay(2)}&adults=1&tripType=0`
  for (const [path, shown] of [
    ['/Bus-Terminal', page.locator('.terminal-card').first()],
    ['/About-Us', page.getByRole('heading', { level: 1 })],
    ['/Faq', page.getByRole('heading', { level: 1 })],
    [search, page.getByRole('region', { name: 'Bookings' }).getByRole('article').first()],
  ] as const) {
    await page.goto(path)
    await expect(shown).toBeVisible()
    // The badge's picture was lazy: scrolled to, it would load.
    await page.getByText('Licensed by').scrollIntoViewIfNeeded()
    await expect(page.locator('img')).toHaveCount(0)
  }

  const { phone } = await registeredCustomer(page.request, 'Low data password 1')
  await page.goto('/login')
  await signInAtLogin(page, phone, 'Low data password 1')
  await expect(page).toHaveURL(/\/login-reg$/)
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  await expect(page.locator('img')).toHaveCount(0)
  expect(pictures).toEqual([])
})

test('a Save-Data header, which a data-saving proxy may add, turns low-data mode on, also on pages the service worker opens; the traveller’s choice wins', async ({
  page,
}) => {
  // Only the server sees what a proxy adds: navigator.connection says nothing here.
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' })
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image' || /maplibre|geojson/.test(request.url()))
      fetched.push(request.url())
  })
  const lowData = page.getByLabel('Low data mode: no pictures or moving banners')
  const search = `/select-bus?from=1&to=6&date=${lagosDay(2)}&adults=1&tripType=0`
  const cards = page.getByRole('region', { name: 'Bookings' }).getByRole('article')

  await page.goto('/')
  await page.getByRole('button', { name: 'I agree' }).click()
  await expect(page.getByRole('heading', { name: 'Popular routes' })).toBeVisible()
  await expect(lowData).toBeChecked()
  await expect(page.getByRole('button', { name: 'Pause slides' })).toHaveCount(0)
  await serviceWorkerInControl(page)

  // Opened by the service worker from its precache: no server on the way to say so again.
  const opened = await page.goto(search)
  expect(opened?.fromServiceWorker()).toBe(true)
  await expect(cards.first()).toBeVisible()
  await expect(lowData).toBeChecked()
  await expect(page.locator('.bus-card img')).toHaveCount(0)
  await page.goto('/Bus-Terminal')
  await expect(page.getByRole('button', { name: 'Show the map' })).toBeVisible()
  expect(fetched).toEqual([])

  // The proxy stops asking: the next answer from the server says so.
  await page.setExtraHTTPHeaders({})
  await page.goto(search)
  await expect(cards.first()).toBeVisible()
  await expect(lowData).not.toBeChecked()
  await expect(page.locator('.bus-card img').first()).toBeVisible()

  // It asks again, and the traveller turns the mode off: off it stays.
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' })
  await page.reload()
  await expect(cards.first()).toBeVisible()
  await expect(lowData).toBeChecked()
  await lowData.uncheck()
  await page.reload()
  await expect(cards.first()).toBeVisible()
  await expect(page.locator('.bus-card img').first()).toBeVisible()
  await expect(lowData).not.toBeChecked()
})

test('the ticket link from the confirmation e-mail opens with JavaScript off, and on a phone that has the app, with no signal too', async ({
  request,
  browser,
  page: phone,
  context,
}) => {
  const found = await request.post('/api/booking/Booking/availabletripdetails', {
    data: {
      departureTerminalId: 1,
      destinationTerminalId: 6,
      departureDate: lagosDay(24),
      numberOfAdults: 1,
      tripType: 0,
    },
  })
  const bus = (await found.json()).data.departures[0]
  const seat = bus.availableSeats.at(-1)
  const email = `nojs.${Date.now()}@example.com`
  const created = await request.post('/api/booking/booking', {
    data: {
      tripType: 0,
      paymentMethod: 5,
      firstName: 'Opera',
      lastName: 'Mini',
      gender: 1,
      routeId: bus.routeId,
      totalAmount: bus.farePrice,
      email,
      phoneNumber: '08031234567',
      nextOfKinName: 'Next Of Kin',
      nextOfKinPhone: '08039876543',
      seatRegistrations: `${bus.vehicleTripRegistrationId}:${seat}`,
      vehicleTripRegistrationId: bus.vehicleTripRegistrationId,
    },
  })
  const ref = (await created.json()).data.bookingReferenceCode
  await request.post('/api/payment/api/v1/Paystack/initialize', { data: { reference: ref } })
  await paystackOutcomeElsewhere(request, ref, 'pay')
  const mail = (await (await request.get(`/api/dev/outbox?to=${email}`)).json()).messages[0]
  const link = /https?:\/\/\S+\/ticket\/\S+/.exec(mail.text)![0]

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const page = await noScript.newPage()
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: `Your Ticket (${ref})` })).toBeVisible()
  await expect(page.getByRole('img', { name: `QR code of booking reference ${ref}` })).toBeVisible()
  await expect(page.getByText(String(seat), { exact: true })).toBeVisible()
  await noScript.close()

  // A phone that has used the app: its service worker hands the link to the server, not to the
  // app (whose shell has no such page), and keeps the page for a terminal with no signal.
  await phone.goto('/')
  await serviceWorkerInControl(phone)
  const address = new URL(link).pathname + new URL(link).search
  await phone.goto(address)
  await expect(phone.getByRole('heading', { name: `Your Ticket (${ref})` })).toBeVisible()
  await context.setOffline(true)
  await phone.goto(address)
  await expect(phone.getByRole('heading', { name: `Your Ticket (${ref})` })).toBeVisible()
  await context.setOffline(false)
})

test('with JavaScript off, a wrong ticket link says what works, and the page it offers does not pretend to load', async ({
  browser,
}) => {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  })
  const page = await noScript.newPage()
  const response = await page.goto('/ticket/WK1K5QCYR5B2?t=wrongwrongwrongwrong12')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('This ticket link is not valid.')).toContainText('needs JavaScript')
  await page.getByRole('link', { name: 'Booking status' }).click()
  await expect(page).toHaveURL(/\/bookingStatus$/)
  // No endless 'Loading': a plain notice of what needs JavaScript and what opens without it.
  await expect(page.getByText('Loading', { exact: true })).toBeHidden()
  // (Found by its class: Playwright's text search skips what is inside <noscript>.)
  const notice = page.locator('noscript .no-js')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Waka needs JavaScript to book a bus')
  await expect(notice).toContainText('the ticket link in your SMS or e-mail')
  // Drawn as the app's notices are (not a bare line of text against the page's edge).
  await expect(notice).toHaveCSS('border-left-width', '4px')
  await noScript.close()
})
