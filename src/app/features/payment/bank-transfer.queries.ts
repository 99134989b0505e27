import { queryOptions } from '@tanstack/react-query'
import { BankAccountSchema } from '#shared/contract/payment.ts'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import { request } from '#app/api/http.ts'

export const bankTransferKeys = {
  all: ['bank-transfer'] as const,
  account: (reference: string) => [...bankTransferKeys.all, reference.toUpperCase()] as const,
}

/**
 * SPEC §3 Bank transfer account for a booking (Aza): where to send the money, until when. The
 * server answers the same account for the same booking, so a reload shows the same details.
 */
export const bankAccountQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: bankTransferKeys.account(reference),
    queryFn: () =>
      request('payment', '/api/v1/Aza/initialize', envelopeSchema(BankAccountSchema), {
        body: { ref: reference },
      }).then((envelope) => envelope.data),
    staleTime: Infinity,
    retry: false,
    networkMode: 'always',
  })
