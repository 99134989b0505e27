import { expect, test, type APIRequestContext, type Page } from './support/test.ts'
import {
  agreeToCookies,
  bookAsCustomer,
  codeSentTo,
  outboxMark,
  personalise,
  registeredCustomer,
  signInAtLogin,
  verifyEmail,
} from './support/accounts.ts'
import { doubleTap } from './support/double-tap.ts'

// Issue 14: contact, partner enquiry, suggest a route, ratings and the ambassador pages, as a new
// user would; a form sent with no signal goes out once when the device is back online.

async function inbox(request: APIRequestContext, kind: string) {
  const res = await request.get(`/api/dev/inbox?kind=${kind}&limit=200`)
  return (await res.json()).items as Record<string, unknown>[]
}

async function fillContact(page: Page, message: string) {
  await page.getByLabel('Category').selectOption({ label: 'Enquiry' })
  await page.getByLabel('Full Name').fill('Ngozi Eze')
  await page.getByLabel('Phone Number').fill('08031234567')
  await page.getByLabel('Email').fill('ngozi@example.com')
  await page.getByLabel('Message').fill(message)
}

async function expectRefused(page: Page, label: string, message: RegExp) {
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(message)
}

/**
 * The best contrast (WCAG ratio) of the focused control's rings — its outline and any box-shadow
 * ring — against the background it sits on.
 */
async function focusRingContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rgb = (text: string) =>
      [...text.matchAll(/rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/g)]
        .filter((m) => m[4] === undefined || Number(m[4]) > 0.9)
        .map((m) => [Number(m[1]), Number(m[2]), Number(m[3])] as const)
    const luminance = ([r, g, b]: readonly number[]) => {
      const lin = (c: number) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    const ratio = (a: readonly number[], b: readonly number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
    const focused = document.activeElement as HTMLElement
    let around: readonly number[] = [255, 255, 255]
    for (let node = focused.parentElement; node; node = node.parentElement) {
      const [colour] = rgb(getComputedStyle(node).backgroundColor)
      if (colour) {
        around = colour
        break
      }
    }
    const style = getComputedStyle(focused)
    const rings = [
      ...(style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
        ? rgb(style.outlineColor)
        : []),
      ...rgb(style.boxShadow),
    ]
    return Math.max(0, ...rings.map((ring) => ratio(ring, around)))
  })
}

test('the focus ring stands out 3:1 from the page and from the footer (WCAG 1.4.11)', async ({
  page,
}) => {
  await page.goto('/Contact-Us')
  await agreeToCookies(page)
  // By keyboard: a field on the page's light background…
  await page.getByLabel('Full Name').focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Full Name')).toBeFocused()
  expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3)
  // …and a link on the footer's dark green.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3)
})

test('the focus ring stands out 3:1 on the terminal card already chosen (WCAG 1.4.11)', async ({
  page,
}) => {
  await page.goto('/Bus-Terminal')
  await agreeToCookies(page)
  // Lagos (Jibowu) is the card shown on the map at first: chosen, with its own light ring.
  const chosen = page.getByRole('button', { name: /^Lagos \(Jibowu\)/, pressed: true })
  await chosen.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(chosen).toBeFocused()
  expect(await focusRingContrast(page)).toBeGreaterThanOrEqual(3)
})

test('a traveller sends feedback from Contact Us; a missing message is refused', async ({
  page,
}) => {
  await page.goto('/Contact-Us')
  await agreeToCookies(page)
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
  await fillContact(page, '')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please enter your message.')).toBeVisible()

  const message = `How many bags may I bring? ${Date.now()}`
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText('We have Received your Feedback....Thank you.')
  expect((await inbox(page.request, 'feedback')).filter((f) => f.body === message)).toHaveLength(1)
})

test('feedback written offline is sent once when the device is back online', async ({
  page,
  context,
}) => {
  await page.goto('/Contact-Us')
  await agreeToCookies(page)
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
  const message = `Sent from the bus park ${Date.now()}`
  await fillContact(page, message)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(
    "You are offline. We'll send it when you are back online.",
  )
  await context.setOffline(false)
  await expect(page.getByText('Your feedback was sent now that you are online.')).toBeVisible()
  // The page no longer says it waits: it thanks, as for feedback sent at once.
  await expect(
    page.getByRole('status').filter({ hasText: 'We have Received your Feedback....Thank you.' }),
  ).toBeVisible()
  await expect(page.getByText("We'll send it when you are back online.")).toHaveCount(0)
  await page.reload()
  await page.waitForTimeout(1500)
  expect((await inbox(page.request, 'feedback')).filter((f) => f.body === message)).toHaveLength(1)
})

