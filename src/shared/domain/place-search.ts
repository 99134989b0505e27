// The offline place search (Nigeria only): towns from src/shared/data/ng-places.json, matched case-insensitively on the start of a word, best matches first.

/** [name, state, latitude, longitude] as the data file stores them. */
export type PlaceRow = readonly [string, string, number, number]

export interface Place {
  name: string
  state: string
  latitude: number
  longitude: number
  /** How the traveller reads it: 'Ogbomosho, Oyo'. */
  label: string
}

export function toPlace([name, state, latitude, longitude]: PlaceRow): Place {
  return { name, state, latitude, longitude, label: `${name}, ${state}` }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/**
 * Places whose name (or state) matches what was typed: whole-name starts first, then a word of
 * the name, then the state; at most `limit`. Fewer than 2 characters finds nothing.
 */
export function searchPlaces(rows: readonly PlaceRow[], typed: string, limit = 8): Place[] {
  const query = fold(typed).replace(/\s+/g, ' ')
  if (query.length < 2) return []
  const ranked: { rank: number; row: PlaceRow }[] = []
  for (const row of rows) {
    const name = fold(row[0])
    const state = fold(row[1])
    const label = `${name}, ${state}`
    let rank = -1
    if (name.startsWith(query) || label.startsWith(query)) rank = 0
    else if (name.split(/[\s-]+/).some((word) => word.startsWith(query))) rank = 1
    else if (state.startsWith(query)) rank = 2
    if (rank >= 0) ranked.push({ rank, row })
  }
  ranked.sort((a, b) => a.rank - b.rank || a.row[0].length - b.row[0].length)
  return ranked.slice(0, limit).map(({ row }) => toPlace(row))
}
