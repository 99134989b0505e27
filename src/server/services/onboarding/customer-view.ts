import type { CustomerProfileData, SignInPayload } from '#shared/contract/account-profile.ts'
import type { CustomerRow } from './customer.repository.ts'

// SPEC §3 Customer session: the field names the client stores, from one customer row.

export function toProfile(row: CustomerRow): CustomerProfileData {
  return {
    CustomersId: row.id,
    Title: row.title,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    Gender: row.gender,
    Image: row.image,
    IsConfirmed: row.is_confirmed,
    NextOfKinName: row.next_of_kin_name,
    NextOfKinPhone: row.next_of_kin_phone,
    PhoneNumber: row.phone_number,
    CustomerStage: row.customer_stage,
    referralCode: row.referral_code,
    HasPin: row.has_pin,
  }
}

export interface SessionTokens {
  accessToken: string
  refreshToken: string
  expiresIn: number
}

export function toSignInData(row: CustomerRow, tokens: SessionTokens): SignInPayload {
  return {
    ...toProfile(row),
    JwtToken: tokens.accessToken,
    RefreshToken: tokens.refreshToken,
    CustomerPhoto: row.image,
    AccountIsConfirmed: row.is_confirmed,
  }
}

/** SPEC §3: social login answers camelCase. */
export function toGoogleData(row: CustomerRow, tokens: SessionTokens) {
  return {
    jwtToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    customersId: row.id,
    title: row.title,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    phoneNumber: row.phone_number,
    customerStage: row.customer_stage,
    image: row.image,
    isConfirmed: row.is_confirmed,
    nextOfKinName: row.next_of_kin_name,
    nextOfKinPhone: row.next_of_kin_phone,
    referralCode: row.referral_code,
    hasPin: row.has_pin,
  }
}
