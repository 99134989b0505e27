import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { UpdateProfileRequest } from '#shared/contract/account-profile.ts'
import { BookingRequestSchema } from '#shared/contract/booking.ts'
import { HireBookingRequest } from '#shared/contract/hire.ts'
import * as messages from '#shared/domain/messages.ts'
import { nameProblem } from '#shared/domain/person-name.ts'

// A person's name goes into tickets, SMS, e-mail and the manifest: letters of any script,
// spaces, hyphens, apostrophes and dots; no digit, emoji, line of its own or anything invisible,
// and every real Nigerian name still taken.

const REAL_NAMES = [
  'Ọlábísí',
  'Ngozi-Adaeze',
  "O'Neil",
  'Chukwuemeka Jr.',
  'Àdìgún Ọ̀ṣọ́',
  'Aisha Bello',
  'Nnamdi N’Dukwe',
  'Zoë Brontë',
  'Мария Иванова',
  'محمد',
  'A. B. Okafor',
]
const BAD = [
  ['a line feed', 'Ada\nPay to 0123456789'],
  ['a carriage return and line feed', 'Ada\r\nOkafor'],
  ['a tab', 'Ada\tOkafor'],
  ['a zero-width space (U+200B)', 'Ada\u200bOkafor'],
  ['a right-to-left override (U+202E)', 'Ada\u202eFOKO'],
  ['a left-to-right mark (U+200E)', 'Ada\u200e'],
  ['a first-strong isolate (U+2068)', '\u2068Ada\u2069'],
  ['a byte-order mark (U+FEFF) inside', 'Ada\ufeffOkafor'],
  ['a line separator (U+2028)', 'Ada\u2028Okafor'],
  ['a digit', 'Ada2'],
  ['a number in words of digits', 'Call 0809 000 0000'],
  ['an Arabic-Indic digit', 'Ada\u0663'],
  ['an emoji', 'Ada 😀'],
  ['an emoji with a skin tone and joiner', 'Ada 👩🏾‍💻'],
  ['a link', 'pay-waka.com/refund'],
  ['an at sign', 'ada@okafor'],
  ['a comma', 'Okafor, Ada'],
] as const

describe("a person's name", () => {
  it('takes real names: diacritics, hyphens, apostrophes, spaces, dots', () => {
    for (const name of REAL_NAMES) expect(nameProblem(name, 'First name'), name).toBeNull()
  })

  it.each(BAD)('refuses %s, naming the field', (_, name) => {
    expect(nameProblem(name, 'First name')).toBe(messages.invalidName('First name'))
  })

  it('reads in the form’s words', () => {
    expect(messages.invalidName('Next of kin name')).toBe(
      'Please enter a valid next of kin name, with letters, spaces, hyphens, apostrophes and dots only.',
    )
  })

  it('leaves an empty name to the required check', () => {
    expect(nameProblem('', 'Last name')).toBeNull()
  })
})

const booking = {
  tripType: 0,
  paymentMethod: 5,
  firstName: 'Ọlábísí',
  lastName: 'Ngozi-Adaeze',
  gender: 1,
  routeId: 1,
  totalAmount: 1000,
  email: 'ada@example.com',
  phoneNumber: '08031234567',
  nextOfKinName: "Chukwuemeka O'Neil Jr.",
  nextOfKinPhone: '08059876543',
  seatRegistrations: 't1:3',
  vehicleTripRegistrationId: 't1',
  beneficiaries: [{ fullName: 'Àdìgún Ọ̀ṣọ́', gender: 0 }],
}
const firstMessage = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? null : result.issues[0]?.message

describe('every contract that takes a name', () => {
  it('books with real names and refuses a broken one in each name field', () => {
    expect(v.safeParse(BookingRequestSchema, booking).success).toBe(true)
    for (const [field, what] of [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['nextOfKinName', 'Next of kin name'],
    ] as const) {
      for (const [, bad] of BAD) {
        const result = v.safeParse(BookingRequestSchema, { ...booking, [field]: bad })
        expect(firstMessage(result), `${field} ${JSON.stringify(bad)}`).toBe(
          messages.invalidName(what),
        )
      }
    }
    const beneficiary = {
      ...booking,
      beneficiaries: [{ fullName: 'Emeka\u202eOkafor', gender: 0 }],
    }
    expect(firstMessage(v.safeParse(BookingRequestSchema, beneficiary))).toBe(
      messages.invalidName('Full name'),
    )
  })

  it('refuses a broken hirer or next-of-kin name', () => {
    const hire = {
      fullName: 'Tolu\nAdeyemi',
      gender: 1,
      email: 'tolu@example.com',
      phoneNumber: '08031234567',
      nextOfKinName: 'Femi Adeyemi',
      nextOfKinPhone: '08059876543',
      address: '12 Admiralty Way,\nLekki',
      paymentMethod: 5,
      hiredServiceType: 0,
      onewayPickupLocation: 'gaz:lekki',
      oneWayDropoffLocation: 'gaz:garki',
      onewayPickupDate: '2026-11-25',
      hireVehicleDetail: [{ vehicleModelId: 1, noOfBookedVehicle: 1 }],
      amount: 0,
    }
    expect(firstMessage(v.safeParse(HireBookingRequest, hire))).toBe(
      messages.invalidName('Full name'),
    )
    const kin = { ...hire, fullName: 'Tolu Adeyemi', nextOfKinName: 'Femi\u200bAdeyemi' }
    expect(firstMessage(v.safeParse(HireBookingRequest, kin))).toBe(
      messages.invalidName('Next of kin name'),
    )
    // An address is free text: its new line is not a name's business.
    expect(v.safeParse(HireBookingRequest, { ...kin, nextOfKinName: 'Femi' }).success).toBe(true)
  })

  it('refuses a broken name in a profile update', () => {
    const update = {
      firstName: 'Ọlábísí',
      lastName: 'Ngozi-Adaeze',
      sex: 1,
      nextOfKinName: 'Femi Adeyemi',
      nextOfKinMobile: '08059876543',
    }
    expect(v.safeParse(UpdateProfileRequest, update).success).toBe(true)
    expect(
      firstMessage(v.safeParse(UpdateProfileRequest, { ...update, lastName: 'Ngozi\r\nAdaeze' })),
    ).toBe(messages.invalidName('Last name'))
  })
})
