import { useEffect, useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { envelopeSchema } from '#shared/contract/envelope.ts'
import * as messages from '#shared/domain/messages.ts'
import {
  trackingNoLocation,
  trackingSomethingWrong,
  trackingInvalid,
} from '#shared/domain/tracking-messages.ts'
import { bookingMessages } from '#shared/domain/booking-messages.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { ApiError, OFFLINE_MESSAGE, request } from '#app/api/http.ts'
import { useOnline } from '#app/lib/use-online.ts'
import { Field } from '#app/ui/field.tsx'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { lazyPart, PartBoundary } from '#app/ui/lazy-part.tsx'
import type { MapPoint } from '#app/ui/map-view.tsx'
import { dateFormatOnFirstUse } from '#shared/domain/date-windows.ts'
import { MapOnRequest } from '#app/ui/map-on-request.tsx'

const MapView = lazyPart(() => import('#app/ui/map-view.tsx').then((m) => m.default))

/** SPEC §9: the tracking page asks again every 5 minutes (the live stream is extra). */
const REFRESH_MS = 300_000

const Place = v.object({ latitude: v.number(), longitude: v.number(), name: v.string() })
const Tracked = v.object({
  vehicleImei: v.string(),
  route: v.string(),
  status: v.picklist(['not-departed', 'on-the-way', 'arrived']),
  estimatedTimeOfArrival: v.string(),
  departureTime: v.string(),
  departureTerminalResponse: Place,
  destinationTerminalResponse: Place,
  location: v.object({
    latitude: v.number(),
    longitude: v.number(),
    speed: v.number(),
    at: v.string(),
  }),
  shareToken: v.optional(v.string()),
})
type Tracked = v.InferOutput<typeof Tracked>

/**
 * A followed bus's update on the tracking socket (realtime.ts): where it is, and the trip's status
 * and arrival as that position makes them.
 */
const LiveUpdate = v.object({
  latitude: v.number(),
  longitude: v.number(),
  speed: v.number(),
  at: v.optional(v.string()),
  tripStatus: v.optional(Tracked.entries.status),
  estimatedTimeOfArrival: v.optional(v.string()),
})
/** What the page shows of the trip, fetched and then kept up to date by the socket. */
type Live = Pick<Tracked, 'location' | 'status' | 'estimatedTimeOfArrival'>

const time = dateFormatOnFirstUse('en-NG', {
  timeZone: 'Africa/Lagos',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
})

const STATUS = {
  'not-departed': 'Not left yet',
  'on-the-way': 'On the way',
  arrived: 'Arrived',
} as const

/** SPEC §2 /track-bus: where the bus is, its ETA, live; a read-only link for next of kin. */
export function TrackBusPage(props: { reference?: string; share?: string }) {
  const alertId = useId()
  const path = props.share
    ? `/AutoTrack/shared/${encodeURIComponent(props.share)}`
    : props.reference
      ? `/AutoTrack/track/${encodeURIComponent(props.reference)}`
      : null
  const tracked = useQuery({
    queryKey: ['track-bus', path],
    queryFn: async () =>
      (await request('booking', path!, envelopeSchema(Tracked), { auth: false })).data,
    enabled: path !== null,
    refetchInterval: REFRESH_MS,
    retry: false,
  })
  const online = useOnline()
  const queryClient = useQueryClient()
  useEffect(() => {
    // Back online: a position the page could not fetch without signal is asked for at once.
    if (online && path)
      void queryClient.refetchQueries({
        queryKey: ['track-bus', path],
        predicate: (query) => query.state.status === 'error',
      })
  }, [online, path, queryClient])

  if (!path)
    return (
      <Page
        title="Track your bus"
        lead="Enter the reference on your ticket to see where your bus is."
      >
        <RefForm initial={props.reference} />
      </Page>
    )
  // Asked again after a failure (Try Again, the signal back): the spinner, not the failure. Under
  // the page's heading: the form it replaces had the focus, which goes to the heading (focus-
  // keeper.ts); a spinner alone had none to give it, and the focus fell to the page's body.
  if (tracked.isPending || (tracked.data === undefined && tracked.isFetching))
    return (
      <Page title="Track your bus">
        <Spinner label="Fetching Bus Location..." />
      </Page>
    )
  const error = tracked.error
  const invalid = error instanceof ApiError && error.status >= 400 && error.status < 500
  // A refresh that failed (no signal, a lost answer, a server failure) keeps the bus last seen on
  // screen; only a refusal (a link that expired, a booking gone) takes it away.
  const data = tracked.data
  if (data === undefined || (tracked.isError && invalid)) {
    const unreachable = !online || (error instanceof ApiError && error.status === 0)
    return (
      <Page title="Track your bus">
        <p role="alert" id={alertId}>
          {invalid
            ? (error as ApiError).shortDescription || trackingInvalid
            : unreachable
              ? OFFLINE_MESSAGE
              : trackingSomethingWrong}
        </p>
        {unreachable && !online && (
          <p className="field__hint">Your bus shows here by itself once you are back online.</p>
        )}
        {/* A lost answer or a failure of the server: asked again here, not by a reload (the
            phone may say it is online all along, and no 'online' event would ask again). */}
        {!invalid && (
          <button type="button" className="button" onClick={() => void tracked.refetch()}>
            Try Again
          </button>
        )}
        {/* A reference refused is corrected here, not by going back: the field keeps it. */}
        {invalid && !props.share && <RefForm initial={props.reference} alertId={alertId} />}
      </Page>
    )
  }
  return (
    <Tracking
      tracked={data}
      canShare={!props.share}
      reference={props.reference}
      offline={!online}
      refreshFailed={tracked.isError}
    />
  )
}

/** The reference on the ticket, tracked at /track-bus?ref=…; `alertId`: the refusal it is about. */
function RefForm(props: { initial?: string; alertId?: string }) {
  const navigate = useNavigate()
  const [typed, setTyped] = useState(props.initial ?? '')
  const [error, setError] = useState<string>()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // Sent empty, it says so on the field and keeps the focus there: a press that did nothing
        // left a screen reader user with no answer.
        if (!typed.trim()) {
          setError(bookingMessages.referenceMissing)
          event.currentTarget.querySelector('input')?.focus()
          return
        }
        void navigate({ to: '/track-bus', search: { ref: typed.trim().toUpperCase() } })
      }}
    >
      <Field label="Enter Ref code" error={error} alertId={props.alertId}>
        {(control) => (
          <input
            {...control}
            autoCapitalize="characters"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value)
              setError(undefined)
            }}
          />
        )}
      </Field>
      <button type="submit" className="button">
        Track Bus
      </button>
    </form>
  )
}

