import { expect, test, type WebSocketRoute } from './support/test.ts'
import { paidGuestBooking } from './support/paid-booking.ts'
import { serviceWorkerInControl } from './support/offline.ts'
import { loseFirstAnswer } from './support/lost-answer.ts'

// Issue 12: /track-bus for the traveller and, by the shared link, for next of kin. Lagos
// (Jibowu) → Benin (Akpakpava) on day 20 is this file's own; the bus is moved to have left an
// hour ago.

test('a traveller tracks the bus live and shares a read-only link with next of kin', async ({
  page,
  context,
  browser,
  request,
}) => {
  const ref = await paidGuestBooking(request, {
    to: 9,
    days: 20,
    bus: 'first',
    traveller: {
      firstName: 'Uche',
      lastName: 'Okoro',
      gender: 0,
      email: 'uche@example.com',
      nextOfKinName: 'Ada Okoro',
    },
    departsInMinutes: -60,
  })

  // The page's live connection passes through here, so the test can drop it as a network would.
  const sockets: WebSocketRoute[] = []
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    ws.connectToServer()
    sockets.push(ws)
  })
  await page.goto(`/bookingStatus?ref=${ref}`)
  await page.getByRole('button', { name: 'I agree' }).click()
  await page.getByRole('link', { name: 'Track Bus' }).click()
  await expect(page.getByRole('heading', { name: 'Track your bus' })).toBeVisible()
  await expect(page.getByText('On the way')).toBeVisible()
  await expect(
    page
      .getByRole('group', { name: /^Map of your bus between Lagos \(Jibowu\) and Benin/ })
      .locator('canvas'),
  ).toBeVisible()

  // The bus's device reports: the page moves without a reload.
  const tracked = await (await request.get(`/api/booking/AutoTrack/track/${ref}`)).json()
  const imei = tracked.data.vehicleImei as string
  const { token } = await (await request.get(`/api/dev/device-token/${imei}`)).json()
  await request.post('/api/booking/AutoTrack/device/position', {
    headers: { authorization: `Device ${token}` },
    data: { imei, latitude: 6.7, longitude: 4.1, speed: 88 },
  })
  await expect(page.getByText('88 km/h')).toBeVisible({ timeout: 10_000 })

  // The connection drops (a server restart, a network blip): once it is back the page follows
  // the bus again. It subscribed only on its first connection, and froze.
  await sockets.at(-1)!.close()
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2)
  await expect
    .poll(
      async () => {
        await request.post('/api/booking/AutoTrack/device/position', {
          headers: { authorization: `Device ${token}` },
          data: { imei, latitude: 6.8, longitude: 4.2, speed: 77 },
        })
        return page.getByText('77 km/h').isVisible()
      },
      { timeout: 15_000 },
    )
    .toBe(true)

  // No signal as the page opens again: it says so, and the bus shows by itself once the signal
  // is back, with no reload.
  await serviceWorkerInControl(page)
  await context.setOffline(true)
  await page.reload()
  await expect(
    page.getByText('You appear to be offline. Check your connection and try again.'),
  ).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('On the way')).toBeVisible()

  // Next of kin: no account, the shared link only; a forged one is refused.
  const kin = await browser.newContext()
  const kinPage = await kin.newPage()
  await kinPage.goto(`/track-bus?share=${encodeURIComponent(tracked.data.shareToken)}`)
  await expect(kinPage.getByText('On the way')).toBeVisible()
  await expect(kinPage.getByRole('button', { name: 'Share with next of kin' })).toHaveCount(0)
  await kinPage.goto(`/track-bus?share=${ref}.AAAAAAAAAAAAAAAAAAAAAA`)
  await expect(kinPage.getByRole('alert')).toHaveText('Invalid Information!')
  await kin.close()
})

