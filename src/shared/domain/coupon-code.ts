// SPEC §2 Referral coupon codes ('WAKA-XXXXXXXX'), stored upper case. Apart from the pricing
// (coupon-discount.ts) so the checkout's summary and its pricing do not share a module, which
// would split a chunk of its own and list it in the entry (bundle budget).

/** A code as a traveller may type it: any case, spaces around it. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase()
