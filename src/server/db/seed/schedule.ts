import { sql } from 'kysely'
import { addDays, lagosToday, SEAT_WINDOW_DAYS } from '#shared/domain/date-windows.ts'
import type { Database } from '#server/db/database.ts'
import type { Clock } from '#server/clock.ts'

/**
 * Expands the timetable into bookable buses for every Lagos day from today to today + 28
 * (SPEC §5 seat window), and the day after: the day that enters the window at the next Lagos
 * midnight has its buses already, whenever the roll last ran (tester N: rolled every 6 h from the
 * process's start, the newest day had no bus for up to 6 h after midnight). Trip ids are
 * deterministic (`T-<routeId>-<yyyymmdd>-<hhmm>-<modelId>`), so running it again, or from several
 * processes, adds only the days that are missing. One
 * INSERT … SELECT keeps it fast on PGlite, where every API test file seeds a fresh database.
 * The series is of plain timestamps so the session's time zone never shifts a day.
 */
export async function rollSchedule(db: Database, clock: Clock): Promise<number> {
  const first = lagosToday(clock.now())
  const last = addDays(first, SEAT_WINDOW_DAYS + 1)
  const result = await sql`
    insert into vehicle_trips
      (id, route_id, vehicle_model_id, departure_date, departure_at, fare_kobo, total_seats,
       is_sub, cash_back_kobo)
    select
      'T-' || d.route_id || '-' || to_char(day, 'YYYYMMDD') || '-'
        || replace(d.departure_time, ':', '') || '-' || d.vehicle_model_id,
      d.route_id,
      d.vehicle_model_id,
      day::date,
      (day::date + d.departure_time::time) at time zone 'Africa/Lagos',
      f.fare_kobo,
      m.seat_count,
      d.is_sub,
      d.cash_back_kobo
    from route_departures d
    join route_fares f on f.route_id = d.route_id and f.vehicle_model_id = d.vehicle_model_id
    join vehicle_models m on m.id = d.vehicle_model_id
    cross join generate_series(${first}::timestamp, ${last}::timestamp, interval '1 day') as day
    on conflict do nothing
  `.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
