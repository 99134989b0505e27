import { useEffect } from 'react'
import { queryOptions, useMutation, useQueryClient, type Query } from '@tanstack/react-query'
import type { BookingRow } from '#shared/contract/booking.ts'
import { BookingStatusResponse, CheckInResponse } from '#shared/contract/booking.ts'
import * as messages from '#shared/domain/messages.ts'
import { ApiError, request } from '#app/api/http.ts'
import { readSavedStatus, readSavedTicket, saveStatus } from '#app/offline/ticket-store.ts'
import { whenOnline } from '#app/offline/when-online.ts'
import type { Ticket } from '#shared/contract/booking.ts'
import { departureAt } from '#shared/domain/departure-at.ts'

export const bookingStatusKeys = {
  all: ['booking-status'] as const,
  one: (reference: string) => [...bookingStatusKeys.all, reference.trim().toUpperCase()] as const,
}

const fetchStatus = (reference: string) =>
  request(
    'booking',
    `/Booking/limited?BookingRefCode=${encodeURIComponent(reference.trim())}`,
    BookingStatusResponse,
  ).then((envelope) => envelope.data)

/**
 * SPEC §7 GET /Booking/limited. Every answer is kept on the device; with no signal the saved one
 * is shown instead (DESIGN §4), marked with when it was saved.
 */
export const bookingStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: bookingStatusKeys.one(reference),
    queryFn: async () => {
      try {
        const status = await fetchStatus(reference)
        await saveStatus(status)
        return { status, savedAt: null as string | null, ticket: null as Ticket | null }
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 0) throw error
        const saved = await readSavedStatus(reference)
        if (saved) return { ...saved, ticket: null }
        // Bought on this device but never looked up: the ticket saved at purchase (issue 12).
        const ticket = await readSavedTicket(reference)
        if (!ticket) throw error
        return { status: null, savedAt: ticket.savedAt, ticket: ticket.ticket }
      }
    },
    retry: false,
    networkMode: 'always',
  })

/** An answer read from the phone (no signal): it has the time it was saved. */
const fromPhone = (query: Query) =>
  Boolean((query.state.data as { savedAt?: string } | undefined)?.savedAt)

/**
 * While a status on screen came from the phone, asks for it again at every 'online' event, until
 * a live answer replaces it. It succeeded with the saved copy, so neither TanStack Query's
 * refetch on reconnect (a page opened offline never sees the phone go offline) nor main.tsx's
 * (failed queries only) asks again: the page said 'You are offline' until it was reloaded.
 */
export function useAskAgainWhenOnline(shownFromPhone: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!shownFromPhone) return
    const filters = {
      queryKey: bookingStatusKeys.all,
      type: 'active' as const,
      predicate: fromPhone,
    }
    return whenOnline(async () => {
      await queryClient.refetchQueries(filters)
      return queryClient.getQueryCache().findAll(filters).length > 0
    })
  }, [shownFromPhone, queryClient])
}

/**
 * The leg to check in for: the next one not yet departed nor checked in (a round trip leaves
 * twice, and is checked in leg by leg).
 */
function nextDeparture(rows: BookingRow[], now = Date.now()): BookingRow | undefined {
  const at = (row: BookingRow) => departureAt(row.departureDate, row.departureTime)
  return (
    [...rows].filter((r) => !r.isPrinted && at(r) > now).sort((a, b) => at(a) - at(b))[0] ?? rows[0]
  )
}

/**
 * SPEC §2 check-in by reference: the booking's departure terminal comes from its status, then
 * GET /SeatManagement/getseatSelf/refcode/{ref}/{terminalId}. SPEC §8 messages either way.
 */
export function useCheckInMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (reference: string) => {
      let rows: BookingRow[]
      try {
        rows = (await fetchStatus(reference)).userData
      } catch (error) {
        if (error instanceof ApiError && error.status === 404)
          throw new ApiError(404, messages.invalidRefCode)
        throw error
      }
      const leg = nextDeparture(rows)
      if (!leg) throw new ApiError(404, messages.invalidRefCode)
      const path = `/SeatManagement/getseatSelf/refcode/${encodeURIComponent(reference.trim())}/${leg.departureTerminalId}`
      await request('booking', path, CheckInResponse)
      return messages.checkInSuccess
    },
    onSettled: (_data, _error, reference) =>
      queryClient.invalidateQueries({ queryKey: bookingStatusKeys.one(reference) }),
    networkMode: 'always',
  })
}
