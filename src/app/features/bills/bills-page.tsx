import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { formatNaira } from '#shared/domain/money.ts'
import { myBillsQueryOptions } from '#app/api/bills.queries.ts'
import { errorMessage } from '#app/api/http.ts'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { Tabs } from '#app/ui/tabs.tsx'
import { AirtimeForm } from './airtime-form.tsx'
import { BillCheckout } from './bill-checkout.tsx'
import type { BillOrder } from './bill-order.ts'
import { DataForm } from './data-form.tsx'
import { ElectricityForm } from './electricity-form.tsx'
import { TvForm } from './tv-form.tsx'
import { formatDateTime } from '#app/lib/format-day.ts'
import '#app/ui/account.css'
import './bills.css'

const CARDS = [
  { id: 'airtime', label: 'Top Up Airtime' },
  { id: 'data', label: 'Data Bundle' },
  { id: 'tv', label: 'Tv Subscription' },
  { id: 'electricity', label: 'Electricity' },
] as const
export type BillKind = (typeof CARDS)[number]['id']

/** SPEC §2 Bills Payment: four cards, each its form; then the user's bill payments. */
export function BillsPage({ initial = 'airtime' }: { initial?: BillKind }) {
  const [kind, setKind] = useState<BillKind>(initial)
  const [order, setOrder] = useState<BillOrder | null>(null)
  return (
    <SidebarLayout title="Bills Payment">
      <p className="page__lead">
        Top up airtime for MTN, Glo, 9mobile and Airtel, buy data, renew TV and pay for electricity.
      </p>
      <Tabs label="Bills" tabs={CARDS} selected={kind} onSelect={setKind} variant="pill">
        {kind === 'airtime' && <AirtimeForm onOrder={setOrder} />}
        {kind === 'data' && <DataForm onOrder={setOrder} />}
        {kind === 'tv' && <TvForm onOrder={setOrder} />}
        {kind === 'electricity' && <ElectricityForm onOrder={setOrder} />}
      </Tabs>
      {order && <BillCheckout order={order} onClose={() => setOrder(null)} />}
      <MyBills />
    </SidebarLayout>
  )
}

const STATUS: Record<string, string> = {
  success: 'Successful',
  pending: 'Processing',
  paid: 'Processing',
  failed: 'Failed',
  refunded: 'Failed — refunded to wallet',
}

function MyBills() {
  const list = useQuery(myBillsQueryOptions())
  return (
    <section className="my-bills" aria-labelledby="my-bills">
      <h2 id="my-bills">Your bill payments</h2>
      {list.isPending && <Spinner label="Loading your bill payments…" />}
      {list.isError && <p role="alert">{errorMessage(list.error)}</p>}
      {list.data?.length === 0 && <p className="notice">No bill payments yet.</p>}
      {list.data && list.data.length > 0 && (
        <ul className="bill-list">
          {list.data.map((bill) => (
            <li key={bill.reference} className="bill-row">
              <p>
                <strong>{bill.itemName ?? bill.billerName}</strong>
                {bill.customerId && ` · ${bill.customerId}`}
              </p>
              <p>
                {formatNaira(bill.amount + bill.fee)} · {STATUS[bill.status] ?? bill.status} ·{' '}
                {formatDateTime(bill.createdAt)}
              </p>
              {bill.token && (
                <p>
                  Token: <span className="bill-token__value">{bill.token}</span>
                </p>
              )}
              <p className="field__hint">Reference: {bill.reference}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
