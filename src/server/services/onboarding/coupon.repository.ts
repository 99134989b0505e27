import type { Database } from '#server/db/database.ts'

export function insertCoupon(
  db: Database,
  values: {
    code: string
    customer_id: number
    percent: number | null
    amount_kobo: number | null
    reason: string
    created_at: Date
  },
) {
  return db.insertInto('coupons').values(values).returningAll().executeTakeFirstOrThrow()
}

export function listCoupons(db: Database, customerId: number) {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute()
}

export interface RedeemedCoupon {
  code: string
  /** Whole percent off the booking total, or null when `amountKobo` is set. */
  percent: number | null
  amountKobo: number | null
}

/**
 * For the booking service at checkout: marks the customer's unused coupon `code` redeemed and
 * returns its discount, or null when the code is unknown, someone else's or already used. One
 * UPDATE, so two checkouts racing with one coupon get it once. Pass the booking's transaction as
 * `db` so a failed booking leaves the coupon unused.
 */
export async function redeemCoupon(
  db: Database,
  customerId: number,
  code: string,
  now: Date = new Date(),
): Promise<RedeemedCoupon | null> {
  const row = await db
    .updateTable('coupons')
    .set({ redeemed_at: now })
    .where('code', '=', code.trim().toUpperCase())
    .where('customer_id', '=', customerId)
    .where('redeemed_at', 'is', null)
    .returning(['code', 'percent', 'amount_kobo'])
    .executeTakeFirst()
  return row ? { code: row.code, percent: row.percent, amountKobo: row.amount_kobo } : null
}
