import { useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  amountRangeProblem,
  BILL_CATEGORY,
  billFeeKobo,
  ELECTRICITY_RANGE,
  VALID_CUSTOMER,
} from '#shared/domain/bills.ts'
import * as messages from '#shared/domain/messages.ts'
import { nairaToKobo, parseNaira } from '#shared/domain/money.ts'
import { billersQueryOptions, billsApi, paymentItemsQueryOptions } from '#app/api/bills.queries.ts'
import { Field } from '#app/ui/field.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { BILLS_OFFLINE, billsProblem, type BillOrder } from './bill-order.ts'
import { useBillProblem } from './bill-problem.ts'

/** SPEC §2 electricity: provider, meter type, meter number, amount; Proceed validates first. */
export function ElectricityForm({ onOrder }: { onOrder: (order: BillOrder) => void }) {
  const discos = useQuery(billersQueryOptions(BILL_CATEGORY.electricity))
  const [billerId, setBillerId] = useState(0)
  const [type, setType] = useState<'Prepaid' | 'Postpaid'>('Prepaid')
  const [meter, setMeter] = useState('')
  const [amount, setAmount] = useState('')
  const [busy, setBusy] = useState(false)
  const { problem, alertId, refuse, say, tie } = useBillProblem()
  const items = useQuery(paymentItemsQueryOptions(billerId))
  const queryClient = useQueryClient()

  async function proceed(event: FormEvent) {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    const disco = discos.data?.find((d) => d.billerid === billerId)
    // An amount that cannot be read is NaN kobo: outside the range.
    const amountKobo = nairaToKobo(parseNaira(amount) ?? Number.NaN)
    const outside = amountRangeProblem(ELECTRICITY_RANGE, amountKobo)
    if (!disco) return refuse(form, 'provider', 'Choose your electricity provider.')
    if (!/^\d{10,13}$/.test(meter.trim()))
      return refuse(form, 'meter', 'Enter your meter number (10 to 13 digits).')
    if (outside) return refuse(form, 'amount', outside)
    setBusy(true)
    say(null)
    // A tap on Proceed while the provider's plans are still arriving waits for them.
    const plans =
      items.data ??
      (await queryClient.ensureQueryData(paymentItemsQueryOptions(billerId)).catch(() => undefined))
    const item = plans?.find((i) => i.paymentitemname.endsWith(type))
    if (!item) {
      setBusy(false)
      return say(billsProblem(messages.errorFetchingPlans))
    }
    const checked = await billsApi.validate(meter.trim(), item.paymentCode).catch(() => null)
    setBusy(false)
    if (checked?.responseCode !== VALID_CUSTOMER)
      return refuse(form, 'meter', billsProblem(messages.errorValidatingMeter))
    onOrder({
      categoryId: BILL_CATEGORY.electricity,
      billerName: disco.billername,
      itemName: item.paymentitemname,
      paymentCode: item.paymentCode,
      customerId: meter.trim(),
      customerMobile: '',
      customerName: checked.fullName,
      amountKobo,
      feeKobo: billFeeKobo(BILL_CATEGORY.electricity),
    })
  }

  return (
    <form onSubmit={(event) => void proceed(event)} noValidate className="bill-form">
      <FormAlert
        id={alertId}
        message={problem ?? (discos.isError ? billsProblem(messages.errorFetchingDiscos) : null)}
      />
      {discos.fetchStatus === 'paused' && (
        <p role="alert" className="notice">
          {BILLS_OFFLINE}
        </p>
      )}
      <Field label="Provider">
        {(control) => (
          <select
            {...control}
            {...tie('provider')}
            value={billerId || ''}
            onChange={(event) => setBillerId(Number(event.target.value))}
          >
            <option value="">{discos.isPending ? 'Loading providers…' : 'Select provider'}</option>
            {discos.data?.map((d) => (
              <option key={d.billerid} value={d.billerid}>
                {d.billername}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Meter Type">
        {(control) => (
          <select
            {...control}
            value={type}
            onChange={(event) => setType(event.target.value as 'Prepaid' | 'Postpaid')}
          >
            <option value="Prepaid">Prepaid</option>
            <option value="Postpaid">Postpaid</option>
          </select>
        )}
      </Field>
      <Field label="Meter Number">
        {(control) => (
          <input
            {...control}
            {...tie('meter')}
            inputMode="numeric"
            value={meter}
            onChange={(event) => setMeter(event.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <Field label="Amount" hint="A ₦100 service fee is added.">
        {(control) => (
          <input
            {...control}
            {...tie('amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Checking…' : 'Proceed'}
      </button>
    </form>
  )
}
