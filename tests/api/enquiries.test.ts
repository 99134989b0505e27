import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { createHarness, type Harness } from './harness.ts'
import { bearer, movableClock, signUp, type MovableClock } from './accounts-helpers.ts'
import { book, firstBus, payload } from './booking-helpers.ts'

// SPEC §7 Other: feedback, partner enquiries, route suggestions and ratings (issue 14).
const S = '/api/settings'
let h: Harness
let clock: MovableClock
beforeAll(async () => {
  clock = movableClock()
  h = await createHarness({ clock })
})
afterAll(async () => {
  await h?.close()
})

const count = async (
  table: 'customer_feedbacks' | 'partner_enquiries' | 'suggested_routes' | 'ratings',
) => {
  const row = await h.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const feedback = {
  CustomerName: 'Ngozi Eze',
  CustomerPhoneNumber: '08031234567',
  CustomerEmail: 'ngozi@example.com',
  Category: 1,
  Subject: 'Luggage',
  Body: 'How many bags may I bring?',
}

describe('POST /api/CustomerFeedbacks', () => {
  it('stores valid feedback and answers SPEC §8 copy', async () => {
    const before = await count('customer_feedbacks')
    const res = await h.call('POST', `${S}/api/CustomerFeedbacks`, feedback)
    expect(res.status).toBe(200)
    expect(res.body.shortDescription).toBe('We have Received your Feedback....Thank you.')
    expect(await count('customer_feedbacks')).toBe(before + 1)
    const row = await h.database.db
      .selectFrom('customer_feedbacks')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ category: 1, customer_name: 'Ngozi Eze', body: feedback.Body })
  })

  it('refuses a missing field or an unknown category and stores nothing', async () => {
    const before = await count('customer_feedbacks')
    const missing = await h.call('POST', `${S}/api/CustomerFeedbacks`, { ...feedback, Body: ' ' })
    expect(missing.status).toBe(400)
    expect(missing.body.shortDescription).toBe('Please enter your message.')
    // A message too long says so: not 'please enter' of a field that is full.
    const long = await h.call('POST', `${S}/api/CustomerFeedbacks`, {
      ...feedback,
      Body: 'Our bus left Jibowu late. '.repeat(240),
    })
    expect(long.status).toBe(400)
    expect(long.body.shortDescription).toBe('Please keep this to 4000 characters or fewer.')
    const category = await h.call('POST', `${S}/api/CustomerFeedbacks`, {
      ...feedback,
      Category: 9,
    })
    expect(category.status).toBe(400)
    const email = await h.call('POST', `${S}/api/CustomerFeedbacks`, {
      ...feedback,
      CustomerEmail: 'x',
    })
    expect(email.body.shortDescription).toBe(messages.invalidEmail)
    expect(await count('customer_feedbacks')).toBe(before)
  })

  it('stores a replayed idempotency key once, even when the replays race', async () => {
    const before = await count('customer_feedbacks')
    const headers = { 'idempotency-key': 'queued-feedback-0001' }
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.call('POST', `${S}/api/CustomerFeedbacks`, feedback, headers)),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1)
    expect(await count('customer_feedbacks')).toBe(before + 1)
  })

  it("keeps another message, or another call's record, sent with the same key", async () => {
    const before = await count('customer_feedbacks')
    const headers = { 'idempotency-key': 'shared-key-chosen-by-two' }
    const first = await h.call('POST', `${S}/api/CustomerFeedbacks`, feedback, headers)
    const other = { ...feedback, CustomerName: 'Someone Else', Body: 'My own, other message.' }
    const second = await h.call('POST', `${S}/api/CustomerFeedbacks`, other, headers)
    expect(second.status).toBe(200)
    expect(second.body.data.id).not.toBe(first.body.data.id)
    expect(await count('customer_feedbacks')).toBe(before + 2)
    const suggestions = await count('suggested_routes')
    const suggested = await h.call(
      'POST',
      `${S}/route/addnewsuggestedroute`,
      { ...route, FullName: 'Ada Obi', Email: 'ada@example.com', PhoneNumber: '08031234567' },
      headers,
    )
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(200)
    expect(await count('suggested_routes')).toBe(suggestions + 1)
  })
})

