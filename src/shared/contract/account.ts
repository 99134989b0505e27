import * as v from 'valibot'
import * as messages from '#shared/domain/messages.ts'
import { isOtpCode, otpTooShort } from '#shared/domain/otp-code.ts'
import { registrationPhoneProblem, toInternationalPhone } from '#shared/domain/phone.ts'
import { IntLike } from './envelope.ts'

// SPEC §7 Auth: sign-up, OTP, sign-in, tokens and password reset. Requests as the client sends
// them; the server parses every body with these (STYLE habit 3).

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))
const OptionalText = (max: number) => v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(max)))

/**
 * Any Nigerian mobile form ('0803…', '+234803…', with spaces) → '+234…' (SPEC §5), with the
 * shared rule's message (length or Nigerian-only) when it is not one.
 */
export const NigerianPhone = v.pipe(
  v.string(messages.phoneNigerianOnly),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = registrationPhoneProblem(dataset.value)
    if (problem) addIssue({ message: problem })
  }),
  v.transform((value) => toInternationalPhone(value) ?? value),
)

export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, messages.invalidEmail),
  v.email(messages.invalidEmail),
)

/** SPEC §9: 6 digits. A number is accepted too (leading zeros restored). */
export const OtpCode = v.pipe(
  v.union([
    v.string(),
    v.pipe(
      v.number(),
      v.integer(),
      v.transform((n) => String(n)),
    ),
  ]),
  v.trim(),
  v.transform((s) => (/^\d{1,6}$/.test(s) ? s.padStart(6, '0') : s)),
  v.check(isOtpCode, otpTooShort),
)

/** The longest phone or e-mail a sign-in or a password reset takes (an e-mail's limit). */
export const USER_NAME_MAX = 254
/** The longest password a sign-in takes: beyond it, refused before any hashing. */
export const PASSWORD_INPUT_MAX = 1024

/** Passwords are never trimmed: a space is a character like any other. */
const Password = v.pipe(v.string(), v.nonEmpty(), v.maxLength(PASSWORD_INPUT_MAX))
const Flag = v.nullish(v.union([v.boolean(), v.picklist(['true', 'false'])]))

export const SendPhoneOtpRequest = v.object({ phoneNumber: NigerianPhone })
export const SendEmailOtpRequest = v.object({ email: Email, phoneNumber: OptionalText(20) })

/** /Otp/verify: with `email`, verifies that address; otherwise `username` is the phone. */
export const VerifyOtpRequest = v.object({
  username: OptionalText(254),
  otpCode: OtpCode,
  dateTime: OptionalText(64),
  email: v.nullish(v.union([v.literal(''), Email])),
})

export const CustomerSendOtpRequest = v.object({
  username: NigerianPhone,
  activationCode: OptionalText(16),
  isAccountConfirmation: Flag,
})

export const CustomerVerifyOtpRequest = v.object({
  activationCode: OtpCode,
  username: NigerianPhone,
  isAccountConfirmation: Flag,
})

export const RegisterRequest = v.object({
  phoneNumber: NigerianPhone,
  password: Password,
  confirmPassword: v.nullish(v.string()),
  clientId: OptionalText(64),
  countryId: v.nullish(IntLike),
  referralCode: OptionalText(32),
})

export const SignInRequest = v.object({
  userName: Text(USER_NAME_MAX),
  password: Password,
  deviceToken: OptionalText(4096),
  countryId: v.nullish(IntLike),
  clientId: OptionalText(64),
})

export const GoogleSignInRequest = v.object({
  idToken: Text(8192),
  deviceToken: OptionalText(4096),
  clientId: OptionalText(64),
})

export const RefreshTokenRequest = v.object({
  token: OptionalText(8192),
  refreshToken: Text(256),
})

export const SignOutRequest = v.object({ refreshToken: Text(256) })

export const ApplicationTokenRequest = v.object({
  clientId: v.pipe(Text(64), v.regex(/^[\w.-]+$/, 'clientId has unexpected characters.')),
})

/** /api/customers/ForgotPasswordVerificationCode: an e-mail or phone under any of these names. */
export const ForgotPasswordCodeRequest = v.pipe(
  v.object({
    email: OptionalText(254),
    phoneNumber: OptionalText(20),
    username: OptionalText(254),
    userName: OptionalText(254),
    identifier: OptionalText(254),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { email, phoneNumber, username, userName, identifier } = dataset.value
    const value = identifier || email || phoneNumber || username || userName
    if (!value) {
      addIssue({ message: 'Enter your e-mail address or phone number.' })
      return NEVER
    }
    return value
  }),
)

export const ResetPasswordRequest = v.object({
  username: Text(USER_NAME_MAX),
  newPassword: Password,
  confirmPassword: v.nullish(v.string()),
  otp: OtpCode,
})

// Responses (data of the envelope).

export const OtpSentData = v.object({ dateTime: v.string() })

export const RefreshTokenData = v.object({
  token: v.string(),
  refreshToken: v.string(),
  expiresIn: v.number(),
})

export type RegisterInput = v.InferOutput<typeof RegisterRequest>
export type SignInInput = v.InferOutput<typeof SignInRequest>
