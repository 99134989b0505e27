import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { BILL_CATEGORY, billFeeKobo, VALID_CUSTOMER } from '#shared/domain/bills.ts'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira, koboToNaira } from '#shared/domain/money.ts'
import { billersQueryOptions, billsApi, paymentItemsQueryOptions } from '#app/api/bills.queries.ts'
import { Field } from '#app/ui/field.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { BILLS_OFFLINE, billsProblem, recentNumbers, type BillOrder } from './bill-order.ts'
import { useBillProblem } from './bill-problem.ts'

/** SPEC §2 TV: recent cards, provider, smart card number, plan; Proceed validates first. */
export function TvForm({ onOrder }: { onOrder: (order: BillOrder) => void }) {
  const providers = useQuery(billersQueryOptions(BILL_CATEGORY.tv))
  const [billerId, setBillerId] = useState(0)
  const [card, setCard] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const { problem, alertId, refuse, say, tie } = useBillProblem()
  const plans = useQuery(paymentItemsQueryOptions(billerId))
  const plan = plans.data?.find((p) => p.paymentCode === code)
  const recents = recentNumbers('tv')

  async function proceed(event: FormEvent) {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    const provider = providers.data?.find((p) => p.billerid === billerId)
    if (!provider) return refuse(form, 'provider', 'Choose your TV provider.')
    if (!/^\d{10,13}$/.test(card.trim()))
      return refuse(form, 'card', 'Enter your smart card number (10 to 13 digits).')
    if (!plan) return refuse(form, 'plan', 'Choose a plan.')
    setBusy(true)
    say(null)
    const checked = await billsApi.validate(card.trim(), plan.paymentCode).catch(() => null)
    setBusy(false)
    // SPEC §5: validation must answer 90000.
    if (checked?.responseCode !== VALID_CUSTOMER)
      return refuse(form, 'card', billsProblem(messages.errorValidatingInfo))
    onOrder({
      categoryId: BILL_CATEGORY.tv,
      billerName: provider.billername,
      itemName: plan.paymentitemname,
      paymentCode: plan.paymentCode,
      customerId: card.trim(),
      customerMobile: '',
      customerName: checked.fullName,
      amountKobo: plan.amount,
      feeKobo: billFeeKobo(BILL_CATEGORY.tv),
    })
  }

  return (
    <form onSubmit={(event) => void proceed(event)} noValidate className="bill-form">
      <FormAlert
        id={alertId}
        message={
          problem ?? (providers.isError ? billsProblem(messages.errorFetchingTvProviders) : null)
        }
      />
      {recents.length > 0 && (
        <div className="bill-recents" role="group" aria-label="Recent card numbers">
          {recents.map((n) => (
            <button key={n} type="button" className="chip" onClick={() => setCard(n)}>
              {n}
            </button>
          ))}
        </div>
      )}
      {providers.fetchStatus === 'paused' && (
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
            onChange={(event) => {
              setBillerId(Number(event.target.value))
              setCode('')
            }}
          >
            <option value="">
              {providers.isPending ? 'Loading providers…' : 'Select provider'}
            </option>
            {providers.data?.map((p) => (
              <option key={p.billerid} value={p.billerid}>
                {p.billername}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Smart Card Number">
        {(control) => (
          <input
            {...control}
            {...tie('card')}
            inputMode="numeric"
            value={card}
            onChange={(event) => setCard(event.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      {plans.isError && <p role="alert">{billsProblem(messages.errorFetchingPlans)}</p>}
      <Field label="Plan" hint="A ₦100 service fee is added.">
        {(control) => (
          <select
            {...control}
            {...tie('plan')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          >
            <option value="">{billerId ? 'Select a plan' : 'Choose the provider first'}</option>
            {(plans.data ?? []).map((p) => (
              <option key={p.paymentCode} value={p.paymentCode}>
                {p.paymentitemname} — {formatNaira(koboToNaira(p.amount))}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Checking…' : 'Proceed'}
      </button>
    </form>
  )
}
