import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { request } from './http.ts'

// SPEC §7 maps calls (answered from our offline gazetteer, issue 13).

const Predictions = envelopeSchema(
  v.object({
    predictions: v.array(
      v.object({
        description: v.string(),
        place_id: v.string(),
        structured_formatting: v.object({ main_text: v.string(), secondary_text: v.string() }),
      }),
    ),
  }),
)

export interface PlaceChoice {
  placeId: string
  description: string
}

export async function autocomplete(input: string, sessionToken: string, signal?: AbortSignal) {
  const path = `/api/Google/autocomplete?input=${encodeURIComponent(input)}&sessionToken=${sessionToken}`
  const { data } = await request('maps', path, Predictions, { signal, auth: false })
  return data.predictions.map((p) => ({
    placeId: p.place_id,
    description: p.description,
    secondary: p.structured_formatting.secondary_text,
  }))
}

const Distance = envelopeSchema(v.object({ distanceKm: v.number(), durationMinutes: v.number() }))

export async function distanceBetween(origin: string, destination: string) {
  const path = `/api/Google/getdistancewithplaceid?origin=${encodeURIComponent(origin)}&destination=${encodeURIComponent(destination)}`
  return (await request('maps', path, Distance, { auth: false })).data
}

/** SPEC §5: a random 15-character session token per search session. */
export function sessionToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = crypto.getRandomValues(new Uint8Array(15))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}
