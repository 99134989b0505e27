import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatNaira } from '#shared/domain/money.ts'
import { errorMessage } from '#app/api/http.ts'
import { walletApi, walletKeys } from '#app/api/wallet.queries.ts'
import { Spinner } from '#app/ui/spinner.tsx'

const TITLES = {
  credited: 'Your wallet has been funded',
  failed: 'Wallet funding failed',
  cancelled: 'Wallet funding cancelled',
  pending: 'Payment pending',
} as const

const MESSAGES = {
  credited: (amount: number) => `${formatNaira(amount)} has been added to your wallet.`,
  failed: () => 'The payment was not successful. Your wallet was not charged.',
  cancelled: () => 'The payment was cancelled. Nothing was charged.',
  pending: () =>
    'Your payment is still processing. Your wallet will be credited once it is confirmed.',
}

/** A gateway's return page for a wallet funding: the server verifies, then credits once. */
export function FundingResult({ reference }: { reference: string }) {
  const funding = useQuery({
    queryKey: [...walletKeys.all, 'funding', reference.toUpperCase()],
    queryFn: () => walletApi.verifyFunding(reference),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  })
  if (funding.isPending) return <Spinner label="Confirming your payment" />
  const status = funding.data?.Status
  const outcome =
    status === 'credited' || status === 'failed' || status === 'cancelled' ? status : 'pending'
  return (
    <div className="page result">
      <div className="result__outcome">
        <h1>{funding.isError ? 'Wallet funding' : TITLES[outcome]}</h1>
        <p role={funding.isError ? 'alert' : 'status'}>
          {funding.isError
            ? errorMessage(funding.error)
            : MESSAGES[outcome](funding.data?.Amount ?? 0)}
        </p>
        <div className="actions">
          {(funding.isError || outcome === 'pending') && (
            <button type="button" className="button" onClick={() => void funding.refetch()}>
              Check Again
            </button>
          )}
          <Link to="/profile" className="button">
            Go to Wallet
          </Link>
        </div>
      </div>
    </div>
  )
}
