import { queryOptions } from '@tanstack/react-query'
import { request } from './http.ts'
import { BookingHistoryResponse } from '#shared/contract/booking.ts'
import { getUser } from '#app/lib/session.ts'

// SPEC §7 GET /CustomerBooking/bookingHistorys (Email, CountryCode=NG, Paginated=false; reads
// userData). The server answers with the bearer's own bookings whatever e-mail is sent.
export const bookingHistoryKeys = {
  all: ['booking-history'] as const,
  of: (customerId: number | undefined, email: string) =>
    [...bookingHistoryKeys.all, customerId, email] as const,
}

export const bookingHistoryQueryOptions = () => {
  const user = getUser()
  const email = user?.Email ?? ''
  return queryOptions({
    queryKey: bookingHistoryKeys.of(user?.CustomersId, email),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ Email: email, CountryCode: 'NG', Paginated: 'false' })
      return request(
        'booking',
        `/CustomerBooking/bookingHistorys?${params}`,
        BookingHistoryResponse,
        { signal },
      ).then((envelope) => envelope.data.userData)
    },
    staleTime: 0,
    // Kept on the device, so history and My tickets show what was last seen when offline; for
    // this customer only (query-persister.ts: a shared phone).
    meta: { persist: true, customer: user?.CustomersId ?? null },
  })
}
