import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { GATEWAYS, type GatewayKey } from '#shared/domain/payment-methods.ts'
import { errorMessage } from '#app/api/http.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { readTransaction } from '#app/lib/trip-storage.ts'
import { checkoutUrl } from '#app/api/payment-start.ts'
import './payment.css'

/** SPEC §2 provider hand-off (/pay-paystack, /pay-flutter, /pay-budpay): name and one button. */
export function HandOffPage({ gateway, reference }: { gateway: GatewayKey; reference?: string }) {
  const info = GATEWAYS[gateway]
  const [transaction] = useState(readTransaction)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const amount = transaction && transaction.refCode === reference ? transaction.amount : null

  async function pay() {
    if (!reference) return
    setBusy(true)
    setProblem(null)
    try {
      window.location.assign(await checkoutUrl(info.methodId, reference))
    } catch (error) {
      setBusy(false)
      setProblem(errorMessage(error, messages.paymentInitError))
    }
  }

  return (
    <div className="page result">
      <div className="result__outcome">
        <p className={`provider-logo provider-logo--${gateway}`} aria-hidden="true">
          {info.name}
        </p>
        <h1>Pay with {info.name}</h1>
        {!reference ? (
          <p>No booking to pay for was found. Please book again.</p>
        ) : (
          <>
            <p>
              Booking reference <strong>{reference}</strong>
              {amount !== null && (
                <>
                  {' '}
                  · Amount <strong>{formatNaira(amount)}</strong>
                </>
              )}
            </p>
            {problem && <p role="alert">{problem}</p>}
            {busy ? (
              <Spinner label={`Taking you to ${info.name}…`} />
            ) : (
              <button type="button" className="button button--block" onClick={() => void pay()}>
                Pay with {info.name}
              </button>
            )}
          </>
        )}
        <div className="actions">
          <Link to="/" className="link-button">
            Go Home
          </Link>
        </div>
      </div>
    </div>
  )
}
