import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as messages from '#shared/domain/messages.ts'
import { createHarness, type Harness } from './harness.ts'
import { book, firstBus, payload, seatRowCount } from './booking-helpers.ts'
import { signUp } from './accounts-helpers.ts'

// A person's name is written into tickets, SMS, e-mail and the manifest in Waka's name: one
// with a new line or a bidi override (U+202E) is refused with a 400 in words, and nothing is
// written. The edge lets these through for free text, so the name fields must refuse them.

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(async () => {
  await h?.close()
})

const count = async (table: 'bookings' | 'hire_requests') => {
  const row = await h.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function placeId(input: string) {
  const res = await h.call(
    'GET',
    `/api/maps/api/Google/autocomplete?input=${input}&sessionToken=abcdefghijklmno`,
  )
  const found = res.body.data.predictions.find((p: any) => p.description.includes(input))
  return found.place_id as string
}

const profile = async (headers: Record<string, string>) =>
  (await h.call('GET', '/api/onboarding/customer/profile', undefined, headers)).body.data

describe('a name that would forge a line', () => {
  it('books no seat for a passenger or next of kin with a new line or a U+202E', async () => {
    const bus = await firstBus(h)
    const [bookings, seats] = [await count('bookings'), await seatRowCount(h)]
    const forged = [
      ['firstName', 'Adaeze\nYour booking is cancelled. Call 0809 000 0000', 'First name'],
      ['lastName', 'Okafor\r\nRef WK0000000000', 'Last name'],
      ['nextOfKinName', 'Chidi \u202eOkafor', 'Next of kin name'],
      ['firstName', 'Adaeze2', 'First name'],
      ['lastName', 'Okafor 😀', 'Last name'],
    ] as const
    for (const [field, name, what] of forged) {
      const res = await book(h, { ...payload(bus, { seats: [9] }), [field]: name })
      expect(res.status, field).toBe(400)
      expect(res.body.shortDescription).toBe(messages.invalidName(what))
    }
    const beneficiary = payload(bus, {
      seats: [9, 10],
      beneficiaries: [{ fullName: 'Emeka\u200bOkafor', gender: 0 }],
    })
    const refused = await book(h, beneficiary)
    expect(refused.status).toBe(400)
    expect(refused.body.shortDescription).toBe(messages.invalidName('Full name'))
    expect([await count('bookings'), await seatRowCount(h)]).toEqual([bookings, seats])

    // Real names go through: diacritics, hyphens, apostrophes, dots.
    const real = {
      ...payload(bus, { seats: [9] }),
      firstName: 'Ọlábísí',
      lastName: 'Ngozi-Adaeze',
      nextOfKinName: "Chukwuemeka O'Neil Jr.",
    }
    const res = await book(h, real)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  })

  it('holds no hire for a hirer or next of kin with a new line or a U+202E', async () => {
    const before = await count('hire_requests')
    const [from, to] = [await placeId('Ibadan'), await placeId('Ilorin')]
    const found = await h.call('POST', '/api/booking/HireBooking/bookingSearch', {
      OnewayPickupLocation: from,
      OneWayDropoffLocation: to,
      OnewayPickupDate: '2026-11-26',
      HiredServiceType: 0,
    })
    const hiace = found.body.data.departures.find((d: any) => d.vehicleModelId === 1)
    // A hire the server would make, but for the names.
    const hire = {
      fullName: 'Tolu Adeyemi',
      gender: 1,
      email: 'tolu@example.com',
      phoneNumber: '08031234567',
      nextOfKinName: 'Femi Adeyemi',
      nextOfKinPhone: '08059876543',
      address: '12 Ring Road, Ibadan',
      paymentMethod: 5,
      hiredServiceType: 0,
      onewayPickupLocation: from,
      oneWayDropoffLocation: to,
      onewayPickupDate: '2026-11-26',
      hireVehicleDetail: [{ vehicleModelId: 1, noOfBookedVehicle: 1 }],
      amount: hiace.farePrice,
    }
    const path = '/api/booking/HireBooking/requestBooking'
    const name = await h.call('POST', path, { ...hire, fullName: 'Tolu\nAdeyemi' })
    expect(name.status).toBe(400)
    expect(name.body.shortDescription).toBe(messages.invalidName('Full name'))
    const kin = await h.call('POST', path, { ...hire, nextOfKinName: '\u202eFemi' })
    expect(kin.status).toBe(400)
    expect(kin.body.shortDescription).toBe(messages.invalidName('Next of kin name'))
    expect(await count('hire_requests')).toBe(before)
    const real = await h.call('POST', path, { ...hire, fullName: "Ọlábísí O'Neil-Adaeze Jr." })
    expect(real.status, JSON.stringify(real.body)).toBe(200)
    expect(await count('hire_requests')).toBe(before + 1)
  })

  it('completes no profile and updates none with such a name', async () => {
    const { phone, headers } = await signUp(h)
    const completion = {
      phoneNumber: phone.local,
      gender: 1,
      title: 'Mrs',
      firstName: 'Ngozi\nWaka: your wallet is locked',
      lastName: 'Okafor',
      referralCode: '',
      nextOfKinName: 'Emeka Okafor',
      nextOfKinGender: 0,
      nextOfKinPhoneNumber: '08091234567',
    }
    const post = (path: string, body: unknown) =>
      h.call('POST', `/api/onboarding${path}`, body, headers)
    const refused = await post('/customer/updateprofilev2', completion)
    expect(refused.status).toBe(400)
    expect(refused.body.shortDescription).toBe(messages.invalidName('First name'))
    const kin = await post('/customer/updateprofilev2', {
      ...completion,
      firstName: 'Ngozi',
      nextOfKinName: 'Emeka\u2066Okafor\u2069',
    })
    expect(kin.status).toBe(400)
    expect(kin.body.shortDescription).toBe(messages.invalidName('Next of kin name'))
    expect(await profile(headers)).toMatchObject({ FirstName: null, CustomerStage: 0 })

    const done = await post('/customer/updateprofilev2', { ...completion, firstName: 'Ọlábísí' })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const update = {
      firstName: 'Ọlábísí',
      lastName: 'Okafor\u202e',
      sex: '1',
      email: '',
      nextOfKinName: 'Emeka Okafor',
      nextOfKinMobile: '08091234567',
      mobile: phone.local,
    }
    const settings = await post('/customer/Update', update)
    expect(settings.status).toBe(400)
    expect(settings.body.shortDescription).toBe(messages.invalidName('Last name'))
    const tab = await post('/customer/Update', {
      ...update,
      lastName: 'Okafor',
      nextOfKinName: 'Emeka\tOkafor',
    })
    expect(tab.status).toBe(400)
    expect(tab.body.shortDescription).toBe(messages.invalidName('Next of kin name'))
    expect(await profile(headers)).toMatchObject({
      FirstName: 'Ọlábísí',
      LastName: 'Okafor',
      NextOfKinName: 'Emeka Okafor',
    })
  })
})