test('feedback written offline still goes when the first try after the signal returns meets none', async ({
  page,
  context,
}) => {
  // A phone says it is online a moment before the signal carries anything: the try made at that
  // moment fails as with no network, and the feedback must not then wait for the next signal.
  await page.goto('/Contact-Us')
  await agreeToCookies(page)
  const message = `Sent as the signal came back ${Date.now()}`
  await fillContact(page, message)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(
    "You are offline. We'll send it when you are back online.",
  )
  let refused = 0
  await page.route('**/CustomerFeedbacks', async (route) => {
    if (refused++ === 0) return route.abort('internetdisconnected')
    return route.fallback()
  })
  await context.setOffline(false)
  await expect(page.getByText('Your feedback was sent now that you are online.')).toBeVisible()
  expect(refused).toBe(2)
  expect((await inbox(page.request, 'feedback')).filter((f) => f.body === message)).toHaveLength(1)
})

test('forms written offline go out as from a guest when the sign-in ended meanwhile, with no /login', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const password = 'Offline forms 1'
  const { phone } = await registeredCustomer(page.request, password)
  const email = `ada.${phone}@example.com`
  await page.goto('/login')
  await agreeToCookies(page)
  await signInAtLogin(page, phone, password)
  await personalise(page, 'Ada', 'Obi')
  await verifyEmail(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)

  // Contact Us in this tab, Suggest a Route in another, both sent with no signal.
  await page.goto('/Contact-Us')
  const message = `Written before the password changed ${Date.now()}`
  await fillContact(page, message)
  const suggest = await context.newPage()
  await suggest.goto('/suggest-route')
  await suggest.getByRole('combobox', { name: 'Departure' }).fill('ogbo')
  await suggest.getByRole('option', { name: 'Ogbomoso, Oyo' }).click()
  await suggest.getByRole('combobox', { name: 'Destination' }).fill('Offa')
  await suggest.getByRole('option', { name: 'Offa, Kwara' }).click()
  await context.setOffline(true)
  for (const tab of [page, suggest]) {
    await tab.getByRole('button', { name: 'Submit' }).click()
    await expect(tab.getByText("We'll send it when you are back online.")).toBeVisible()
  }

  // The password is changed on another phone: this phone's sign-in ends.
  const other = await page.request.post('/api/onboarding/customer/signin', {
    data: { userName: phone, password, deviceToken: '', countryId: 1, clientId: 'e2e' },
  })
  const token = (await other.json()).Data.JwtToken
  const changed = await page.request.post('/api/onboarding/customer/ChangePassword', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      oldPassword: password,
      password: 'Offline forms 2',
      confirmPassword: 'Offline forms 2',
    },
  })
  expect(changed.ok()).toBe(true)

  // Back online: both go out, as a guest's (SPEC: no sign-in needed), once each; the suggestion
  // with the account's name, e-mail and phone. Neither tab is taken to /login.
  await context.setOffline(false)
  await expect
    .poll(async () => (await inbox(page.request, 'feedback')).filter((f) => f.body === message))
    .toHaveLength(1)
  const [feedback] = (await inbox(page.request, 'feedback')).filter((f) => f.body === message)
  expect(feedback!.customer_id).toBeNull()
  await expect
    .poll(async () => (await inbox(page.request, 'suggestion')).filter((s) => s.email === email))
    .toHaveLength(1)
  const [suggestion] = (await inbox(page.request, 'suggestion')).filter((s) => s.email === email)
  expect(suggestion).toMatchObject({ full_name: 'Ada Obi', arrival_location: 'Offa, Kwara' })
  await page.waitForTimeout(1000)
  await expect(page).toHaveURL(/\/Contact-Us$/)
  await expect(suggest).toHaveURL(/\/suggest-route$/)
})

