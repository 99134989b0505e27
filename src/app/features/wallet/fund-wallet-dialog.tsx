import { useRef, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { parseNaira } from '#shared/domain/money.ts'
import { PAYMENT_METHOD } from '#shared/domain/payment-methods.ts'
import { fundingOverMax, MAX_FUNDING_KOBO } from '#shared/domain/wallet.ts'
import { errorMessage } from '#app/api/http.ts'
import { gatewayName, gatewaysQueryOptions, type Gateway } from '#app/api/gateways.queries.ts'
import { checkoutUrl } from '#app/api/payment-start.ts'
import { walletApi } from '#app/api/wallet.queries.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { Field } from '#app/ui/field.tsx'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { GatewayList } from '#app/ui/gateway-list.tsx'
import { Spinner } from '#app/ui/spinner.tsx'

/**
 * SPEC §2 Fund Wallet: an amount, then the gateways of service 5 as tiles by
 * paymentWalletEnumId. Card-type gateways go to their checkout (the sandbox page by default);
 * a bank transfer (26) goes to the wallet transfer page with the virtual account.
 */
export function FundWalletDialog(props: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const gateways = useQuery({ ...gatewaysQueryOptions(5), enabled: props.open })
  const [amount, setAmount] = useState('')
  const form = useRef<HTMLFormElement>(null)
  // The amount's own problem is tied to its field; the gateway's says itself above the form.
  const [invalid, setInvalid] = useState<string>()
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<string | null>(null)

  async function fundWith(gateway: Gateway) {
    const naira = parseNaira(amount)
    // SPEC §5: an amount of 0 gives 'Invalid amount.'; over one funding's limit, the limit.
    const tooMuch = naira !== null && naira > MAX_FUNDING_KOBO / 100
    if (naira === null || naira <= 0 || tooMuch) {
      setInvalid(tooMuch ? fundingOverMax : messages.invalidAmount)
      setProblem(null)
      return form.current && focusFirstInvalid(form.current)
    }
    setInvalid(undefined)
    setProblem(null)
    setProgress(`Taking you to ${gateway.gatewayName}…`)
    try {
      const funding = await walletApi.createFunding(naira)
      if (gateway.paymentWalletEnumId === PAYMENT_METHOD.bankTransfer) {
        void navigate({ to: '/wallet-woven-pay', search: { ref: funding.Reference } })
        return
      }
      window.location.assign(await checkoutUrl(gateway.paymentWalletEnumId, funding.Reference))
    } catch (error) {
      setProgress(null)
      setProblem(errorMessage(error, messages.paymentInitError))
    }
  }

  return (
    <Dialog open={props.open} title="Fund Wallet" onClose={props.onClose}>
      {progress ? (
        <Spinner label={progress} />
      ) : (
        <form ref={form} onSubmit={(event: FormEvent) => event.preventDefault()} noValidate>
          <FormAlert message={problem} />
          <Field label="Amount" hint="In naira, e.g. 20000" error={invalid}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            )}
          </Field>
          <p>Choose how to pay</p>
          <GatewayList
            label="Funding options"
            choices={gateways.data ?? []}
            nameOf={gatewayName}
            onChoose={(gateway) => void fundWith(gateway)}
            source={gateways}
          />
        </form>
      )}
    </Dialog>
  )
}
