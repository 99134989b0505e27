import { useMutation } from '@tanstack/react-query'
import { BookingCreatedResponse, type BookingRequest } from '#shared/contract/booking.ts'
import { request } from '#app/api/http.ts'

export const bookingKeys = {
  all: ['booking'] as const,
  create: () => [...bookingKeys.all, 'create'] as const,
}

/**
 * SPEC §7 POST /booking: holds the seats and answers with the reference and the server's amount.
 * Never replayed later: seats held an hour after the traveller gave up would keep them from
 * others, so it fails at once when offline. Sent again by the traveller with the same `key`
 * (its answer lost on the way), it gets the booking already made.
 */
export function useCreateBookingMutation() {
  return useMutation({
    mutationKey: bookingKeys.create(),
    mutationFn: ({ body, key }: { body: BookingRequest; key: string }) =>
      request('booking', '/booking', BookingCreatedResponse, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }).then((envelope) => envelope.data),
    networkMode: 'always',
  })
}
