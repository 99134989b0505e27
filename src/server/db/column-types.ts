import type { ColumnType } from 'kysely'

// Column types shared by the schema files.

export type Timestamp = ColumnType<Date, Date | string, Date | string>
/** A jsonb column: written as JSON text, read back parsed. */
export type Json = ColumnType<unknown, string, string>
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>
