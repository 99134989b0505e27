import * as v from 'valibot'
import type { BusOffering } from '#shared/contract/booking-search.ts'
import * as messages from '#shared/domain/messages.ts'
import { nameProblem } from '#shared/domain/person-name.ts'
import { phoneProblem, phonesDiffer } from '#shared/domain/phone.ts'

// SPEC §5 Passenger step and Contact step, as the checkout form holds them.

export type Gender = '' | '0' | '1'

export interface TravellerForm {
  fullName: string
  gender: Gender
  /** travelDocumentId as text ('' until chosen); international routes only. */
  documentId: string
  idNumber: string
}

export interface CheckoutForm {
  pickUp: 'yes' | 'no' | null
  travellers: TravellerForm[]
  nextOfKinName: string
  nextOfKinPhone: string
  phoneNumber: string
  email: string
}

/** The form as a draft kept in the tab (trip storage): read back only if it still fits. */
export const CheckoutDraftSchema = v.object({
  pickUp: v.nullable(v.picklist(['yes', 'no'])),
  travellers: v.array(
    v.object({
      fullName: v.string(),
      gender: v.picklist(['', '0', '1']),
      documentId: v.string(),
      idNumber: v.string(),
    }),
  ),
  nextOfKinName: v.string(),
  nextOfKinPhone: v.string(),
  phoneNumber: v.string(),
  email: v.string(),
})

export type CheckoutErrors = Record<string, string>

export const emptyTraveller = (): TravellerForm => ({
  fullName: '',
  gender: '',
  documentId: '',
  idNumber: '',
})

export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

// The booking's own rule (SPEC §5), not a looser look-alike: an address it passed and the booking
// refused (a double dot, a domain starting '-') sent the traveller back to the bus list.
const EMAIL = v.pipe(v.string(), v.email())

/** SPEC §5: main full name and gender; each extra passenger too; international ID type/number. */
export function passengerErrors(form: CheckoutForm, bus: BusOffering): CheckoutErrors {
  const errors: CheckoutErrors = {}
  form.travellers.forEach((t, index) => {
    const at = (field: string) => `travellers.${index}.${field}`
    const nameRefused = nameProblem(t.fullName.trim(), 'Full name')
    if (!t.fullName.trim()) errors[at('fullName')] = 'Please enter the full name.'
    else if (nameRefused) errors[at('fullName')] = nameRefused
    else if (index === 0 && !splitFullName(t.fullName).lastName)
      errors[at('fullName')] = 'Please enter your first and last name.'
    if (t.gender === '') errors[at('gender')] = 'Please choose a gender.'
    if (bus.isInternational) {
      if (!t.documentId) errors[at('documentId')] = 'Please choose an ID type.'
      if (!t.idNumber.trim()) errors[at('idNumber')] = 'Please enter the ID number.'
    }
  })
  return errors
}

/** SPEC §5 Contact step: next of kin name and phone, phone and e-mail, with SPEC's messages. */
export function contactErrors(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {}
  if (!form.nextOfKinName.trim()) errors.nextOfKinName = 'Please enter your next of kin’s name.'
  else {
    const kinName = nameProblem(form.nextOfKinName.trim(), 'Next of kin name')
    if (kinName) errors.nextOfKinName = kinName
  }
  const kinPhone = phoneProblem(form.nextOfKinPhone.trim())
  if (kinPhone) errors.nextOfKinPhone = kinPhone
  const phone = phoneProblem(form.phoneNumber.trim())
  if (phone) errors.phoneNumber = phone
  if (!kinPhone && !phone && !phonesDiffer(form.phoneNumber.trim(), form.nextOfKinPhone.trim()))
    errors.nextOfKinPhone = messages.phonesMustDiffer
  if (!v.is(EMAIL, form.email.trim())) errors.email = messages.invalidEmail
  return errors
}
