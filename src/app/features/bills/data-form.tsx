import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { BILL_CATEGORY, NETWORK_BILLER, networkOf, type Network } from '#shared/domain/bills.ts'
import * as messages from '#shared/domain/messages.ts'
import { toLocalPhone } from '#shared/domain/phone.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { paymentItemsQueryOptions } from '#app/api/bills.queries.ts'
import { Field } from '#app/ui/field.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { billPhoneProblem, billsProblem, type BillOrder } from './bill-order.ts'
import { useBillProblem } from './bill-problem.ts'

const NETWORKS = Object.keys(NETWORK_BILLER) as Network[]

/** SPEC §2 data: phone, network tiles, the bundle list, the amount read-only. */
export function DataForm({ onOrder }: { onOrder: (order: BillOrder) => void }) {
  const [phone, setPhone] = useState('')
  const [network, setNetwork] = useState<Network | ''>('')
  const [code, setCode] = useState('')
  const { problem, alertId, refuse, say, tie } = useBillProblem()
  const items = useQuery(paymentItemsQueryOptions(network ? NETWORK_BILLER[network] : 0))
  const bundles = (items.data ?? []).filter((i) => i.amount > 0)
  const bundle = bundles.find((b) => b.paymentCode === code)

  function proceed(event: FormEvent) {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    // SPEC §5: the number as Nigerians type it (+234…, 234…, 0803 123 4567), sent as 0803….
    const mobile = toLocalPhone(phone)
    if (!mobile) return refuse(form, 'phone', billPhoneProblem(phone))
    if (!network) return refuse(form, 'data-network', 'Choose the network.')
    if (!bundle) return refuse(form, 'bundle', 'Choose a bundle.')
    say(null)
    onOrder({
      categoryId: BILL_CATEGORY.data,
      billerName: network,
      itemName: bundle.paymentitemname,
      paymentCode: bundle.paymentCode,
      customerId: mobile,
      customerMobile: mobile,
      customerName: null,
      amountKobo: bundle.amount,
      feeKobo: 0,
    })
  }

  return (
    <form onSubmit={proceed} noValidate className="bill-form">
      <FormAlert id={alertId} message={problem} />
      <Field label="Phone Number">
        {(control) => (
          <input
            {...control}
            {...tie('phone')}
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value)
              // The network follows the number (a network picked by hand stays until the number
              // changes): a bundle of another network is not offered for it.
              const found = networkOf(event.target.value)
              if (found && found !== network) {
                setNetwork(found)
                setCode('')
              }
            }}
          />
        )}
      </Field>
      <fieldset
        className="network-tiles"
        aria-invalid={tie('data-network')['aria-invalid']}
        aria-describedby={tie('data-network')['aria-describedby']}
      >
        <legend>Network</legend>
        {NETWORKS.map((n) => (
          <label key={n} className="network-tile">
            <input
              type="radio"
              name="data-network"
              value={n}
              checked={network === n}
              onChange={() => {
                setNetwork(n)
                setCode('')
              }}
            />
            {n}
          </label>
        ))}
      </fieldset>
      {items.fetchStatus === 'fetching' && <Spinner label="Loading bundles…" />}
      {/* No signal for this network's bundles: said, not an empty list. */}
      {items.fetchStatus === 'paused' && (
        <p role="status" className="notice">
          Offline: {network}'s bundles load when you are back online.
        </p>
      )}
      {items.isError && <p role="alert">{billsProblem(messages.errorFetchingPlans)}</p>}
      <Field label="Bundle">
        {(control) => (
          <select
            {...control}
            {...tie('bundle')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          >
            <option value="">{network ? 'Select a bundle' : 'Choose the network first'}</option>
            {bundles.map((b) => (
              <option key={b.paymentCode} value={b.paymentCode}>
                {b.paymentitemname} — {formatNaira(koboToNaira(b.amount))}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Amount">
        {(control) => (
          <input
            {...control}
            readOnly
            value={bundle ? formatNaira(koboToNaira(bundle.amount)) : ''}
          />
        )}
      </Field>
      <button type="submit" className="button">
        Proceed
      </button>
    </form>
  )
}
