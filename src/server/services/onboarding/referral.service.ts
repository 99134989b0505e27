import { invalidReferralCode } from '#shared/contract/account-profile.ts'
import type { AppDeps } from '#server/http/env.ts'
import { badRequest } from '#server/http/respond.ts'
import { messageSender } from '#server/providers/messages/messages.ts'
import { randomCode } from '#server/security/random.ts'
import { bookingHoldingCoupon, insertCoupon, listCoupons } from './coupon.repository.ts'
import {
  findCustomerById,
  findCustomerByReferralCode,
  isUniqueViolation,
  setReferredBy,
  type CustomerRow,
} from './customer.repository.ts'

// SPEC §2 Referral: a friend who registers with a customer's code earns that customer a discount
// coupon, sent by e-mail (or SMS without one). Redeemed at checkout by the booking service
// (coupon.repository.ts redeemCoupon).

export const REFERRAL_COUPON_PERCENT = 10

export const normalizeReferralCode = (code: string) => code.trim().toUpperCase()

/** The customer a referral code belongs to, or a 400. Empty means "no code". */
export async function referrerFor(deps: AppDeps, code: string | null | undefined) {
  if (!code?.trim()) return null
  const referrer = await findCustomerByReferralCode(deps.db, normalizeReferralCode(code))
  if (!referrer) throw badRequest(invalidReferralCode)
  return referrer
}

/** Records the referral once and rewards the referrer; a second call changes nothing. */
export async function recordReferral(deps: AppDeps, customer: CustomerRow, referrer: CustomerRow) {
  if (!(await setReferredBy(deps.db, customer.id, referrer.id))) return
  const coupon = await createCoupon(deps, referrer.id)
  const friend = friendName(customer.first_name)
  const text =
    `${friend} joined Waka with your referral code. Here is ${REFERRAL_COUPON_PERCENT}% off ` +
    `your next trip: use coupon ${coupon.code} at checkout.`
  try {
    await messageSender(deps).send(
      referrer.email
        ? { channel: 'email', to: referrer.email, subject: 'You earned a Waka coupon', text }
        : { channel: 'sms', to: referrer.phone_number, text },
    )
  } catch (error) {
    // The coupon stands and is listed at /customer/coupons; only the notice was lost.
    console.error('Referral coupon notice failed', error)
  }
}

/** Anything a link is written with: a scheme, a path, an address, a domain ('pay-waka.com'). */
const LINK = /[/:@\\]|www\.|\.\p{L}{2,}/iu

/**
 * The friend's first name as the referrer's message tells it: its first word, with no control or
 * invisible characters, and 'A friend' for a word that is no name (a link, a number, a run-on).
 * The profile keeps any 100 characters (new lines and invisible ones too, in rows stored before
 * the name fields refused them: person-name.ts), and this text goes to someone else in Waka's
 * name: a "name" must not carry a message or a link to them.
 */
function friendName(firstName: string | null): string {
  const [word = ''] = (firstName ?? '')
    .replace(/\p{Cf}/gu, '')
    .trim()
    .split(/[\s\p{Cc}]+/u)
  const isName = word.length <= 40 && /\p{L}/u.test(word) && !LINK.test(word)
  return isName ? word : 'A friend'
}

async function createCoupon(deps: AppDeps, customerId: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertCoupon(deps.db, {
        code: `WAKA-${randomCode(8)}`,
        customer_id: customerId,
        percent: REFERRAL_COUPON_PERCENT,
        amount_kobo: null,
        reason: 'referral',
        created_at: deps.clock.now(),
      })
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error
    }
  }
}

export async function referralCodeOf(deps: AppDeps, customerId: number) {
  const customer = await findCustomerById(deps.db, customerId)
  return { referralCode: customer?.referral_code ?? null }
}

export async function couponsOf(deps: AppDeps, customerId: number) {
  const rows = await listCoupons(deps.db, customerId)
  const now = deps.clock.now()
  return Promise.all(
    rows.map(async (row) => {
      // A coupon kept by a checkout left unpaid comes back when its hold ends: the page says so.
      const holding = row.redeemed_at ? await bookingHoldingCoupon(deps.db, row.id, now) : undefined
      return {
        code: row.code,
        percent: row.percent,
        amountNaira: row.amount_kobo === null ? null : row.amount_kobo / 100,
        redeemed: row.redeemed_at !== null,
        ...(holding?.hold_expires_at && {
          heldBy: {
            reference: holding.reference_code,
            until: new Date(holding.hold_expires_at).toISOString(),
          },
        }),
      }
    }),
  )
}