test('a reference that is not one is refused with the field still there, kept to correct', async ({
  page,
}) => {
  await page.goto('/track-bus')
  await page.getByLabel('Enter Ref code').fill('wk-nope')
  await page.getByRole('button', { name: 'Track Bus' }).click()
  await expect(page).toHaveURL(/\/track-bus\?ref=WK-NOPE$/)
  await expect(page.getByRole('alert')).toHaveText('Invalid Information!')
  // Corrected where it was refused, not by going back: the field keeps what was typed and names
  // the refusal.
  const field = page.getByLabel('Enter Ref code')
  await expect(field).toHaveValue('WK-NOPE')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription('Invalid Information!')
  await field.fill('WKNOPE2')
  await page.getByRole('button', { name: 'Track Bus' }).click()
  await expect(page).toHaveURL(/\/track-bus\?ref=WKNOPE2$/)
  await expect(page.getByRole('alert')).toHaveText('Invalid Information!')
})

test('a 5-minute refresh whose answer is lost keeps the bus on screen, as last seen', async ({
  page,
  request,
}) => {
  const ref = await paidGuestBooking(request, {
    to: 9,
    days: 20,
    bus: 'last',
    traveller: {
      firstName: 'Bisi',
      lastName: 'Lawal',
      gender: 1,
      email: 'bisi@example.com',
      nextOfKinName: 'Tunde Lawal',
    },
    departsInMinutes: -60,
  })
  await page.clock.install()
  await page.goto(`/track-bus?ref=${ref}`)
  await expect(page.getByText('On the way')).toBeVisible()
  // The signal goes as the page asks again (SPEC §9: every 5 minutes): the phone still says it
  // is online, and the answer never arrives.
  await page.route('**/api/booking/AutoTrack/track/**', (route) =>
    route.abort('internetdisconnected'),
  )
  const refreshed = page.waitForRequest('**/api/booking/AutoTrack/track/**')
  await page.clock.fastForward('05:01')
  await refreshed
  await expect(page.getByText(/this is where the bus was last seen/)).toBeVisible()
  // What the traveller was watching is still there: the bus, its status and its arrival.
  await expect(page.getByText('On the way')).toBeVisible()
  await expect(page.getByText('Estimated arrival')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a first look whose answer was lost, or that the server failed, is tried again from the page', async ({
  page,
  request,
}) => {
  const ref = await paidGuestBooking(request, {
    to: 9,
    days: 20,
    bus: 'last',
    traveller: {
      firstName: 'Musa',
      lastName: 'Bello',
      gender: 0,
      email: 'musa@example.com',
      nextOfKinName: 'Aisha Bello',
    },
    departsInMinutes: -60,
  })
  // The phone says it is online: no 'online' event will come to ask again by itself.
  await loseFirstAnswer(page, '**/api/booking/AutoTrack/track/**')
  await page.goto(`/track-bus?ref=${ref}`)
  await expect(page.getByRole('alert')).toHaveText(
    'You appear to be offline. Check your connection and try again.',
  )
  const again = page.getByRole('button', { name: 'Try Again' })
  await expect(again).toBeVisible()
  await again.click()
  await expect(page.getByText('On the way')).toBeVisible()

  // SPEC §8: 'please refresh and try again!': the same button does it.
  let failures = 1
  await page.route('**/api/booking/AutoTrack/track/**', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 500, json: { code: '0', shortDescription: 'Server error' } })
      : route.continue(),
  )
  await page.reload()
  await expect(page.getByRole('alert')).toHaveText(
    'Something went wrong, please refresh and try again!',
  )
  await again.click()
  await expect(page.getByText('On the way')).toBeVisible()
})

test('Track Bus with no reference says so on its field, which keeps the focus', async ({
  page,
}) => {
  await page.goto('/track-bus')
  const field = page.getByLabel('Enter Ref code')
  // Shown first: the app renders its first page out of sight, behind the frame the first HTML
  // painted, and a field out of sight takes no focus (as no traveller could reach it).
  await expect(field).toBeVisible()
  await field.focus()
  await page.keyboard.press('Enter')
  // Not a silent press: the field is marked and says what it needs, read out where the focus is.
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription('Enter your booking reference code.')
  await expect(field).toBeFocused()
  await expect(page).toHaveURL(/\/track-bus$/)
})

