import { useSearch } from '@tanstack/react-router'

/**
 * One query parameter as text (?reference=…, ?tx_ref=…). Read by the page rather than declared
 * with validateSearch on the route: a route's search schema ships with every page (bundle budget).
 */
export function useSearchText(name: string): string | undefined {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const value = search[name]
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}
