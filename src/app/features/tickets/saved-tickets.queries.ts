import { queryOptions } from '@tanstack/react-query'
import { listSaved } from '#app/offline/ticket-store.ts'

/**
 * The tickets and statuses kept on this phone (IndexedDB). /bookingStatus reads them in its
 * loader, before the page first renders: a first render that suspended on them was revealed only
 * after React's 300 ms throttle on suspended content, a third of a second late (issue 9).
 */
export const savedTicketsQuery = queryOptions({
  queryKey: ['saved-tickets'],
  queryFn: listSaved,
  networkMode: 'always',
})