test('a field corrected on Contact Us, Suggest a Route and Enterprise is no longer refused', async ({
  page,
}) => {
  // Each error stayed on screen (and was read out as invalid) until the next Submit, after the
  // traveller had put it right; the hire and checkout forms drop it as the field changes.
  const notRefused = async (label: string) => {
    const field = page.getByLabel(label, { exact: true })
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('')
  }
  await page.goto('/Contact-Us')
  await agreeToCookies(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectRefused(page, 'Email', /.+/)
  await page.getByLabel('Email').fill('ngozi@example.com')
  await notRefused('Email')
  await page.getByLabel('Category').selectOption({ label: 'Enquiry' })
  await notRefused('Category')
  // The fields not touched are still refused.
  await expectRefused(page, 'Message', /Please enter your message\./)

  await page.goto('/suggest-route')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectRefused(page, 'Full Name', /Please enter your full name\./)
  await page.getByLabel('Full Name').fill('Tunde Bakare')
  await notRefused('Full Name')
  const departure = page.getByRole('combobox', { name: 'Departure' })
  await expect(departure).toHaveAttribute('aria-invalid', 'true')
  await departure.fill('ogbo')
  await page.getByRole('option', { name: 'Ogbomoso, Oyo' }).click()
  await expect(departure).not.toHaveAttribute('aria-invalid', 'true')
  await expectRefused(page, 'Email', /Please provide a valid email address/)

  await page.goto('/enterprise')
  await page.getByRole('button', { name: 'Individual' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expectRefused(page, 'First Name', /All fields are required\./)
  await page.getByLabel('First Name').fill('Bola')
  await notRefused('First Name')
  await expectRefused(page, 'Last Name', /All fields are required\./)
  await page.getByLabel('Last Name').fill('Ade')
  await page.getByLabel('Phone Number').fill('08031234567')
  await page.getByLabel('Email').fill('bola@fleet.example')
  await page.getByLabel('State').selectOption('Lagos')
  await expect(page.getByRole('alert')).toHaveText('All fields are required.')
  // The last field refused put right, the form's alert has nothing left to say.
  await page.getByLabel('Inspection Location').selectOption('Jibowu - Lagos')
  await notRefused('Inspection Location')
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a partner enquiry as an individual and as a company', async ({ page }) => {
  for (const type of ['Individual', 'Corporate'] as const) {
    await page.goto('/enterprise')
    if (type === 'Individual') await agreeToCookies(page)
    await page.getByRole('button', { name: type }).click()
    await expect(page.getByRole('listitem').filter({ hasText: '2. Contact' })).toHaveAttribute(
      'aria-current',
      'step',
    )
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('alert')).toHaveText('All fields are required.')
    await expect(
      page.getByLabel(type === 'Individual' ? 'First Name' : 'Contact Person'),
    ).toBeFocused()
    // Each empty field is marked, and described by SPEC's one message (as every form's fields).
    const contactFields =
      type === 'Individual'
        ? ['First Name', 'Last Name']
        : ['Contact Person', 'Company Name', 'RC Number', 'Business Address']
    for (const label of [...contactFields, 'Phone Number', 'Email', 'State', 'Inspection Location'])
      await expectRefused(page, label, /All fields are required\./)
    const email = `${type.toLowerCase()}-${Date.now()}@fleet.example`
    if (type === 'Individual') {
      await page.getByLabel('First Name').fill('Bola')
      await page.getByLabel('Last Name').fill('Ade')
    } else {
      await page.getByLabel('Contact Person').fill('Emeka Obi')
      await page.getByLabel('Company Name').fill('Obi Transport Ltd')
      await page.getByLabel('RC Number').fill('RC123456')
      await page.getByLabel('Business Address').fill('12 Marina, Lagos')
    }
    await page.getByLabel('Phone Number').fill('08031234567')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('State').selectOption('Lagos')
    await page.getByLabel('Inspection Location').selectOption('Jibowu - Lagos')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert')).toHaveText('All fields are required.')
    await expect(page.getByLabel('Vehicle Maker')).toBeFocused()
    for (const label of ['Vehicle Maker', 'Vehicle Model', 'Colour', 'Year'])
      await expectRefused(page, label, /All fields are required\./)
    await expect(page.getByLabel('Number of Vehicles')).not.toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Vehicle Maker').selectOption('Toyota')
    await page.getByLabel('Vehicle Model').selectOption('Hiace (High Roof)')
    await page.getByLabel('Colour').selectOption('White')
    await page.getByLabel('Year').selectOption('2019')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Thanks for your enquiry! We would get back to you within the next 48 hours',
    )
    const stored = (await inbox(page.request, 'enquiry')).filter((e) => e.email === email)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.partner_type).toBe(type === 'Individual' ? 1 : 0)
    await expect(page).toHaveURL(/\/$/, { timeout: 8000 })
  }
})