const vehicle = {
  Make: 'Toyota',
  VehicleMake: 2019,
  VehicleModel: 'Hiace (High Roof)',
  Colour: 'White',
}
const individual = {
  PartnerType: 1,
  FirstName: 'Bola',
  LastName: 'Ade',
  PhoneNumber: '08031234567',
  Email: 'bola@example.com',
  State: 'Lagos',
  InspectionLocation: 'Jibowu - Lagos',
  NumberOfVehicles: 1,
  Vehicles: [vehicle],
}
const corporate = {
  PartnerType: 0,
  Name: 'Emeka Obi',
  CompanyName: 'Obi Transport Ltd',
  CompanyRcNumber: 'RC123456',
  BusinessAddress: '12 Marina, Lagos',
  PhoneNumber: '08059876543',
  Email: 'fleet@obi.example',
  State: 'Anambra',
  InspectionLocation: 'Asaba - Delta',
  NumberOfVehicles: 2,
  Vehicles: [vehicle, { ...vehicle, Make: 'JET', VehicleModel: 'JET Movers', Colour: 'Gold' }],
}

describe('POST /PartnerEnquiry', () => {
  it('stores an individual and a corporate enquiry', async () => {
    const before = await count('partner_enquiries')
    for (const body of [individual, corporate]) {
      const res = await h.call('POST', `${S}/PartnerEnquiry`, body)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.shortDescription).toBe(
        'Thanks for your enquiry! We would get back to you within the next 48 hours',
      )
    }
    expect(await count('partner_enquiries')).toBe(before + 2)
  })

  it("answers 'All fields are required.' for a missing field and SPEC's phone rule", async () => {
    const before = await count('partner_enquiries')
    const { CompanyRcNumber: _, ...noRc } = corporate
    const missing = await h.call('POST', `${S}/PartnerEnquiry`, noRc)
    expect(missing.status).toBe(400)
    expect(missing.body.shortDescription).toBe('All fields are required.')
    const noVehicle = await h.call('POST', `${S}/PartnerEnquiry`, { ...individual, Vehicles: [] })
    expect(noVehicle.body.shortDescription).toBe('All fields are required.')
    const phone = await h.call('POST', `${S}/PartnerEnquiry`, {
      ...individual,
      PhoneNumber: '0803123',
    })
    expect(phone.body.shortDescription).toBe(messages.phoneLength)
    // SPEC §9: vehicle years run from 2013 to this year, on the server as in the form's list.
    const nextYear = new Date().getUTCFullYear() + 1
    for (const year of [2012, nextYear, 2099]) {
      const res = await h.call('POST', `${S}/PartnerEnquiry`, {
        ...individual,
        Vehicles: [{ ...vehicle, VehicleMake: year }],
      })
      expect(res.status, String(year)).toBe(400)
      expect(res.body.shortDescription).toContain('Please choose a vehicle year from 2013')
    }
    const missingYear = await h.call('POST', `${S}/PartnerEnquiry`, {
      ...individual,
      Vehicles: [{ ...vehicle, VehicleMake: undefined }],
    })
    expect(missingYear.body.shortDescription).toBe('All fields are required.')
    expect(await count('partner_enquiries')).toBe(before)
  })
})

const route = {
  DepartureState: 'Oyo',
  DepartureLocation: 'Ogbomosho, Oyo',
  ArrivalState: 'Kwara',
  ArrivalLocation: 'Offa, Kwara',
}

