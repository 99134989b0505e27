import { Hono } from 'hono'
import { GatewaysQuerySchema, ServiceIdSchema } from '#shared/contract/payment.ts'
import { optionalCustomer, type MaybeCustomerEnv } from '#server/http/auth.ts'
import { badRequest, ok } from '#server/http/respond.ts'
import { parse, query } from '#server/http/validate.ts'
import { gatewayByMethod } from '#shared/domain/payment-methods.ts'
import { gatewayMode } from '#server/providers/payments/gateways.ts'
import { gatewaysFor } from './gateways.service.ts'

// SPEC §7 Payments: GET /api/v1/PaymentGateway/Gateways/{serviceId}?countryCode=NG. Parameter
// names are lower-case: mountService lower-cases whole paths, names included.
export const gatewaysRoutes = new Hono<MaybeCustomerEnv>()

gatewaysRoutes.get('/api/v1/PaymentGateway/Gateways/:serviceid', optionalCustomer, (c) => {
  const serviceId = parse(ServiceIdSchema, c.req.param('serviceid'))
  const { countryCode } = query(c, GatewaysQuerySchema)
  if (countryCode.toUpperCase() !== 'NG') throw badRequest('Only NG is served here.')
  const deps = c.get('deps')
  // A provider gateway is offered only while it can be served (real adapter or sandbox on).
  const offered = (methodId: number) => {
    const gateway = gatewayByMethod(methodId)
    return !gateway || gatewayMode(deps, gateway.key) !== 'off'
  }
  return ok(c, gatewaysFor(serviceId, c.get('customer') !== null, offered))
})
