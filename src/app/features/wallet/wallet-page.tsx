import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatNaira } from '#shared/domain/money.ts'
import { errorMessage } from '#app/api/http.ts'
import {
  TRANSACTIONS_PAGE_SIZE,
  transactionsQueryOptions,
  walletQueryOptions,
} from '#app/api/wallet.queries.ts'
import { SidebarLayout } from '#app/ui/sidebar-layout.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { FundWalletDialog } from './fund-wallet-dialog.tsx'
import { SetUpWalletDialog } from './set-up-wallet-dialog.tsx'
import { formatDateTime } from '#app/lib/format-day.ts'
import '#app/ui/account.css'
import './wallet.css'

/** SPEC §2 Wallet (/profile): balance, 'Fund wallet' or 'Set Up Wallet', and the transactions. */
export function WalletPage() {
  const wallet = useQuery(walletQueryOptions())
  const [dialog, setDialog] = useState<'setup' | 'pin-needed' | 'fund' | null>(null)
  const ready = wallet.data?.HasPin === true
  // SPEC §4: a wallet with no PIN on load brings an alert and the code to set one, once per
  // visit. Only on the server's fresh answer: a copy kept from before may predate the PIN.
  const [pinAsked, setPinAsked] = useState(false)
  const fresh = wallet.isSuccess && wallet.isFetchedAfterMount && !wallet.isFetching
  const noPin = fresh && wallet.data !== null && !ready
  if (noPin && !pinAsked) {
    setPinAsked(true)
    setDialog('pin-needed')
  }

  return (
    <SidebarLayout title="Digital wallet">
      {wallet.isPending && <Spinner label="Loading your wallet…" />}
      {wallet.isError && (
        <div role="alert" className="notice">
          <p>{errorMessage(wallet.error)}</p>
          <button type="button" className="button" onClick={() => void wallet.refetch()}>
            Try Again
          </button>
        </div>
      )}
      {wallet.isSuccess && (
        <>
          <section className="wallet-card" aria-label="Wallet balance">
            <p className="wallet-card__label">Your balance</p>
            <p className="wallet-card__amount">{formatNaira(wallet.data?.AvailableBalance ?? 0)}</p>
            <p className="wallet-card__cashback">
              Cashback: {formatNaira(wallet.data?.CashbackBalance ?? 0)}
            </p>
            {ready ? (
              <button type="button" className="button" onClick={() => setDialog('fund')}>
                Fund wallet
              </button>
            ) : (
              <button type="button" className="button" onClick={() => setDialog('setup')}>
                Set Up Wallet
              </button>
            )}
          </section>
          {wallet.data?.IsLocked && (
            <p role="alert" className="notice">
              Your wallet is locked after 3 wrong PINs.{' '}
              <Link to="/setting">Reset your wallet PIN</Link> to unlock it.
            </p>
          )}
          {wallet.data && <Transactions />}
        </>
      )}
      <SetUpWalletDialog
        open={dialog === 'setup' || dialog === 'pin-needed'}
        pinNeeded={dialog === 'pin-needed'}
        wallet={wallet.data ?? null}
        onClose={() => setDialog(null)}
        onFund={() => setDialog('fund')}
      />
      <FundWalletDialog open={dialog === 'fund'} onClose={() => setDialog(null)} />
    </SidebarLayout>
  )
}

function Transactions() {
  const [page, setPage] = useState(1)
  const list = useQuery({ ...transactionsQueryOptions(page), placeholderData: keepPreviousData })
  const pages = Math.max(1, Math.ceil((list.data?.Total ?? 0) / TRANSACTIONS_PAGE_SIZE))
  return (
    <section className="wallet-transactions" aria-labelledby="wallet-transactions">
      <h2 id="wallet-transactions">Transactions</h2>
      {list.isPending && <Spinner label="Loading transactions…" />}
      {list.isError && <p role="alert">{errorMessage(list.error)}</p>}
      {list.data && list.data.Items.length === 0 && (
        <p className="notice">No transactions yet. Fund your wallet to get started.</p>
      )}
      {list.data && list.data.Items.length > 0 && (
        <>
          <table className="wallet-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Balance after</th>
              </tr>
            </thead>
            <tbody>
              {list.data.Items.map((item) => (
                <tr key={item.Reference}>
                  <td>{formatDateTime(item.Date)}</td>
                  <td>
                    {item.Description}
                    {item.Pocket === 'cashback' && <span className="wallet-tag">Cashback</span>}
                  </td>
                  {/* On a phone the header is hidden: each figure says what it is. */}
                  <td
                    className={item.Amount < 0 ? 'wallet-debit' : 'wallet-credit'}
                    data-label="Amount"
                  >
                    {item.Amount < 0 ? '−' : '+'}
                    {formatNaira(Math.abs(item.Amount))}
                  </td>
                  <td
                    data-label={
                      item.Pocket === 'cashback' ? 'Cashback balance after' : 'Balance after'
                    }
                  >
                    {formatNaira(item.BalanceAfter)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="wallet-pager" aria-label="Transaction pages">
            <button
              type="button"
              className="button button--ghost"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="button button--ghost"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  )
}
