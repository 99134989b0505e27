import * as v from 'valibot'
import { Email, NigerianPhone } from './account.ts'
import { IntLike } from './envelope.ts'
import { personName } from './person-name.ts'

// SPEC §3 Customer session and the profile calls of SPEC §7 (/login-reg, /setting).

/** A person's name: letters, spaces, hyphens, apostrophes, dots (person-name.ts); `what` names it. */
const Name = (what: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100), personName(what))
const OptionalName = (what: string) =>
  v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(100), personName(what)))
/** SPEC §3: 0 male, 1 female. */
export const Gender = v.pipe(IntLike, v.minValue(0), v.maxValue(1, 'Gender must be 0 or 1.'))
/** Empty is none; anything else a Nigerian mobile, refused in SPEC §5's words when it is not. */
const OptionalPhone = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((phone) => phone || undefined),
    v.optional(NigerianPhone),
  ),
)

/** Said for a referral code no customer has (or the customer's own); the app ties it to its field. */
export const invalidReferralCode = 'This referral code is not valid, please check it.'

/** /customer/updateprofilev2: /login-reg 'Personalise your profile'; gender is required (SPEC §5). */
export const CompleteProfileRequest = v.object({
  phoneNumber: v.nullish(v.string()),
  gender: Gender,
  title: OptionalName('Title'),
  firstName: Name('First name'),
  lastName: Name('Last name'),
  referralCode: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(32))),
  nextOfKinName: OptionalName('Next of kin name'),
  nextOfKinGender: v.nullish(Gender),
  nextOfKinPhoneNumber: OptionalPhone,
})

export const UpdateEmailRequest = v.object({ email: Email, phoneNumber: v.nullish(v.string()) })

/** /customer/Update (Settings → Profile). Email and phone are read-only: sent back unchanged. */
export const UpdateProfileRequest = v.object({
  firstName: Name('First name'),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100), personName('Last name')), ''),
  sex: Gender,
  email: v.nullish(v.pipe(v.string(), v.trim())),
  nextOfKinName: Name('Next of kin name'),
  nextOfKinMobile: NigerianPhone,
  mobile: v.nullish(v.string()),
})

export const ChangePasswordRequest = v.object({
  oldPassword: v.pipe(v.string(), v.nonEmpty()),
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
  confirmPassword: v.string(),
})

/** SPEC §3 Customer session, without the tokens: what GET /customer/profile returns. */
export const CustomerProfile = v.object({
  CustomersId: v.number(),
  Title: v.nullable(v.string()),
  Email: v.nullable(v.string()),
  FirstName: v.nullable(v.string()),
  LastName: v.nullable(v.string()),
  Gender: v.nullable(v.number()),
  Image: v.nullable(v.string()),
  IsConfirmed: v.boolean(),
  NextOfKinName: v.nullable(v.string()),
  NextOfKinPhone: v.nullable(v.string()),
  PhoneNumber: v.string(),
  CustomerStage: v.number(),
  referralCode: v.nullable(v.string()),
  HasPin: v.boolean(),
})

/** SPEC §3: the sign-in response is PascalCase (Code, Data.JwtToken, CustomerPhoto…). */
export const SignInData = v.object({
  ...CustomerProfile.entries,
  JwtToken: v.string(),
  RefreshToken: v.string(),
  CustomerPhoto: v.nullable(v.string()),
  AccountIsConfirmed: v.boolean(),
})

export const SignInResponse = v.object({
  Code: v.string(),
  ShortDescription: v.string(),
  Data: SignInData,
})

/** SPEC §3: social login is camelCase; phoneNumber null means "register first" (SPEC §4). */
export const GoogleSignInData = v.object({
  jwtToken: v.nullable(v.string()),
  refreshToken: v.nullable(v.string()),
  customersId: v.nullable(v.number()),
  email: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  customerStage: v.nullable(v.number()),
  image: v.nullable(v.string()),
})

export const ReferralData = v.object({ referralCode: v.nullable(v.string()) })

export const CouponData = v.object({
  code: v.string(),
  percent: v.nullable(v.number()),
  amountNaira: v.nullable(v.number()),
  redeemed: v.boolean(),
  /** Ours: the customer's own unpaid booking that keeps it, and until when (ISO time). */
  heldBy: v.optional(v.object({ reference: v.string(), until: v.string() })),
})

export type CustomerProfileData = v.InferOutput<typeof CustomerProfile>
export type SignInPayload = v.InferOutput<typeof SignInData>
