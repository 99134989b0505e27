import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as messages from '#shared/domain/messages.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { WALLET_TRANSFER_MINUTES } from '#shared/domain/wallet.ts'
import { errorMessage } from '#app/api/http.ts'
import { walletApi, walletKeys } from '#app/api/wallet.queries.ts'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { ExpiryCountdown, useSecondsLeft } from './expiry-countdown.tsx'

const TITLE = 'Fund your wallet by bank transfer'
const POLL_MS = 5_000

/**
 * SPEC §2 wallet variant of the pending transfer and the wallet transfer instructions: the
 * virtual account (SPEC §3), transfer within 30 minutes, 'Go to Wallet'. While open it asks
 * whether the transfer has arrived; the wallet is credited only once the server verifies it.
 */
export function WalletTransferPage({ reference }: { reference?: string }) {
  const account = useQuery({
    queryKey: [...walletKeys.all, 'virtual-account', reference],
    queryFn: () => walletApi.virtualAccount(reference ?? ''),
    enabled: Boolean(reference),
    staleTime: Infinity,
    retry: false,
  })
  if (!reference)
    return (
      <Page title={TITLE}>
        <p>No wallet funding was found.</p>
        <GoToWallet />
      </Page>
    )
  if (account.isPending) return <Spinner label="Getting your transfer details" />
  if (account.isError)
    return (
      <Page title={TITLE}>
        <p role="alert">{errorMessage(account.error)}</p>
        <GoToWallet />
      </Page>
    )
  return <Instructions account={account.data} />
}

function GoToWallet() {
  return (
    <div className="actions">
      <Link to="/profile" className="button">
        Go to Wallet
      </Link>
    </div>
  )
}

function Instructions(props: {
  account: { account_name: string; vnuban: string; bank_name: string; max_amount: number } & {
    account_reference: string
    expires_at: string
  }
}) {
  const { account } = props
  const [copied, setCopied] = useState('')
  const left = useSecondsLeft(account.expires_at)
  const funding = useQuery({
    queryKey: [...walletKeys.all, 'funding', account.account_reference],
    queryFn: () => walletApi.verifyFunding(account.account_reference),
    // Asked after the countdown too: money sent in time may reach the wallet after it ends.
    refetchInterval: (query) =>
      ['credited', 'failed', 'cancelled'].includes(query.state.data?.Status ?? '')
        ? false
        : POLL_MS,
  })
  if (funding.data?.Status === 'credited')
    return (
      <Page title="Your wallet has been funded">
        <p role="status">{formatNaira(funding.data.Amount)} has been added to your wallet.</p>
        <GoToWallet />
      </Page>
    )
  if (left === 0)
    return (
      <Page title="This transfer window has closed">
        <p role="alert">
          The {WALLET_TRANSFER_MINUTES} minutes to transfer have run out. If you already sent the
          money it will still reach your wallet once the bank confirms it.
        </p>
        <GoToWallet />
      </Page>
    )
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(`Account number: ${messages.copied}`)
    } catch {
      setCopied('Could not copy the account number: please note it down.')
    }
  }
  return (
    <Page
      title={TITLE}
      lead={`Transfer to the account below from any bank app within ${WALLET_TRANSFER_MINUTES} minutes.`}
    >
      <div className="status-block bank-details">
        <dl>
          <dt>Bank name</dt>
          <dd>{account.bank_name}</dd>
          <dt>Account name</dt>
          <dd>{account.account_name}</dd>
          <dt>Account number</dt>
          <dd>
            <span className="bank-details__code">{account.vnuban}</span>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label="Copy account number"
              onClick={() => void copy(account.vnuban)}
            >
              Copy
            </button>
          </dd>
          <dt>Amount</dt>
          <dd>{formatNaira(account.max_amount)}</dd>
          <dt>Reference</dt>
          <dd>{account.account_reference}</dd>
        </dl>
      </div>
      <ExpiryCountdown
        expiresAt={account.expires_at}
        lapse="this account number expires"
        expired="This account number has expired. Fund your wallet again for a new one."
      />
      <p className="field__hint">
        Keep this page open: it updates as soon as the transfer reaches your wallet.
      </p>
      <p role="status">{copied}</p>
      <GoToWallet />
    </Page>
  )
}
