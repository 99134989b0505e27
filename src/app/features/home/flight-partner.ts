import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { request } from '#app/api/http.ts'

/** The flight partner's page: the server's FLIGHT_PARTNER_URL, else the build's, else none. */
export const flightPartnerQueryOptions = () => ({
  queryKey: ['flight-partner'] as const,
  queryFn: async () =>
    (
      await request(
        'settings',
        '/Partner/flights',
        envelopeSchema(v.object({ url: v.nullable(v.string()) })),
        { auth: false },
      )
    ).data.url ??
    import.meta.env.VITE_FLIGHT_PARTNER_URL ??
    null,
  staleTime: 24 * 60 * 60_000,
  meta: { persist: true },
})
