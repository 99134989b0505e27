import { MANIFEST_HREF } from '#shared/prerendered-shell.ts'

/**
 * Links the web app manifest, once. The first HTML leaves it out (scripts/head-links.ts): a
 * linked manifest and the icon Chromium fetches for it took two of the six connections the first
 * page's scripts were waiting for on a slow line (issue 9). Installing needs it only later.
 */
export function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = MANIFEST_HREF
  document.head.append(link)
}
