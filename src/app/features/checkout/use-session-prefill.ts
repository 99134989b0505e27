import { useState } from 'react'
import { getUser } from '#app/lib/session.ts'
import { emptyTraveller, type CheckoutForm, type Gender } from './checkout-form.ts'

// SPEC §5: a signed-in customer has name, phone, e-mail, gender and next of kin prefilled, and
// gender locked.

const localPhone = (phone: string | null | undefined) =>
  phone ? phone.replace(/^\+?234/, '0').replace(/\s/g, '') : ''

/** The form's first state for this traveller, and which of the main traveller's fields lock. */
export function useSessionPrefill(seats: number) {
  const [prefill] = useState(() => {
    const user = getUser()
    const travellers = Array.from({ length: seats }, emptyTraveller)
    const gender: Gender = user?.Gender === 0 ? '0' : user?.Gender === 1 ? '1' : ''
    const fullName = user ? `${user.FirstName ?? ''} ${user.LastName ?? ''}`.trim() : ''
    if (travellers[0]) travellers[0] = { ...travellers[0], fullName, gender }
    const form: CheckoutForm = {
      pickUp: null,
      travellers,
      nextOfKinName: user?.NextOfKinName ?? '',
      nextOfKinPhone: localPhone(user?.NextOfKinPhone),
      phoneNumber: localPhone(user?.PhoneNumber),
      email: user?.Email ?? '',
    }
    return {
      form,
      lockedMain: { fullName: false, gender: gender !== '' },
      lockedContact: {},
    }
  })
  return prefill
}
