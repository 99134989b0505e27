// Kysely table types. One interface per table, named as the table; DB maps names to them.
// Money columns end in _kobo (integers); timestamps are timestamptz in UTC.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DB {}
