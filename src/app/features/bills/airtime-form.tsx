import { useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  AIRTIME_RANGE,
  amountRangeProblem,
  BILL_CATEGORY,
  NETWORK_BILLER,
  networkOf,
  type Network,
} from '#shared/domain/bills.ts'
import * as messages from '#shared/domain/messages.ts'
import { toLocalPhone } from '#shared/domain/phone.ts'
import { nairaToKobo, parseNaira } from '#shared/domain/money.ts'
import { billsApi, paymentItemsQueryOptions } from '#app/api/bills.queries.ts'
import { Field } from '#app/ui/field.tsx'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { billPhoneProblem, billsProblem, recentNumbers, type BillOrder } from './bill-order.ts'
import { useBillProblem } from './bill-problem.ts'

const NETWORKS = Object.keys(NETWORK_BILLER) as Network[]

/** SPEC §2 airtime: phone, amount, network (looked up on amount entry, or picked), recents. */
export function AirtimeForm({ onOrder }: { onOrder: (order: BillOrder) => void }) {
  const [phone, setPhone] = useState('')
  const [amount, setAmount] = useState('')
  const [network, setNetwork] = useState<Network | ''>('')
  const { problem, alertId, refuse, say, tie } = useBillProblem()
  const recents = recentNumbers('airtime')
  const billerId = network ? NETWORK_BILLER[network] : 0
  const items = useQuery(paymentItemsQueryOptions(billerId))
  const queryClient = useQueryClient()

  async function lookUp(value: string, chosen = network) {
    // SPEC §4: network lookup on amount entry; the number's prefix suggests, the user decides.
    const number = toLocalPhone(value)
    if (chosen || !number) return
    const local = networkOf(number)
    if (local) return setNetwork(local)
    const found = await billsApi.lookup(number).catch(() => null)
    if (found) setNetwork(found.network)
  }

  async function proceed(event: FormEvent) {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    // SPEC §5: airtime Proceed needs phone and amount; the number as Nigerians type it (+234…,
    // 234…, 0803 123 4567), sent as 0803….
    const mobile = toLocalPhone(phone)
    // An amount that cannot be read is NaN kobo: outside the range.
    const amountKobo = nairaToKobo(parseNaira(amount) ?? Number.NaN)
    if (!mobile) return refuse(form, 'phone', billPhoneProblem(phone))
    const outside = amountRangeProblem(AIRTIME_RANGE, amountKobo)
    if (outside) return refuse(form, 'amount', outside)
    if (!network) return refuse(form, 'network', 'Choose the network.')
    // A tap on Proceed while the network's plans are still arriving waits for them.
    const plans =
      items.data ??
      (await queryClient.ensureQueryData(paymentItemsQueryOptions(billerId)).catch(() => undefined))
    const item = plans?.find((i) => i.amount === 0)
    if (!item) return say(billsProblem(messages.errorFetchingPlans))
    say(null)
    onOrder({
      categoryId: BILL_CATEGORY.airtime,
      billerName: network,
      itemName: item.paymentitemname,
      paymentCode: item.paymentCode,
      customerId: mobile,
      customerMobile: mobile,
      customerName: null,
      amountKobo,
      feeKobo: 0,
    })
  }

  return (
    <form onSubmit={(event) => void proceed(event)} noValidate className="bill-form">
      <FormAlert id={alertId} message={problem} />
      {recents.length > 0 && (
        <div className="bill-recents" role="group" aria-label="Recent numbers">
          {recents.map((n) => (
            <button
              key={n}
              type="button"
              className="chip"
              onClick={() => {
                // Another number: the network is looked up again, as when one is typed (tester O:
                // a Glo number kept the MTN of the number typed before).
                setPhone(n)
                setNetwork('')
                if (amount) void lookUp(n, '')
              }}
            >
              {n}
            </button>
          ))}
        </div>
      )}
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
              setNetwork('')
            }}
          />
        )}
      </Field>
      <Field label="Amount">
        {(control) => (
          <input
            {...control}
            {...tie('amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => void lookUp(phone)}
            onFocus={() => void lookUp(phone)}
          />
        )}
      </Field>
      <Field label="Network">
        {(control) => (
          <select
            {...control}
            {...tie('network')}
            value={network}
            onChange={(event) => setNetwork(event.target.value as Network)}
          >
            <option value="">Select network</option>
            {NETWORKS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button">
        Proceed
      </button>
    </form>
  )
}