test('a partner enquiry typed before a reload is still there, and gone once sent', async ({
  page,
}) => {
  await page.goto('/enterprise')
  await agreeToCookies(page)
  await page.getByRole('button', { name: 'Corporate' }).click()
  const contact: [string, string][] = [
    ['Contact Person', 'Amaka Obi'],
    ['Company Name', 'Obi Coaches Ltd'],
    ['RC Number', 'RC654321'],
    ['Business Address', '7 Broad Street, Lagos'],
    ['Phone Number', '08031234567'],
    ['Email', `draft-${Date.now()}@fleet.example`],
  ]
  for (const [label, value] of contact) await page.getByLabel(label).fill(value)
  await page.getByLabel('State').selectOption('Lagos')
  await page.getByLabel('Inspection Location').selectOption('Ajah - Lagos')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Vehicle Maker').selectOption('Toyota')

  // The tab reloads (or Android killed it): the step and what was chosen are still there.
  await page.reload()
  await expect(page.getByLabel('Vehicle Maker')).toHaveValue('Toyota')
  await page.getByRole('button', { name: 'Back' }).click()
  for (const [label, value] of contact) await expect(page.getByLabel(label)).toHaveValue(value)
  await expect(page.getByLabel('Inspection Location')).toHaveValue('Ajah - Lagos')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Vehicle Model').selectOption('Hiace (High Roof)')
  await page.getByLabel('Colour').selectOption('White')
  await page.getByLabel('Year').selectOption('2019')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Thanks for your enquiry! We would get back to you within the next 48 hours',
  )
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 })

  // Sent: the next enquiry starts empty.
  await page.goto('/enterprise')
  await page.getByRole('button', { name: 'Corporate' }).click()
  for (const [label] of contact) await expect(page.getByLabel(label)).toHaveValue('')
})

