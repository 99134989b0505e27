import type { ColumnType, Generated } from 'kysely'

// Kysely table types. One interface per table, named as the table; DB maps names to them.
// Money columns end in _kobo (integers; INT8 is parsed as a number in database.ts); timestamps
// are timestamptz in UTC; DATE columns are Lagos calendar days as 'yyyy-mm-dd' strings.

type Timestamp = ColumnType<Date, Date | string, Date | string>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>

/** SPEC §3 Terminal: ~33 static bus terminals, one in Ghana for the international route. */
export interface TerminalsTable {
  id: number
  name: string
  state: string
  address: string
  phone_number: string
  email: string
  latitude: number
  longitude: number
  logo: string | null
  country_code: 'NG' | 'GH'
}

/** SPEC §3 vehicleModel: the name picks the client's image; seat_count picks the seat layout. */
export interface VehicleModelsTable {
  id: number
  name: string
  seat_count: number
  vehicle_name: string
}

/** A directed terminal pair; name is 'A==>B' with terminal names (SPEC §3 routeName). */
export interface RoutesTable {
  id: number
  departure_terminal_id: number
  destination_terminal_id: number
  name: string
  is_international: boolean
}

export interface RouteFaresTable {
  route_id: number
  vehicle_model_id: number
  fare_kobo: number
}

/** The daily timetable of a route, expanded into vehicle_trips by the seed for 28 days. */
export interface RouteDeparturesTable {
  route_id: number
  vehicle_model_id: number
  /** Lagos local time, 'HH:mm'. */
  departure_time: string
  is_sub: boolean
  cash_back_kobo: number
}

/** One bus on one day: id is the vehicleTripRegistrationId, `T-<route>-<yyyymmdd>-<hhmm>-<model>`. */
export interface VehicleTripsTable {
  id: string
  route_id: number
  vehicle_model_id: number
  departure_date: string
  departure_at: Timestamp
  fare_kobo: number
  total_seats: number
  is_sub: boolean
  cash_back_kobo: number
}

/** SPEC §3 travelDocumentFeesInfo: markup per identification type on an international route. */
export interface TravelDocumentFeesTable {
  route_id: number
  travel_document_id: number
  document_type: string
  markup_kobo: number
}

export interface PopularRoutesTable {
  id: number
  route_id: number
  rank: number
}

/** SPEC §4 booking status: 0 Pending, 1 Confirmed, others cancelled/expired/failed. */
export interface BookingsTable {
  id: string
  reference_code: string
  status: number
  /** While pending, the seats are held until this instant (DESIGN §3). */
  hold_expires_at: Timestamp | null
  created_at: CreatedAt
}

/** A sold or held seat; UNIQUE (vehicle_trip_id, seat_number) means sold at most once (DESIGN §3). */
export interface BookingSeatsTable {
  id: Generated<number>
  booking_id: string
  vehicle_trip_id: string
  seat_number: number
  created_at: CreatedAt
}

export interface DB {
  terminals: TerminalsTable
  vehicle_models: VehicleModelsTable
  routes: RoutesTable
  route_fares: RouteFaresTable
  route_departures: RouteDeparturesTable
  vehicle_trips: VehicleTripsTable
  travel_document_fees: TravelDocumentFeesTable
  popular_routes: PopularRoutesTable
  bookings: BookingsTable
  booking_seats: BookingSeatsTable
}
