import { queryOptions } from '@tanstack/react-query'
import type * as v from 'valibot'
import { GatewaysResponse, type GatewaySchema } from '#shared/contract/payment.ts'
import { request } from './http.ts'

export type Gateway = v.InferOutput<typeof GatewaySchema>
export const gatewayName = (gateway: Gateway) => gateway.gatewayName

export const gatewayKeys = {
  all: ['payment-gateways'] as const,
  list: (serviceId: number) => [...gatewayKeys.all, serviceId] as const,
}

// SPEC §5: status true only; never FirstBank USSD, UnionBank or bank USSD (the server filters
// too; a gateway list from an older server must not offer them either).
const EXCLUDED = /^(firstbank ussd|unionbank|bank ussd)$/i

/** SPEC §7 GET /api/v1/PaymentGateway/Gateways/{id}?countryCode=NG (1 booking, 2 hire, 5 bills). */
export const gatewaysQueryOptions = (serviceId: 1 | 2 | 5) =>
  queryOptions({
    queryKey: gatewayKeys.list(serviceId),
    queryFn: ({ signal }) =>
      request(
        'payment',
        `/api/v1/PaymentGateway/Gateways/${serviceId}?countryCode=NG`,
        GatewaysResponse,
        { signal },
      ).then((envelope) =>
        envelope.data.filter((g) => g.status && !EXCLUDED.test(g.gatewayName.trim())),
      ),
    staleTime: 10 * 60_000,
  })