test('a guest suggests a route between two towns found offline', async ({ page }) => {
  await page.goto('/suggest-route')
  await agreeToCookies(page)
  const departure = page.getByRole('combobox', { name: 'Departure' })
  await departure.fill('ogbo')
  // Closed with Escape, the list opens again with Down Arrow (WAI-ARIA combobox).
  await departure.press('Escape')
  await expect(departure).toHaveAttribute('aria-expanded', 'false')
  await departure.press('ArrowDown')
  await expect(departure).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('option', { name: 'Ogbomoso, Oyo' }).click()
  const destination = page.getByRole('combobox', { name: 'Destination' })
  // A town that is not in Nigeria's list says so.
  await destination.fill('Accra')
  await expect(page.getByText('No place found')).toBeVisible()
  // The same town both ways is no route.
  await destination.fill('ogbo')
  await page.getByRole('option', { name: 'Ogbomoso, Oyo' }).click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(destination).toHaveAccessibleDescription(
    /The destination must differ from the departure\./,
  )
  await destination.fill('Offa')
  await destination.press('ArrowDown')
  await destination.press('ArrowUp')
  await destination.press('Enter')
  await expect(destination).toHaveValue('Offa, Kwara')
  await page.getByLabel('Full Name').fill('Tunde Bakare')
  await page.getByLabel('Email').fill('tunde@example.com')
  await page.getByLabel('Phone Number').fill('+23480312345')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Phone No should be 11 digit')).toBeVisible()
  await page.getByLabel('Phone Number').fill('+2348031234567')
  // By keyboard: the thanks closed with Escape gives the focus back to Submit (disabled while
  // it sent, so not the page's body), and the places are cleared: nothing is sent twice.
  const submit = page.getByRole('button', { name: 'Submit' })
  await submit.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Thank you' })
  await expect(dialog).toContainText('Your request is successful.')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(submit).toBeFocused()
  await expect(destination).toHaveValue('')
  await submit.click()
  await expect(page.getByText('Please choose where you are going.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.getByRole('combobox', { name: 'Departure' }).fill('ogbo')
  await page.getByRole('option', { name: 'Ogbomoso, Oyo' }).click()
  await destination.fill('Offa')
  await page.getByRole('option', { name: 'Offa, Kwara' }).click()
  await submit.click()
  await expect(dialog).toContainText('Your request is successful.')
  await dialog.getByRole('link', { name: 'Go Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('Suggest a Route: a name too long is said on its field, then the suggestion goes', async ({
  page,
}) => {
  await page.goto('/suggest-route')
  await agreeToCookies(page)
  await page.getByRole('combobox', { name: 'Departure' }).fill('ogbo')
  await page.getByRole('option', { name: 'Ogbomoso, Oyo' }).click()
  await page.getByRole('combobox', { name: 'Destination' }).fill('Offa')
  await page.getByRole('option', { name: 'Offa, Kwara' }).click()
  // A name pasted twice over and more: the page threw and showed nothing.
  await page.getByLabel('Full Name').fill('Tunde Bakare '.repeat(20))
  await page.getByLabel('Email').fill('tunde@example.com')
  await page.getByLabel('Phone Number').fill('+2348031234567')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectRefused(page, 'Full Name', /Please keep this to 200 characters or fewer\./)
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await page.getByLabel('Full Name').fill('Tunde Bakare')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toContainText(
    'Your request is successful.',
  )
})

test('a customer rates a travelled trip below 4 with Others, once', async ({ page }) => {
  const { phone } = await registeredCustomer(page.request, 'Ratings password 1')
  await page.goto('/login')
  await agreeToCookies(page)
  await signInAtLogin(page, phone, 'Ratings password 1')
  await personalise(page, 'Amaka', 'Eze')
  const reference = await bookAsCustomer(page, 3)
  // Paid by bank transfer through the sandbox, then the bus leaves (tester endpoints, README).
  await page.request.post('/api/payment/api/v1/Aza/initialize', {
    data: { customerEmail: 'adaeze@example.com', ref: reference, amount: 1 },
  })
  expect(
    (await page.request.post(`/api/payment/sandbox/aza/${reference}/transfer`, { data: {} })).ok(),
  ).toBe(true)
  expect((await page.request.post(`/api/dev/bookings/${reference}/depart`)).ok()).toBe(true)

  await page.goto('/bookinghistory')
  const booking = page.getByRole('article', { name: `Booking ${reference}` })
  await booking.getByRole('button', { name: 'View Details' }).click()
  const detail = page.getByRole('dialog', { name: 'Booking Details' })
  await detail.getByRole('button', { name: 'Show Tickets' }).click()
  await detail.getByRole('link', { name: 'Rate this trip' }).click()

  await expect(page.getByRole('heading', { name: 'Rate your experience' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Please rate the trip, the captain and the terminal.',
  )
  // Each group left unrated is marked, and says what it is missing.
  for (const name of ['Trip', 'Captain', 'Terminal']) {
    const group = page.getByRole('group', { name })
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription(`Please rate the ${name.toLowerCase()}.`)
  }
  await page.getByRole('group', { name: 'Trip' }).getByLabel('5 Epic!').check()
  const captain = page.getByRole('group', { name: 'Captain' })
  await captain.getByLabel('2 Poor').check()
  await captain.getByLabel('Reckless driving').check()
  await captain.getByLabel('Others').check()
  await captain.getByLabel('Tell us more about the captain').fill('Too fast on the expressway')
  await page.getByRole('group', { name: 'Terminal' }).getByLabel('4 Sweet').check()
  // All three rated, nothing is missing any more: the alert saying so went on being shown
  // until the next Submit.
  await expect(page.getByRole('alert')).toHaveCount(0)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Thanks for sharing! Your feedback makes us better.',
  )

  const ratings = (await inbox(page.request, 'rating')).filter(
    (r) => r.comment === 'Too fast on the expressway',
  )
  expect(ratings).toHaveLength(1)
  expect(ratings[0]!.issues).toEqual(['Reckless driving', 'Others'])
  await page.reload()
  await expect(page.getByText('You have already rated this trip. Thank you!')).toBeVisible()
})

test('a rating written offline whose sign-in ended meanwhile says it goes once signed in again, says so once, and does', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const password = 'Ratings offline 1'
  const { phone } = await registeredCustomer(page.request, password)
  await page.goto('/login')
  await agreeToCookies(page)
  await signInAtLogin(page, phone, password)
  await personalise(page, 'Amaka', 'Eze')
  const reference = await bookAsCustomer(page, 3)
  await page.request.post('/api/payment/api/v1/Aza/initialize', {
    data: { customerEmail: 'adaeze@example.com', ref: reference, amount: 1 },
  })
  await page.request.post(`/api/payment/sandbox/aza/${reference}/transfer`, { data: {} })
  expect((await page.request.post(`/api/dev/bookings/${reference}/depart`)).ok()).toBe(true)
  await page.goto('/bookinghistory')
  const booking = page.getByRole('article', { name: `Booking ${reference}` })
  await booking.getByRole('button', { name: 'View Details' }).click()
  const detail = page.getByRole('dialog', { name: 'Booking Details' })
  await detail.getByRole('button', { name: 'Show Tickets' }).click()
  await detail.getByRole('link', { name: 'Rate this trip' }).click()
  await expect(page.getByRole('heading', { name: 'Rate your experience' })).toBeVisible()
  for (const group of ['Trip', 'Terminal'])
    await page.getByRole('group', { name: group }).getByLabel('5 Epic!').check()
  const captain = page.getByRole('group', { name: 'Captain' })
  await captain.getByLabel('2 Poor').check()
  await captain.getByLabel('Others').check()
  const comment = `Rated with no signal ${Date.now()}`
  await captain.getByLabel('Tell us more about the captain').fill(comment)
  const rated = async () =>
    (await inbox(page.request, 'rating')).filter((r) => r.comment === comment)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(
    "You are offline. We'll send it when you are back online.",
  )
  // Told so, the traveller reads on elsewhere (a page that needs no sign-in).
  await page.getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/About-Us$/)

  // The password is changed on another phone: this phone's sign-in ends.
  const other = await page.request.post('/api/onboarding/customer/signin', {
    data: { userName: phone, password, deviceToken: '', countryId: 1, clientId: 'e2e' },
  })
  const token = (await other.json()).Data.JwtToken
  const changed = await page.request.post('/api/onboarding/customer/ChangePassword', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      oldPassword: password,
      password: 'Ratings offline 2',
      confirmPassword: 'Ratings offline 2',
    },
  })
  expect(changed.ok()).toBe(true)

  // Back online, the rating cannot go without the sign-in: the traveller is told so then, not
  // left thinking it went with the signal.
  await context.setOffline(false)
  await expect(page.getByText('Your rating will be sent once you sign in again.')).toBeVisible()
  expect(await rated()).toEqual([])

  // Said once: while the rating waits, other pages and reloads in this tab do not say it again
  // (they did, at every page load). Every later showing of it is counted, on every page.
  let toldAgain = 0
  await page.exposeFunction('waitingToastShown', () => void toldAgain++)
  await page.addInitScript(() => {
    const w = window as unknown as { waitingToastShown: () => void }
    let shown = false
    new MutationObserver(() => {
      const now = document.body?.textContent?.includes('will be sent once you sign in again.')
      if (now && !shown) w.waitingToastShown()
      shown = now === true
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
  await page.getByRole('link', { name: 'FAQs' }).click()
  await expect(page).toHaveURL(/\/Faq$/)
  // The reloaded page tries the rating again (refused, and the sign-in's refresh too).
  const refreshed = page.waitForResponse((r) => r.url().includes('/Customer/generatenewtoken'))
  await page.reload()
  await refreshed
  await page.waitForTimeout(1500)
  expect(toldAgain).toBe(0)
  expect(await rated()).toEqual([])

  // Signed in again, it goes, once.
  await page.goto('/bookinghistory')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbookinghistory$/)
  await signInAtLogin(page, phone, 'Ratings offline 2')
  await expect(page).toHaveURL(/\/bookinghistory$/)
  await expect(page.getByText('Your rating was sent now that you are online.')).toBeVisible()
  await expect.poll(async () => (await rated()).length).toBe(1)
  expect(toldAgain).toBe(0)
})

test('a new search on Delete your account starts again at Send Code for the account found', async ({
  page,
}) => {
  // (Before the tests that delete these accounts: this file's tests run in order.)
  await page.goto('/delete-account')
  await agreeToCookies(page)
  await page.getByLabel('Email').fill('halima.bello@ambassadors.waka.ng')
  await page.getByRole('button', { name: 'Search' }).click()
  const account = page.getByRole('region', { name: 'Ambassador account' })
  await account.getByRole('button', { name: 'Send Code' }).click()
  await expect(account.getByRole('status')).toHaveText('OTP send to email successfully.')
  await account.getByLabel('Code').fill('123456')
  // Another account found: it said a code had gone to it and asked for it, none sent.
  await page.getByLabel('Email').fill('chinedu.nwosu@ambassadors.waka.ng')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(account).toContainText('Chinedu Nwosu')
  await expect(account.getByRole('button', { name: 'Send Code' })).toBeVisible()
  await expect(account.getByLabel('Code')).toHaveCount(0)
  await expect(account.getByRole('status')).toHaveCount(0)
})

test('Delete your account: Request Again after a wrong code no longer says the new code is wrong', async ({
  page,
}) => {
  await page.goto('/delete-account')
  await agreeToCookies(page)
  const email = 'kunle.adeyemi@ambassadors.waka.ng'
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  const account = page.getByRole('region', { name: 'Ambassador account' })
  const mark = await outboxMark(page.request, email)
  await account.getByRole('button', { name: 'Send Code' }).click()
  const code = await codeSentTo(page.request, email, mark)
  await account.getByLabel('Code').fill(code === '000000' ? '111111' : '000000')
  await account.getByRole('button', { name: 'Proceed' }).click()
  await expect(account.getByRole('alert')).toBeVisible()
  // The wrong code's refusal stayed, over the new code asked for, and so did the code typed.
  await account.getByRole('button', { name: 'Request Again' }).click()
  await expect(account.getByLabel('Code')).toHaveValue('')
  await expect(account.getByRole('status')).toHaveText('OTP send to email successfully.')
  await expect(account.getByRole('alert')).toHaveCount(0)
})

test('an ambassador deletes the account with the code sent to the official e-mail', async ({
  page,
}) => {
  const email = 'chinedu.nwosu@ambassadors.waka.ng'
  await page.goto('/delete-account')
  await agreeToCookies(page)
  await page.getByLabel('Email').fill('nobody@ambassadors.waka.ng')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('alert')).toHaveText('No ambassador account uses this e-mail.')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  const account = page.getByRole('region', { name: 'Ambassador account' })
  await expect(account).toContainText('Chinedu Nwosu')
  const mark = await outboxMark(page.request, email)
  await account.getByRole('button', { name: 'Send Code' }).click()
  await expect(account.getByRole('status')).toHaveText('OTP send to email successfully.')
  await account.getByLabel('Code').fill(await codeSentTo(page.request, email, mark))
  await account.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('status')).toHaveText('Account deleted successfully.')
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 })
})

