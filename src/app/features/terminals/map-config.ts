import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { request } from '#app/api/http.ts'

/** Issue 12: the server's map style, kept on the device; offline or unset: the offline style. */
export const mapConfigQueryOptions = () => ({
  queryKey: ['map-config'] as const,
  queryFn: async () =>
    (
      await request(
        'maps',
        '/Map/config',
        envelopeSchema(v.object({ styleUrl: v.nullable(v.string()) })),
        {
          auth: false,
        },
      )
    ).data.styleUrl,
  staleTime: 24 * 60 * 60_000,
  meta: { persist: true },
})
