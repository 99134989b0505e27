import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { CheckInResponse, type BookingRow } from '#shared/contract/booking.ts'
import { haversineKm } from '#shared/domain/haversine.ts'
import * as messages from '#shared/domain/messages.ts'
import { bookingMessages } from '#shared/domain/booking-messages.ts'
import { formatNaira } from '#shared/domain/money.ts'
import { departureAt } from '#shared/domain/departure-at.ts'
import { formatDepartureTime } from '#shared/domain/departure-time.ts'
import { ApiError, request } from '#app/api/http.ts'
import { departureTerminalsQueryOptions } from '#app/api/terminals.queries.ts'
import { reloadWhenReachable } from '#app/offline/chunk-failures.ts'
import { formatDateTime, formatDay } from '#app/lib/format-day.ts'
import { serverNow } from '#app/lib/server-clock.ts'
import { Spinner } from '#app/ui/spinner.tsx'
import { bookingStatusKeys, bookingStatusQueryOptions } from './booking-status.queries.ts'
import { FindBookingForm } from './check-in-form.tsx'
import '#app/ui/ticket.css'

/** SPEC §9: within 300 km of the departure terminal. The server checks again. */
const MAX_KM = 300
/** SPEC §4, §8: success goes home, and a failure of the server reloads, after 1.5 s. */
const AFTER_OUTCOME_MS = 1500

/** `reload`: the server failed (not a refusal, not a lost signal), so the page starts over. */
type Outcome = { ok: boolean; text: string; reload?: boolean } | null

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('unavailable'))
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: false,
      timeout: 15_000,
      maximumAge: 60_000,
    })
  })
}

/**
 * The leg a check-in by location is for, as the server picks it: the next not yet left (a round
 * trip's return once the outward bus has gone), else the last. On the server's clock.
 */
function legToCheckIn(rows: BookingRow[], now = serverNow().getTime()): BookingRow | undefined {
  const at = (row: BookingRow) => departureAt(row.departureDate, row.departureTime)
  return [...rows].filter((r) => at(r) > now).sort((a, b) => at(a) - at(b))[0] ?? rows.at(-1)
}

/** SPEC §2 /selfcheckin: the booking's date and amount, then check-in by device location. */
export function SelfCheckInPage({ reference }: { reference?: string }) {
  const navigate = useNavigate()
  return (
    <div className="page result">
      <h1>Check In</h1>
      {reference && <Booking reference={reference} />}
      <FindBookingForm
        title="Check in by location"
        initial={reference ?? ''}
        onFind={(ref) => void navigate({ to: '/selfcheckin', search: { ref } })}
      />
    </div>
  )
}

function Booking({ reference }: { reference: string }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const status = useQuery(bookingStatusQueryOptions(reference))
  const terminals = useQuery(departureTerminalsQueryOptions())
  const [busy, setBusy] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)

  useEffect(() => {
    if (!outcome?.ok && !outcome?.reload) return
    // SPEC §4: success goes home after 1.5 s; a failure of the server reloads the page after
    // 1.5 s, as the app's other reloads do, and only once the server answers (with no signal
    // the failure stays on screen, Check In beside it, rather than reload to no page at all).
    const timer = window.setTimeout(
      () => void (outcome.ok ? navigate({ to: '/' }) : reloadWhenReachable()),
      AFTER_OUTCOME_MS,
    )
    return () => window.clearTimeout(timer)
  }, [outcome, navigate])

  // Asked again after a failure (Find Booking): the spinner, not the failure, while it is.
  if (status.isPending || (status.isError && status.isFetching))
    return <Spinner label="Fetching your booking" />
  if (status.isError)
    return (
      <p role="alert" className="warning">
        {status.error instanceof ApiError && status.error.status === 404
          ? messages.bookingStatusNotFound(reference)
          : status.error.message}
      </p>
    )
  const row = legToCheckIn(status.data.status?.userData ?? [])
  if (!row) return null

  async function checkIn() {
    setOutcome(null)
    setBusy('Finding where you are…')
    let position: GeolocationPosition
    try {
      position = await currentPosition()
    } catch (error) {
      setBusy(null)
      // SPEC §8's message is for a refusal; a phone that was allowed but could not find where it
      // is (GPS off, no fix in time, no geolocation at all) is told to switch it on instead.
      const denied = (error as Partial<GeolocationPositionError>).code === 1
      return setOutcome({
        ok: false,
        text: denied ? messages.checkInLocationDenied : messages.checkInLocationUnavailable,
      })
    }
    const here = { latitude: position.coords.latitude, longitude: position.coords.longitude }
    const terminal = terminals.data?.find((t) => t.id === row!.departureTerminalId)
    if (terminal && haversineKm(here, terminal) >= MAX_KM) {
      setBusy(null)
      return setOutcome({ ok: false, text: messages.checkInTooFar })
    }
    setBusy('Checking you in…')
    try {
      await request('booking', '/SeatManagement/checkinbylocation', CheckInResponse, {
        body: { refCode: reference, ...here },
      })
      setOutcome({ ok: true, text: messages.checkInSuccess })
      void queryClient.invalidateQueries({ queryKey: bookingStatusKeys.one(reference) })
    } catch (error) {
      // SPEC §8: a refusal says why; a failure of the server says to try again, then reloads.
      // No signal (status 0) says to try again too, and waits for the traveller to.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500
      const offline = error instanceof ApiError && error.status === 0
      setOutcome({
        ok: false,
        text: refused ? error.shortDescription : messages.checkInError,
        reload: !refused && !offline,
      })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="status-block" aria-labelledby="self-check-in">
      <h2 id="self-check-in">Booking {row.bookingReferenceCode}</h2>
      <dl>
        <dt>Booking date</dt>
        <dd>{formatDateTime(row.createdDate)}</dd>
        <dt>Total amount</dt>
        <dd>{formatNaira(row.totalAmount)}</dd>
        <dt>From</dt>
        <dd>{row.departureTerminalName}</dd>
        <dt>Departure</dt>
        <dd>
          {row.hire
            ? formatDay(row.departureDate)
            : `${formatDay(row.departureDate)}, ${formatDepartureTime(row.departureTime)}`}
        </dd>
        {!row.hire && (
          <>
            <dt>Checked in</dt>
            <dd>{row.checkedIn ? 'Yes' : 'No'}</dd>
          </>
        )}
      </dl>
      {row.hire ? (
        <p className="notice">{bookingMessages.checkInHired}</p>
      ) : busy ? (
        <Spinner label={busy} />
      ) : (
        <button type="button" className="button" onClick={() => void checkIn()}>
          Check In
        </button>
      )}
      {outcome?.ok && (
        <p role="status" className="notice">
          {outcome.text}
        </p>
      )}
      {/* SPEC §8: the check-in page's failure is titled 'Check-In Failed', with its message. */}
      {outcome && !outcome.ok && (
        <div role="alert" className="warning">
          <h3>{messages.checkInFailedTitle}</h3>
          <p>{outcome.text}</p>
        </div>
      )}
    </section>
  )
}
