import * as v from 'valibot'

// SPEC §7 Other: every service answers { code, shortDescription, data }; code '1' is success.
export const SUCCESS_CODE = '1'
export const FAILURE_CODE = '0'

export function envelopeSchema<TData extends v.GenericSchema>(data: TData) {
  return v.object({
    code: v.union([v.string(), v.number()]),
    shortDescription: v.string(),
    data: data,
  })
}

export const ErrorEnvelopeSchema = v.object({
  code: v.union([v.string(), v.number()]),
  shortDescription: v.string(),
  data: v.optional(v.unknown()),
})

export function isSuccess(envelope: { code: string | number }): boolean {
  return String(envelope.code) === SUCCESS_CODE
}

/** Query-string and JSON numbers arrive as strings or numbers alike (SPEC §3 sends '0'). */
/** PostgreSQL's integer: ids and counts beyond it are refused here, not by the database. */
const INT_MAX = 2_147_483_647

export const IntLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+$/, 'must be a whole number'))]),
  v.transform(Number),
  v.integer(),
  v.minValue(-INT_MAX, 'is out of range'),
  v.maxValue(INT_MAX, 'is out of range'),
)

export const IsoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-mm-dd'),
  // Date.parse takes 2026-11-31 as 1 December: a real date is the one it reads back as.
  v.check((s) => {
    const time = Date.parse(`${s}T00:00:00Z`)
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s)
  }, 'must be a real date'),
)