test('a Proceed tapped twice quickly deletes the account once, says so and goes home', async ({
  page,
}) => {
  const email = 'halima.bello@ambassadors.waka.ng'
  await page.goto('/delete-account')
  await agreeToCookies(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  const account = page.getByRole('region', { name: 'Ambassador account' })
  const mark = await outboxMark(page.request, email)
  await account.getByRole('button', { name: 'Send Code' }).click()
  await account.getByLabel('Code').fill(await codeSentTo(page.request, email, mark))
  const deletions: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/DeleteWithOTPAmbassador/')) deletions.push(sent.url())
  })
  await doubleTap(account.getByRole('button', { name: 'Proceed' }))
  // Not the second call's 'No code is waiting…' over an account the first one deleted.
  await expect(page.getByRole('status')).toHaveText('Account deleted successfully.')
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 })
  expect(deletions).toHaveLength(1)
})

test('the tier 3 upgrade form typed before a reload is still there but for the NIN, also while the code is awaited', async ({
  page,
}) => {
  // Kunle's link, before his own upgrade below: a request from another phone is only pending.
  const listed = await (await page.request.get('/api/dev/ambassadors')).json()
  const kunle = listed.ambassadors.find((a: { id: number }) => a.id === 101)
  await page.goto(kunle.upgradeLink)
  await agreeToCookies(page)
  const fields: [string, string][] = [
    ['First Name', 'Kunle'],
    ['Last Name', 'Adeyemi'],
    ['Phone Number', '08037770199'],
    ['Email', 'kunle.draft@example.com'],
    ['Residential Address', '5 Awolowo Road, Ikoyi'],
    ['NIN', '12345678901'],
    ['Occupation', 'Driver'],
    ['Office Address', '2 Marina, Lagos'],
  ]
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value)
  // The NIN, an identity number, is never written to the tab's storage: it is typed again.
  const keptAfterReload = async () => {
    await page.reload()
    for (const [label, value] of fields)
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(
        label === 'NIN' ? '' : value,
      )
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('12345678901')
  }
  await keptAfterReload()
  await page.getByLabel('NIN', { exact: true }).fill('12345678901')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('dialog', { name: 'Enter OTP' }).getByRole('status')).toHaveText(
    'Kindly complete OTP verification to complete your Upgrade request.',
  )
  // Reloaded while the code is awaited: the request is not complete, so the form is kept.
  await keptAfterReload()
})

