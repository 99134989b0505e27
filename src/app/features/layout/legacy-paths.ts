// SPEC §2: some legacy paths of the old site go to the home page instead of 'not found'.
// Compared in lower case, without a trailing slash.
const LEGACY_PATHS = new Set([
  '/home',
  '/index',
  '/index.html',
  '/index.php',
  '/default.aspx',
  '/login.aspx',
  '/booking',
  '/book',
  '/book-a-seat',
])

export function isLegacyPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '')
  return LEGACY_PATHS.has(path)
}
