import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { RATING_TYPES } from '#shared/domain/enquiry-options.ts'
import { formatRouteName } from '#shared/domain/route-name.ts'
import { errorMessage } from '#app/api/http.ts'
import { ratingCheckQueryOptions } from '#app/api/ratings.queries.ts'
import { useSubmission } from '#app/offline/use-submission.ts'
import { focusFirstInvalid } from '#app/ui/focus-first-invalid.ts'
import { FormAlert } from '#app/ui/form-alert.tsx'
import { Page } from '#app/ui/page.tsx'
import { Spinner } from '#app/ui/spinner.tsx'
import { RatingGroup, type RatingValue } from './rating-group.tsx'
import { SubmissionResult } from './submission-result.tsx'
import './enquiries.css'

const EMPTY: RatingValue = { rating: 0, issues: [], other: '' }

/** SPEC §2 /ratings 'Rate your experience': the trip, the captain and the terminal of one seat. */
export function RatingsPage({ seatId }: { seatId: number | undefined }) {
  if (!seatId) {
    return (
      <Page title="Rate your experience">
        <p>Choose a trip you have travelled from your booking history to rate it.</p>
        <Link to="/bookinghistory" className="button">
          Booking history
        </Link>
      </Page>
    )
  }
  return <RateSeat seatId={seatId} />
}

function RateSeat({ seatId }: { seatId: number }) {
  const check = useQuery(ratingCheckQueryOptions(seatId))
  const [values, setValues] = useState<Record<1 | 2 | 3, RatingValue>>({
    1: EMPTY,
    2: EMPTY,
    3: EMPTY,
  })
  const [missing, setMissing] = useState(false)
  const { state, submit } = useSubmission()
  const navigate = useNavigate()

  // SPEC §8: when the trip cannot be read, home after 2 s.
  useEffect(() => {
    if (!check.isError) return
    const timer = setTimeout(() => void navigate({ to: '/' }), 2000)
    return () => clearTimeout(timer)
  }, [check.isError, navigate])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (RATING_TYPES.some((t) => values[t.id].rating === 0)) {
      setMissing(true)
      // The first group left unrated takes the focus: the alert alone left a keyboard user at
      // Submit, below all three.
      return focusFirstInvalid(event.currentTarget)
    }
    setMissing(false)
    await submit({
      service: 'settings',
      path: '/Rating/WebCreateRating',
      label: 'Your rating',
      body: {
        seatManagementId: seatId,
        ratings: RATING_TYPES.map(({ id }) => {
          const value = values[id]
          const low = value.rating < 4
          return {
            rating: value.rating,
            ratingsType: id,
            listofComment: low ? value.issues : [],
            comment: low && value.issues.includes('Others') ? value.other : '',
          }
        }),
      },
    })
  }

  if (check.isPending) return <Spinner label="Loading your trip" />
  if (check.isError) {
    return (
      <Page title="Rate your experience">
        <p role="alert">{errorMessage(check.error)}</p>
      </Page>
    )
  }
  const trip = check.data
  // Said only while a group is still unrated: rated since, the alert went on being read out
  // until the next Submit (as the groups' own marks do not).
  const stillMissing = missing && RATING_TYPES.some((t) => values[t.id].rating === 0)
  const done = state.kind === 'sent' || state.kind === 'queued'
  return (
    <Page
      title="Rate your experience"
      lead={`${formatRouteName(trip.routeName)}, ${trip.departureDate}, seat ${trip.seatNumber} (${trip.bookingReferenceCode})`}
    >
      <SubmissionResult state={state} />
      {trip.alreadyRated && !done && (
        <p className="notice">You have already rated this trip. Thank you!</p>
      )}
      {!trip.alreadyRated && !done && (
        <form className="enquiry-form" noValidate onSubmit={onSubmit}>
          {RATING_TYPES.map(({ id, name }) => (
            <RatingGroup
              key={id}
              label={name}
              type={id}
              value={values[id]}
              error={
                missing && values[id].rating === 0
                  ? `Please rate the ${name.toLowerCase()}.`
                  : undefined
              }
              onChange={(value) => setValues((all) => ({ ...all, [id]: value }))}
            />
          ))}
          <FormAlert
            message={stillMissing ? 'Please rate the trip, the captain and the terminal.' : null}
          />
          <button
            type="submit"
            className="button button--block"
            disabled={state.kind === 'sending'}
          >
            {state.kind === 'sending' ? 'Sending…' : 'Submit'}
          </button>
        </form>
      )}
    </Page>
  )
}