test('an ambassador upgrades to tier 3 with the code sent to the phone', async ({ page }) => {
  // The link the ambassador was sent (each database draws its codes: README, Ambassadors).
  const listed = await (await page.request.get('/api/dev/ambassadors')).json()
  const kunle = listed.ambassadors.find((a: { id: number }) => a.id === 101)
  await page.goto(kunle.upgradeLink)
  await agreeToCookies(page)
  await expect(page.getByRole('heading', { name: 'Tier 3 upgrade' })).toBeVisible()
  const fields: [string, string][] = [
    ['First Name', 'Kunle'],
    ['Last Name', 'Adeyemi'],
    ['Phone Number', '08037770103'],
    ['Email', 'chinedu@example.com'],
    ['Residential Address', '3 Zik Avenue, Enugu'],
    ['NIN', '12345678901'],
    ['Occupation', 'Teacher'],
  ]
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert')).toHaveText('All fields are required.')
  // The field left empty takes the focus (far above the button on a phone).
  await expect(page.getByLabel('Office Address')).toBeFocused()
  await page.getByLabel('Office Address').fill('1 Okpara Square, Enugu')
  const mark = await outboxMark(page.request, '+2348037770103')
  await page.getByRole('button', { name: 'Submit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Enter OTP' })
  await expect(dialog.getByRole('status')).toHaveText(
    'Kindly complete OTP verification to complete your Upgrade request.',
  )
  const first = await codeSentTo(page.request, '+2348037770103', mark)
  // A code mistyped (or expired, or tried too often) can be sent again from the dialog.
  await dialog.getByLabel('Code').fill(first === '000000' ? '111111' : '000000')
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Invalid OTP, please try again.')
  const again = await outboxMark(page.request, '+2348037770103')
  await dialog.getByRole('button', { name: 'Request Again' }).click()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await dialog.getByLabel('Code').fill(await codeSentTo(page.request, '+2348037770103', again))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Your request is successful.')
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 })
  // Home on screen, not only in the address bar: while its part still loads (a busy machine),
  // the router keeps the upgrade page mounted, and Back would return to it as it was.
  await expect(page.getByRole('button', { name: 'Search Buses' })).toBeVisible()
  // Verified, the request is complete: the form is not kept any longer.
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Tier 3 upgrade' })).toBeVisible()
  for (const [label] of fields)
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
})

