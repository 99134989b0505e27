import { useState } from 'react'
import type { BillPayment } from '#shared/contract/bills.ts'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira } from '#shared/domain/money.ts'

/** SPEC §4 Bills: the success, failed and pending modals; electricity's token, copyable. */
export function BillResult({ bill, onDone }: { bill: BillPayment; onDone: () => void }) {
  const [copied, setCopied] = useState('')
  const success = bill.status === 'success'
  const failed = bill.status === 'failed' || bill.status === 'refunded'
  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(token)
      setCopied(messages.copied)
    } catch {
      setCopied('Could not copy the token: please note it down.')
    }
  }
  return (
    <div className={`bill-result bill-result--${bill.status}`}>
      <p role={failed ? 'alert' : 'status'} className="bill-result__headline">
        {success ? messages.billSuccess : failed ? messages.billFailed : messages.billPending}
      </p>
      {success && (
        <p>
          {bill.token ? messages.electricityPurchased : messages.airtimePurchased}{' '}
          {formatNaira(bill.amount)} {bill.itemName ? `(${bill.itemName})` : ''}
        </p>
      )}
      {/* What was charged, as the bill payments list shows it: the plan and the fee. */}
      {success && bill.fee > 0 && (
        <p>
          You paid {formatNaira(bill.amount + bill.fee)}, with a {formatNaira(bill.fee)} fee.
        </p>
      )}
      {bill.status === 'refunded' && <p>The amount has been returned to your wallet.</p>}
      {bill.status === 'pending' && (
        <p>We will update your bill payments as soon as the biller confirms it.</p>
      )}
      {bill.token && (
        <div className="bill-token">
          <p>Your token</p>
          <p className="bill-token__value">{bill.token}</p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void copy(bill.token!)}
          >
            Copy token
          </button>
          <p role="status">{copied}</p>
        </div>
      )}
      <p className="field__hint">Reference: {bill.reference}</p>
      <button type="button" className="button" onClick={onDone}>
        Done
      </button>
    </div>
  )
}
