import { PAYMENT_METHOD } from '#shared/domain/payment-methods.ts'

// SPEC §3 Payment gateway list for GET /api/v1/PaymentGateway/Gateways/{serviceId}. The full
// catalogue is kept as the provider list shows it; SPEC §5 decides what a traveller sees.

interface CatalogueEntry {
  gatewayName: string
  status: boolean
  paymentWalletEnumId: number
  wallet?: boolean
}

const CATALOGUE: CatalogueEntry[] = [
  { gatewayName: 'Wallet', status: true, paymentWalletEnumId: PAYMENT_METHOD.wallet, wallet: true },
  {
    gatewayName: 'Cashback Wallet',
    status: true,
    paymentWalletEnumId: PAYMENT_METHOD.cashbackWallet,
    wallet: true,
  },
  { gatewayName: 'Paystack', status: true, paymentWalletEnumId: PAYMENT_METHOD.paystack },
  { gatewayName: 'Flutterwave', status: true, paymentWalletEnumId: PAYMENT_METHOD.flutterwave },
  { gatewayName: 'BudPay', status: true, paymentWalletEnumId: PAYMENT_METHOD.budpay },
  { gatewayName: 'Bank Transfer', status: true, paymentWalletEnumId: PAYMENT_METHOD.bankTransfer },
  { gatewayName: 'Nomba', status: true, paymentWalletEnumId: PAYMENT_METHOD.nomba },
  { gatewayName: 'CreditDirect', status: true, paymentWalletEnumId: PAYMENT_METHOD.bnpl },
  { gatewayName: 'Moniepoint', status: true, paymentWalletEnumId: PAYMENT_METHOD.moniepoint },
  { gatewayName: 'Opay', status: true, paymentWalletEnumId: PAYMENT_METHOD.opay },
  { gatewayName: 'FirstBank USSD', status: true, paymentWalletEnumId: 4 },
  { gatewayName: 'UnionBank', status: true, paymentWalletEnumId: 10 },
  { gatewayName: 'Bank USSD', status: true, paymentWalletEnumId: 12 },
  { gatewayName: 'Woven', status: false, paymentWalletEnumId: 27 },
]

// SPEC §5: never FirstBank USSD, UnionBank or bank USSD.
const EXCLUDED = new Set(['firstbank ussd', 'unionbank', 'bank ussd'])

/**
 * SPEC §5 and §6: status true only; the wallets only for a signed-in customer, and never to fund
 * the wallet itself (service 5 is bills and wallet funding; bills pay by wallet through their own
 * call).
 */
export function gatewaysFor(
  serviceId: 1 | 2 | 5,
  signedIn: boolean,
  offered: (methodId: number) => boolean = () => true,
) {
  return CATALOGUE.filter((g) => g.status && offered(g.paymentWalletEnumId))
    .filter((g) => !EXCLUDED.has(g.gatewayName.toLowerCase()))
    .filter((g) => !g.wallet || (signedIn && serviceId !== 5))
    .map(({ gatewayName, status, paymentWalletEnumId }) => ({
      gatewayName,
      status,
      paymentWalletEnumId,
    }))
}