test('a bus its device reports moving says it is on the way, with the arrival that follows', async ({
  page,
  request,
}) => {
  // The timetable says the bus leaves in an hour; it has left early, and its device says so.
  const ref = await paidGuestBooking(request, {
    to: 9,
    days: 21,
    bus: 'first',
    traveller: {
      firstName: 'Kemi',
      lastName: 'Ade',
      gender: 1,
      email: 'kemi@example.com',
      nextOfKinName: 'Femi Ade',
    },
    departsInMinutes: 60,
  })
  await page.goto(`/track-bus?ref=${ref}`)
  const facts = page.getByRole('definition')
  await expect(facts.nth(0)).toHaveText('Not left yet')
  const timetabled = await facts.nth(1).textContent()

  // Near Benin at 60 km/h: over the live connection, with no refresh of the page.
  const tracked = await (await request.get(`/api/booking/AutoTrack/track/${ref}`)).json()
  const imei = tracked.data.vehicleImei as string
  const { token } = await (await request.get(`/api/dev/device-token/${imei}`)).json()
  await request.post('/api/booking/AutoTrack/device/position', {
    headers: { authorization: `Device ${token}` },
    data: { imei, latitude: 6.34, longitude: 5.5, speed: 60 },
  })
  await expect(page.getByText('60 km/h')).toBeVisible()
  // What the page says agrees with what it shows: not 'Not left yet' beside a bus at 60 km/h,
  // nor an arrival hours after the timetable's when the bus is minutes from Benin.
  await expect(facts.nth(0)).toHaveText('On the way')
  await expect(facts.nth(1)).not.toHaveText(timetabled!)
})

test('a live connection the server refuses says the bus cannot be located, and tries again', async ({
  page,
  request,
}) => {
  const ref = await paidGuestBooking(request, {
    to: 9,
    days: 21,
    bus: 'last',
    traveller: {
      firstName: 'Tolu',
      lastName: 'Bakare',
      gender: 0,
      email: 'tolu@example.com',
      nextOfKinName: 'Bola Bakare',
    },
    departsInMinutes: -30,
  })
  // The server's refusals, as it sends them (realtime.ts): the connection from an address that
  // holds too many, then the subscription it could not look up.
  let refuseConnection = true
  let refuseSubscription = true
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer()
    ws.onMessage((message) => {
      if (message === '40' && refuseConnection) {
        refuseConnection = false
        ws.send('44{"message":"Too many connections, please try again later."}')
      } else if (String(message).startsWith('42["subscribe"') && refuseSubscription) {
        refuseSubscription = false
        ws.send(`42["location-response",{"status":"error","msg":"Can't get vehicle locatioon"}]`)
      } else server.send(message)
    })
  })
  await page.goto(`/track-bus?ref=${ref}`)
  await expect(page.getByText('On the way')).toBeVisible()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText("Can't get vehicle locatioon")
  await expect(alert).toContainText('Too many connections, please try again later.')
  const again = alert.getByRole('button', { name: 'Try Again' })
  await again.click()
  // Connected, the subscription refused: said as SPEC §8 says it.
  await expect(alert).toHaveText(/^Can't get vehicle locatioon\s*Try Again$/)
  await again.click()
  await expect(alert).toHaveCount(0)
  await expect(page.getByText('On the way')).toBeVisible()
})

test('a reference tracked by keyboard leaves the focus on the page, at its heading', async ({
  page,
  request,
}) => {
  const ref = await paidGuestBooking(request, {
    to: 9,
    days: 22,
    bus: 'first',
    traveller: {
      firstName: 'Sade',
      lastName: 'Ojo',
      gender: 1,
      email: 'sade@example.com',
      nextOfKinName: 'Dayo Ojo',
    },
    departsInMinutes: 120,
  })
  await page.goto('/track-bus')
  const field = page.getByLabel('Enter Ref code')
  await expect(field).toBeVisible()
  await field.focus()
  await page.keyboard.type(ref)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Not left yet')).toBeVisible()
  // The form went while the bus was fetched, and the focus with it, to the page's body: a screen
  // reader said nothing of the bus, and the next Tab started again from the top.
  await expect(page.getByRole('heading', { name: 'Track your bus' })).toBeFocused()
})