test('the tier 3 upgrade marks each field it refuses and ties it to its message', async ({
  page,
}) => {
  // Never submitted, so any ambassador's link will do (and stays good for anyone after): Halima
  // and Chinedu may already have deleted their accounts above.
  const listed = await (await page.request.get('/api/dev/ambassadors')).json()
  const [anyone] = listed.ambassadors as { upgradeLink: string }[]
  await page.goto(anyone!.upgradeLink)
  await agreeToCookies(page)
  const fields: [string, string][] = [
    ['First Name', 'Halima'],
    ['Last Name', 'Bello'],
    ['Phone Number', '08037770102'],
    ['Email', 'halima@example.com'],
    ['Residential Address', '4 Ahmadu Bello Way, Kaduna'],
    ['NIN', '12345'],
    ['Occupation', 'Trader'],
  ]
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Submit' }).click()
  // A screen reader on a field hears whether it was refused, and why: the empty one by the
  // form's message, the NIN by its own; the fields that were right are not marked.
  await expectRefused(page, 'Office Address', /^All fields are required\.$/)
  await expectRefused(page, 'NIN', /^NIN must be 11 digits\.$/)
  await expect(page.getByRole('alert')).toHaveText('All fields are required.')
  await expect(page.getByLabel('First Name', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  )
  // The first field refused, in the form's order, takes the focus.
  await expect(page.getByLabel('NIN', { exact: true })).toBeFocused()
})

test('Book a flight says plainly when no partner is set up, instead of an empty popup', async ({
  page,
}) => {
  await page.goto('/')
  await agreeToCookies(page)
  await page.getByRole('tab', { name: 'Book a flight' }).click()
  await page.getByRole('button', { name: 'Search Flights' }).click()
  await expect(page.getByRole('dialog', { name: 'Book a flight' })).toContainText(
    'Flight booking is coming soon.',
  )
})

test('Book a flight shows the partner page the server names at run time (FLIGHT_PARTNER_URL)', async ({
  page,
}) => {
  // This server runs without the variable: its answer is given here, as one set would give it.
  await page.route('**/api/settings/Partner/flights', (route) =>
    route.fulfill({
      json: {
        code: '1',
        shortDescription: 'SUCCESS',
        data: { url: 'https://flights.example.com/waka' },
      },
    }),
  )
  await page.route('https://flights.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Partner flights</h1>' }),
  )
  await page.goto('/')
  await agreeToCookies(page)
  await page.getByRole('tab', { name: 'Book a flight' }).click()
  await page.getByRole('button', { name: 'Search Flights' }).click()
  const frame = page.getByRole('dialog', { name: 'Book a flight' }).locator('iframe')
  await expect(frame).toHaveAttribute('src', 'https://flights.example.com/waka')
  await expect(frame.contentFrame().getByRole('heading')).toHaveText('Partner flights')
})

test.describe('on a slow first visit', () => {
  test.use({ serviceWorkers: 'block' })

  test('the place field says it is searching until the towns have come, not that none was found', async ({
    page,
  }) => {
    let release = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/ng-places-*.js', async (route) => {
      await arrived
      await route.continue()
    })
    await page.goto('/suggest-route')
    await agreeToCookies(page)
    await page.getByRole('combobox', { name: 'Departure' }).fill('ogbo')
    await expect(page.getByText('Searching…')).toBeVisible()
    await expect(page.getByText('No place found')).toHaveCount(0)
    release()
    await expect(page.getByRole('option', { name: 'Ogbomoso, Oyo' })).toBeVisible()
    await expect(page.getByText('Searching…')).toHaveCount(0)
  })
})
