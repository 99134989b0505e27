import { describe, expect, it } from 'vitest'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import * as messages from '#shared/domain/messages.ts'
import {
  contactErrors,
  emptyTraveller,
  passengerErrors,
  splitFullName,
  type CheckoutForm,
} from '#app/features/checkout/checkout-form.ts'

// SPEC §5 Passenger and Contact steps, with SPEC §8 copy where SPEC gives it.

const domestic = { isInternational: false } as BusOffering
const international = { isInternational: true } as BusOffering

function form(overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    pickUp: 'no',
    travellers: [{ ...emptyTraveller(), fullName: 'Ada Obi', gender: '1' }],
    nextOfKinName: 'Chinedu Obi',
    nextOfKinPhone: '08031234567',
    phoneNumber: '08021234567',
    email: 'ada@example.com',
    ...overrides,
  }
}

describe('splitFullName', () => {
  it('takes the first word as first name and keeps the rest', () => {
    expect(splitFullName('  Ada   Ngozi Obi ')).toEqual({ firstName: 'Ada', lastName: 'Ngozi Obi' })
    expect(splitFullName('Ada')).toEqual({ firstName: 'Ada', lastName: '' })
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' })
  })
})

describe('passengerErrors', () => {
  it('accepts a complete domestic passenger', () => {
    expect(passengerErrors(form(), domestic)).toEqual({})
  })

  it('wants the main passenger’s first and last name and a gender', () => {
    const travellers = [{ ...emptyTraveller(), fullName: 'Ada' }]
    expect(passengerErrors(form({ travellers }), domestic)).toEqual({
      'travellers.0.fullName': 'Please enter your first and last name.',
      'travellers.0.gender': 'Please choose a gender.',
    })
  })

  it('lets an extra passenger give one name but not none', () => {
    const travellers = [
      { ...emptyTraveller(), fullName: 'Ada Obi', gender: '1' as const },
      { ...emptyTraveller(), fullName: 'Emeka', gender: '0' as const },
      { ...emptyTraveller(), fullName: '  ', gender: '0' as const },
    ]
    expect(passengerErrors(form({ travellers }), domestic)).toEqual({
      'travellers.2.fullName': 'Please enter the full name.',
    })
  })

  it('asks every traveller on an international route for an ID type and number', () => {
    expect(passengerErrors(form(), international)).toEqual({
      'travellers.0.documentId': 'Please choose an ID type.',
      'travellers.0.idNumber': 'Please enter the ID number.',
    })
    const travellers = [
      { fullName: 'Ada Obi', gender: '1' as const, documentId: '1', idNumber: 'A1' },
    ]
    expect(passengerErrors(form({ travellers }), international)).toEqual({})
  })
})

describe('contactErrors', () => {
  it('accepts a complete contact step', () => {
    expect(contactErrors(form())).toEqual({})
  })

  it('refuses the same phone for passenger and next of kin (SPEC §8)', () => {
    expect(contactErrors(form({ nextOfKinPhone: ' 08021234567 ' }))).toEqual({
      nextOfKinPhone: messages.phonesMustDiffer,
    })
  })

  it('refuses phones of the wrong length or not Nigerian, and takes +234 forms', () => {
    expect(contactErrors(form({ phoneNumber: '0802123456' })).phoneNumber).toBe(
      messages.phoneLength,
    )
    expect(contactErrors(form({ nextOfKinPhone: '+14155550100' })).nextOfKinPhone).toBe(
      messages.phoneNigerianOnly,
    )
    expect(contactErrors(form({ phoneNumber: '+234 802 123 4567' }))).toEqual({})
  })

  it('wants a next of kin name and a valid e-mail', () => {
    expect(contactErrors(form({ nextOfKinName: ' ', email: 'ada@example' }))).toEqual({
      nextOfKinName: 'Please enter your next of kin’s name.',
      email: messages.invalidEmail,
    })
  })
})

describe('names with a line break or an invisible character', () => {
  it('are refused before sending, in the words the server answers with', () => {
    const travellers = [
      { ...emptyTraveller(), fullName: 'Ọlábísí Ngozi-Adaeze', gender: '1' as const },
      { ...emptyTraveller(), fullName: 'Emeka\u200bOkafor', gender: '0' as const },
    ]
    expect(passengerErrors(form({ travellers }), domestic)).toEqual({
      'travellers.1.fullName': messages.invalidName('Full name'),
    })
    const paste = [{ ...emptyTraveller(), fullName: 'Ada\tObi', gender: '1' as const }]
    expect(passengerErrors(form({ travellers: paste }), domestic)).toEqual({
      'travellers.0.fullName': messages.invalidName('Full name'),
    })
    expect(contactErrors(form({ nextOfKinName: 'Chinedu \u202eObi' }))).toEqual({
      nextOfKinName: messages.invalidName('Next of kin name'),
    })
    expect(contactErrors(form({ nextOfKinName: "Chukwuemeka O'Neil Jr." }))).toEqual({})
  })
})