function Tracking(props: {
  tracked: Tracked
  canShare: boolean
  reference?: string
  offline: boolean
  /** The last refresh failed: what shows is the position last fetched. */
  refreshFailed: boolean
}) {
  const { tracked } = props
  const { location, status, estimatedTimeOfArrival } = tracked
  const [live, setLive] = useState<Live>({ location, status, estimatedTimeOfArrival })
  const [shared, setShared] = useState('')
  /** Why the socket gives no positions (SPEC §8), and how to ask it again. */
  const [liveFailed, setLiveFailed] = useState<{ reason: string; retry: () => void }>()
  useEffect(
    () => setLive({ location, status, estimatedTimeOfArrival }),
    [location, status, estimatedTimeOfArrival],
  )

  // Live positions over the tracking socket; socket.io-client loads on this page only.
  useEffect(() => {
    if (tracked.status === 'arrived') return
    let left = false
    let close = () => {
      left = true
    }
    void import('socket.io-client').then(({ io }) => {
      // Left before the library came: no socket at all.
      if (left) return
      const socket = io({ path: '/socket.io', transports: ['websocket'] })
      const subscribe = () => void socket.emit('subscribe', { imei: tracked.vehicleImei })
      const retry = () => {
        setLiveFailed(undefined)
        if (socket.connected) subscribe()
        else socket.connect()
      }
      // On every connection, the first and each after a lost one (a server restart, a network
      // blip): the server's subscription belonged to the connection that was lost.
      socket.on('connect', subscribe)
      socket.on('location', (payload: unknown) => {
        const update = v.safeParse(LiveUpdate, payload)
        if (!update.success) return
        const p = update.output
        setLiveFailed(undefined)
        // The status and arrival come with the position: the page kept those it first fetched,
        // 'Not left yet' beside a bus at 60 km/h until its 5-minute refresh.
        setLive((was) => ({
          location: {
            latitude: p.latitude,
            longitude: p.longitude,
            speed: p.speed,
            at: p.at ?? new Date().toISOString(),
          },
          status: p.tripStatus ?? was.status,
          estimatedTimeOfArrival: p.estimatedTimeOfArrival ?? was.estimatedTimeOfArrival,
        }))
      })
      // A subscription refused (a bus the server cannot find, too many followed) or a connection
      // refused (too many from one address; socket.io does not try again by itself): said, not
      // left as a map that silently stopped moving.
      socket.on('location-response', (answer: { status?: string; msg?: string }) => {
        if (answer?.status !== 'ok') setLiveFailed({ reason: answer?.msg ?? '', retry })
      })
      socket.on('connect_error', (error) => {
        if (!socket.active) setLiveFailed({ reason: error.message, retry })
      })
      close = () => socket.close()
    })
    return () => close()
  }, [tracked.vehicleImei, tracked.status])

  const points: MapPoint[] = [
    {
      id: 'from',
      kind: 'terminal',
      label: tracked.departureTerminalResponse.name,
      ...pick(tracked.departureTerminalResponse),
    },
    {
      id: 'to',
      kind: 'terminal',
      label: tracked.destinationTerminalResponse.name,
      ...pick(tracked.destinationTerminalResponse),
    },
    {
      id: 'bus',
      kind: 'bus',
      label: 'Your bus',
      latitude: live.location.latitude,
      longitude: live.location.longitude,
    },
  ]

  async function share() {
    const url = `${window.location.origin}/track-bus?share=${encodeURIComponent(tracked.shareToken ?? '')}`
    try {
      if (navigator.share) await navigator.share({ title: 'Follow my Waka bus', url })
      else {
        await navigator.clipboard.writeText(url)
        setShared(`${messages.copied} Send it to your next of kin.`)
      }
    } catch {
      setShared(url)
    }
  }

  return (
    <Page title="Track your bus" lead={formatRouteName(tracked.route)}>
      {props.offline ? (
        <p className="notice" role="status">
          You are offline: this is where the bus was last seen.
        </p>
      ) : (
        props.refreshFailed && (
          <p className="notice" role="status">
            We could not get the latest position: this is where the bus was last seen.
          </p>
        )
      )}
      {liveFailed && (
        <div className="notice" role="alert">
          <p>{trackingNoLocation}</p>
          {liveFailed.reason && liveFailed.reason !== trackingNoLocation && (
            <p>{liveFailed.reason}</p>
          )}
          <button type="button" className="button button--ghost" onClick={liveFailed.retry}>
            Try Again
          </button>
        </div>
      )}
      <dl className="tracking-facts">
        <dt>Status</dt>
        <dd>{STATUS[live.status]}</dd>
        <dt>Estimated arrival</dt>
        <dd>{time().format(new Date(live.estimatedTimeOfArrival))}</dd>
        <dt>Speed</dt>
        <dd>{Math.round(live.location.speed)} km/h</dd>
        <dt>Last seen</dt>
        <dd>{time().format(new Date(live.location.at))}</dd>
      </dl>
      <MapOnRequest>
        <PartBoundary fallback={<Spinner label="Loading the map" />}>
          <MapView
            points={points}
            focus="bus"
            fit
            label={`Map of your bus between ${tracked.departureTerminalResponse.name} and ${tracked.destinationTerminalResponse.name}`}
          />
        </PartBoundary>
      </MapOnRequest>
      {/* Once the bus has arrived a shared link has nothing left to show (it expires). */}
      {props.canShare && tracked.shareToken && live.status !== 'arrived' && (
        <>
          <button type="button" className="button button--ghost" onClick={() => void share()}>
            Share with next of kin
          </button>
          <p role="status">{shared}</p>
        </>
      )}
    </Page>
  )
}

const pick = (p: { latitude: number; longitude: number }) => ({
  latitude: p.latitude,
  longitude: p.longitude,
})
