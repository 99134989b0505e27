import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { lagosDay } from '../lagos-days.ts'

// A paid guest booking made through the API, for journeys that start after the purchase (check-
// in, tracking): found by search, paid in the Paystack sandbox, its bus moved by the dev endpoint
// to leave in `departsInMinutes` (negative: left already).

export interface PaidBookingOptions {
  /** Departure is Lagos (Jibowu); the destination terminal's id. */
  to: number
  days: number
  bus: 'first' | 'last'
  traveller: {
    firstName: string
    lastName: string
    gender: 0 | 1
    email: string
    nextOfKinName: string
  }
  departsInMinutes: number
  /** A round trip: back to Lagos (Jibowu) this many days from today, on the day's first bus. */
  returnDays?: number
  /** Also opens a Flutterwave checkout before paying, and pays it after Paystack confirmed. */
  paidTwice?: boolean
}

const someGuest: PaidBookingOptions['traveller'] = {
  firstName: 'Ngozi',
  lastName: 'Eze',
  gender: 1,
  email: 'ngozi@example.com',
  nextOfKinName: 'Obi Eze',
}

/** An unpaid guest booking's reference, on the chosen bus's last free seat. */
export async function guestBooking(
  request: APIRequestContext,
  options: Pick<PaidBookingOptions, 'to' | 'days' | 'bus' | 'returnDays'> & {
    traveller?: PaidBookingOptions['traveller']
    paymentMethod?: number
  },
): Promise<string> {
  const departures = async (from: number, to: number, days: number) => {
    const found = await request.post('/api/booking/Booking/availabletripdetails', {
      data: {
        departureTerminalId: from,
        destinationTerminalId: to,
        departureDate: lagosDay(days),
        numberOfAdults: 1,
        tripType: 0,
      },
    })
    return (await found.json()).data.departures
  }
  const outward = await departures(1, options.to, options.days)
  const bus = options.bus === 'first' ? outward[0] : outward.at(-1)
  const back =
    options.returnDays === undefined
      ? null
      : (await departures(options.to, 1, options.returnDays))[0]
  const registrations = [`${bus.vehicleTripRegistrationId}:${bus.availableSeats.at(-1)}`]
  if (back) registrations.push(`${back.vehicleTripRegistrationId}:${back.availableSeats.at(-1)}`)
  const traveller = options.traveller ?? someGuest
  const booked = await request.post('/api/booking/booking', {
    data: {
      tripType: back ? 1 : 0,
      paymentMethod: options.paymentMethod ?? 5,
      bookingType: 2,
      passengerType: 0,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      gender: traveller.gender,
      routeId: bus.routeId,
      routeIdReturn: back?.routeId ?? null,
      onewayAmount: bus.farePrice,
      returnAmount: back?.farePrice ?? 0,
      totalAmount: bus.farePrice + (back?.farePrice ?? 0),
      travelDocumentId: null,
      totalTravelDocumentFee: 0,
      identificationType: null,
      identificationNumber: null,
      isInternational: bus.isInternational,
      email: traveller.email,
      phoneNumber: '08031234567',
      nextOfKinName: traveller.nextOfKinName,
      nextOfKinPhone: '08059876543',
      seatRegistrations: registrations.join('; '),
      vehicleTripRegistrationId: bus.vehicleTripRegistrationId,
      beneficiaries: [],
      isSub: bus.isSub,
    },
  })
  expect(booked.ok(), await booked.text()).toBe(true)
  return (await booked.json()).data.bookingReferenceCode as string
}

/** The booking's reference, on the chosen bus's last free seat, paid and its bus moved. */
export async function paidGuestBooking(
  request: APIRequestContext,
  options: PaidBookingOptions,
): Promise<string> {
  const ref = await guestBooking(request, options)
  const init = await request.post('/api/payment/api/v1/Paystack/initialize', {
    data: { reference: ref },
  })
  const second = options.paidTwice
    ? await request.post('/api/payment/api/v1/Flutterwave/initialize', { data: { reference: ref } })
    : null
  await request.post(`${(await init.json()).data}/pay`, { maxRedirects: 0 })
  await request.get(`/api/payment/Payment/ProcessPaystackPayment/${ref}/NG`)
  if (second)
    await request.post(`${(await second.json()).data.checkoutUrl}/pay`, { maxRedirects: 0 })
  const moved = await request.post(
    `/api/dev/bookings/${ref}/depart?inMinutes=${options.departsInMinutes}`,
  )
  expect(moved.ok()).toBe(true)
  return ref
}

/** Looks a booking awaiting payment up (which keeps it on the phone), then opens My tickets. */
export async function keptAwaitingPayment(page: Page, ref: string) {
  await page.goto(`/bookingStatus?ref=${ref}`)
  await expect(page.getByText('Pending').first()).toBeVisible()
  await page.goto('/bookingStatus')
}
