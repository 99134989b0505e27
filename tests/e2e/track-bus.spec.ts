import { expect, test } from '@playwright/test'
import { lagosDay } from './lagos-days.ts'

// Issue 12: /track-bus for the traveller and, by the shared link, for next of kin. Lagos
// (Jibowu) → Benin (Akpakpava) on day 20 is this file's own; the bus is moved to have left an
// hour ago.

test('a traveller tracks the bus live and shares a read-only link with next of kin', async ({
  page,
  browser,
  request,
}) => {
  const found = await request.post('/api/booking/Booking/availabletripdetails', {
    data: {
      departureTerminalId: 1,
      destinationTerminalId: 9,
      departureDate: lagosDay(20),
      numberOfAdults: 1,
      tripType: 0,
    },
  })
  const bus = (await found.json()).data.departures[0]
  const booked = await request.post('/api/booking/booking', {
    data: {
      tripType: 0,
      paymentMethod: 5,
      bookingType: 2,
      passengerType: 0,
      firstName: 'Uche',
      lastName: 'Okoro',
      gender: 0,
      routeId: bus.routeId,
      routeIdReturn: null,
      onewayAmount: bus.farePrice,
      returnAmount: 0,
      totalAmount: bus.farePrice,
      travelDocumentId: null,
      totalTravelDocumentFee: 0,
      identificationType: null,
      identificationNumber: null,
      isInternational: false,
      email: 'uche@example.com',
      phoneNumber: '08031234567',
      nextOfKinName: 'Ada Okoro',
      nextOfKinPhone: '08059876543',
      seatRegistrations: `${bus.vehicleTripRegistrationId}:${bus.availableSeats.at(-1)}`,
      vehicleTripRegistrationId: bus.vehicleTripRegistrationId,
      beneficiaries: [],
      isSub: bus.isSub,
    },
  })
  const ref = (await booked.json()).data.bookingReferenceCode as string
  const init = await request.post('/api/payment/api/v1/Paystack/initialize', {
    data: { reference: ref },
  })
  await request.post(`${(await init.json()).data}/pay`, { maxRedirects: 0 })
  await request.get(`/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
  await request.post(`/api/dev/bookings/${ref}/depart?inMinutes=-60`)

  await page.goto(`/bookingStatus?ref=${ref}`)
  await page.getByRole('button', { name: 'I agree' }).click()
  await page.getByRole('link', { name: 'Track Bus' }).click()
  await expect(page.getByRole('heading', { name: 'Track your bus' })).toBeVisible()
  await expect(page.getByText('On the way')).toBeVisible()
  await expect(
    page
      .getByRole('img', { name: /^Map of your bus between Lagos \(Jibowu\) and Benin/ })
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