describe('POST /route/addnewsuggestedroute', () => {
  it('asks a guest for name, e-mail and a 14-character phone', async () => {
    const before = await count('suggested_routes')
    const bare = await h.call('POST', `${S}/route/addnewsuggestedroute`, route)
    expect(bare.status).toBe(400)
    const short = await h.call('POST', `${S}/route/addnewsuggestedroute`, {
      ...route,
      FullName: 'Tunde Bakare',
      Email: 'tunde@example.com',
      PhoneNumber: '+23480312345',
    })
    expect(short.body.shortDescription).toBe('Phone No should be 11 digit')
    expect(await count('suggested_routes')).toBe(before)
    const ok = await h.call('POST', `${S}/route/addnewsuggestedroute`, {
      ...route,
      FullName: 'Tunde Bakare',
      Email: 'tunde@example.com',
      PhoneNumber: '+2348031234567',
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(await count('suggested_routes')).toBe(before + 1)
  })

  it("takes a signed-in customer's contact from the account", async () => {
    const customer = await signUp(h)
    const res = await h.call('POST', `${S}/route/addnewsuggestedroute`, route, customer.headers)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const row = await h.database.db
      .selectFrom('suggested_routes')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow()
    expect(row.phone_number).toBe(customer.phone.international)
  })

  it('refuses a route from a town to itself, and stores nothing', async () => {
    const customer = await signUp(h)
    const before = await count('suggested_routes')
    const res = await h.call(
      'POST',
      `${S}/route/addnewsuggestedroute`,
      { ...route, ArrivalState: 'oyo', ArrivalLocation: ' Ogbomosho, Oyo' },
      customer.headers,
    )
    expect(res.status).toBe(400)
    expect(res.body.shortDescription).toBe('The destination must differ from the departure.')
    expect(await count('suggested_routes')).toBe(before)
  })
})

describe('ratings', () => {
  it('rates a past trip of the customer once; others cannot rate or read it', async () => {
    const customer = await signUp(h)
    const bus = await firstBus(h)
    const booked = await book(h, payload(bus, { seats: [5], member: true }), customer.headers)
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    const reference = booked.body.data.bookingReferenceCode as string
    // The payment path is covered elsewhere: mark the booking paid, then let the bus leave.
    await h.database.db
      .updateTable('bookings')
      .set({ status: 1 })
      .where('reference_code', '=', reference)
      .execute()
    const seat = await h.database.db
      .selectFrom('booking_passengers as s')
      .innerJoin('bookings as b', 'b.id', 's.booking_id')
      .select('s.id')
      .where('b.reference_code', '=', reference)
      .executeTakeFirstOrThrow()

    const early = await h.call(
      'GET',
      `${S}/Rating/WebRatingCheck?seatId=${seat.id}`,
      undefined,
      customer.headers,
    )
    expect(early.status).toBe(400)

    clock.advance(3 * 24 * 60 * 60_000)
    // Three days on, the access token has long expired: sign in again.
    const again = await h.call('POST', '/api/onboarding/customer/signin', {
      userName: customer.phone.local,
      password: customer.password,
      deviceToken: '',
      countryId: 1,
      clientId: 'waka-web',
    })
    customer.headers = bearer(again.body.Data.JwtToken)
    const check = await h.call(
      'GET',
      `${S}/Rating/WebRatingCheck?seatId=${seat.id}`,
      undefined,
      customer.headers,
    )
    expect(check.status, JSON.stringify(check.body)).toBe(200)
    expect(check.body.data).toMatchObject({ seatNumber: 5, alreadyRated: false })

    const stranger = await signUp(h)
    const foreign = await h.call(
      'GET',
      `${S}/Rating/WebRatingCheck?seatId=${seat.id}`,
      undefined,
      stranger.headers,
    )
    expect(foreign.status).toBe(403)
    const guest = await h.call('GET', `${S}/Rating/WebRatingCheck?seatId=${seat.id}`)
    expect(guest.status).toBe(401)

    const rating = {
      seatManagementId: seat.id,
      ratings: [
        { rating: 5, ratingsType: 1 },
        {
          rating: 2,
          ratingsType: 2,
          listofComment: ['Reckless driving', 'Others'],
          comment: 'Too fast',
        },
        { rating: 4, ratingsType: 3 },
      ],
    }
    const bad = await h.call(
      'POST',
      `${S}/Rating/WebCreateRating`,
      { ...rating, ratings: [{ rating: 6, ratingsType: 1 }] },
      customer.headers,
    )
    expect(bad.status).toBe(400)
    const first = await h.call('POST', `${S}/Rating/WebCreateRating`, rating, customer.headers)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.shortDescription).toBe('Thanks for sharing! Your feedback makes us better.')
    expect(await count('ratings')).toBe(3)
    const second = await h.call('POST', `${S}/Rating/WebCreateRating`, rating, customer.headers)
    expect(second.status).toBe(409)
    expect(await count('ratings')).toBe(3)
    const after = await h.call(
      'GET',
      `${S}/Rating/WebRatingCheck?seatId=${seat.id}`,
      undefined,
      customer.headers,
    )
    expect(after.body.data.alreadyRated).toBe(true)
  })

  it("says an 'Others' comment too long in words, not as the field's path", async () => {
    const customer = await signUp(h)
    const long = await h.call(
      'POST',
      `${S}/Rating/WebCreateRating`,
      {
        seatManagementId: 1,
        ratings: [1, 2, 3].map((ratingsType) => ({
          rating: 2,
          ratingsType,
          listofComment: ['Others'],
          comment: 'The bus left two hours late and nobody told us why. '.repeat(25),
        })),
      },
      customer.headers,
    )
    expect(long.status).toBe(400)
    // It was 'ratings.0.comment: Invalid length: Expected <=1000 but received 1299'.
    expect(long.body.shortDescription).toBe('Please keep this to 1000 characters or fewer.')
  })
})
