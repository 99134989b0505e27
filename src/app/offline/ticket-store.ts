import { createStore, del, get, set, values } from 'idb-keyval'
import * as v from 'valibot'
import { BookingStatusDataSchema, TicketSchema } from '#shared/contract/booking.ts'

// DESIGN §4: every ticket and booking status the device has seen, readable with no signal at a
// terminal. One idb-keyval store per concern (STYLE); reads are parsed with the contract, and a
// record the code can no longer read counts as absent.
const tickets = createStore('waka-tickets', 'tickets')
const statuses = createStore('waka-booking-status', 'status')

const SavedTicket = v.object({ ticket: TicketSchema, savedAt: v.string() })
const SavedStatus = v.object({ status: BookingStatusDataSchema, savedAt: v.string() })
type SavedTicket = v.InferOutput<typeof SavedTicket>
type SavedStatus = v.InferOutput<typeof SavedStatus>

const keyOf = (reference: string) => reference.trim().toUpperCase()

async function readParsed<S extends v.GenericSchema>(
  store: ReturnType<typeof createStore>,
  reference: string,
  schema: S,
): Promise<v.InferOutput<S> | null> {
  try {
    const parsed = v.safeParse(schema, await get(keyOf(reference), store))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

function write(store: ReturnType<typeof createStore>, reference: string, value: unknown) {
  return set(keyOf(reference), value, store).catch(() => undefined)
}

export const readSavedTicket = (reference: string) => readParsed(tickets, reference, SavedTicket)
export const readSavedStatus = (reference: string) => readParsed(statuses, reference, SavedStatus)

export function saveTicket(ticket: v.InferOutput<typeof TicketSchema>) {
  void requestPersistentStorage()
  return write(tickets, ticket.bookingReferenceCode, {
    ticket,
    savedAt: new Date().toISOString(),
  })
}

export function saveStatus(status: v.InferOutput<typeof BookingStatusDataSchema>) {
  return write(statuses, status.refCode, { status, savedAt: new Date().toISOString() })
}

/** DESIGN §4: after the first purchase, ask the browser not to evict the saved tickets. */
async function requestPersistentStorage() {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) {
      await navigator.storage.persist()
    }
  } catch {
    // Not offered by this browser: the tickets are kept on a best-effort basis.
  }
}

async function all<S extends v.GenericSchema>(
  store: ReturnType<typeof createStore>,
  schema: S,
): Promise<v.InferOutput<S>[]> {
  try {
    return (await values(store)).flatMap((value) => {
      const parsed = v.safeParse(schema, value)
      return parsed.success ? [parsed.output] : []
    })
  } catch {
    return []
  }
}

/** Every ticket and booking status this device keeps (issue 12: found without a reference). */
export async function listSaved() {
  const [savedTickets, savedStatuses] = await Promise.all([
    all(tickets, SavedTicket),
    all(statuses, SavedStatus),
  ])
  return { tickets: savedTickets, statuses: savedStatuses }
}

/** The traveller takes a ticket off this device: its ticket and its status. */
export async function removeSaved(reference: string) {
  await Promise.all([
    del(keyOf(reference), tickets).catch(() => undefined),
    del(keyOf(reference), statuses).catch(() => undefined),
  ])
}
