import * as v from 'valibot'
import * as messages from '#shared/domain/messages.ts'
import { isOtpCode, otpTooShort } from '#shared/domain/otp-code.ts'
import { phoneProblem } from '#shared/domain/phone.ts'
import { envelopeSchema } from './envelope.ts'
import { personName } from './person-name.ts'
import { tooLong } from './too-long.ts'

// SPEC §3 Ambassador upgrade and §7 Ambassador calls: tier 3 upgrade and account deletion.

const all = messages.allFieldsRequired
const need = (max = 200) =>
  v.optional(
    v.pipe(v.string(all), v.trim(), v.minLength(1, all), v.maxLength(max, tooLong(max))),
    '',
  )

/** SPEC §5 Tier 3: all eight fields (an empty one: 'All fields are required.'), 11-character phone. */
export const Tier3UpgradeRequest = v.object({
  firstName: v.pipe(need(), personName('First name')),
  lastName: v.pipe(need(), personName('Last name')),
  phone: v.pipe(
    need(20),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const problem = phoneProblem(dataset.value)
      if (problem) addIssue({ message: problem })
    }),
  ),
  email: v.pipe(need(254), v.email(messages.invalidEmail)),
  address: need(400),
  nin: v.pipe(need(11), v.regex(/^\d{11}$/, 'NIN must be 11 digits.')),
  occupation: need(),
  officeAddress: need(400),
})
export type Tier3UpgradeInput = v.InferOutput<typeof Tier3UpgradeRequest>

export const VerificationIdParam = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[\w-]{4,64}$/, 'Invalid Information!'),
)

export const Tier3OtpRequest = v.object({
  otp: v.pipe(v.string(otpTooShort), v.trim(), v.check(isOtpCode, otpTooShort)),
  phoneNumber: v.pipe(v.string(all), v.trim(), v.minLength(1, all)),
})

export const AmbassadorIdParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, 'Invalid Information!'),
  v.transform(Number),
)
export const OtpParam = v.pipe(v.string(), v.check(isOtpCode, otpTooShort))
export const EmailParam = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.email(messages.invalidEmail),
  v.maxLength(254, messages.invalidEmail),
)

/** What a search by e-mail shows before deletion: enough to be sure, no more. */
export const AmbassadorData = v.object({
  ambassadorId: v.number(),
  fullName: v.string(),
  email: v.string(),
  tier: v.number(),
})
export const AmbassadorResponse = envelopeSchema(AmbassadorData)
export const AmbassadorDoneResponse = envelopeSchema(v.unknown())
