import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { MANIFEST_HREF } from '../src/shared/prerendered-shell.ts'

// Issue 9: on a slow line the browser opens six connections to our origin, and every request the
// first HTML names waits for one. Two of them went to requests that paint nothing on the page:
// the favicon, and the manifest (with the icon Chromium then fetches for it). The favicon now
// travels inside the HTML (200 bytes, the same mark the top bar draws), and the manifest link is
// left out: the app adds it once its first page is on screen (features/pwa/manifest-link.ts).

const FAVICON = /<link rel="icon" href="\/images\/logo\.svg" type="image\/svg\+xml" \/>/
const MANIFEST_LINK = /<link rel="manifest" href="([^"]*)"[^>]*>/

/** An SVG as a data: address, readable and small: only what an address must escape. */
function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'")
  return `data:image/svg+xml,${text.replace(/[%#<>]/g, encodeURIComponent)}`
}

/** index.html with the favicon inline and no manifest link. */
function withHeadLinks(html: string, logo: string): string {
  if (!FAVICON.test(html)) throw new Error('head-links: index.html has no favicon link')
  const manifest = html.match(MANIFEST_LINK)
  if (!manifest) throw new Error('head-links: no manifest link in index.html')
  if (manifest[1] !== MANIFEST_HREF)
    throw new Error(`head-links: the manifest is ${manifest[1]}, the app links ${MANIFEST_HREF}`)
  return html
    .replace(FAVICON, `<link rel="icon" href="${svgDataUrl(logo)}" type="image/svg+xml" />`)
    .replace(MANIFEST_LINK, '')
}

export function headLinks(): Plugin {
  return {
    name: 'waka-head-links',
    apply: 'build',
    generateBundle: {
      // After Vite has written index.html and vite-plugin-pwa has linked the manifest in it.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html']
        // The service worker's own build has no page.
        if (index?.type !== 'asset') return
        const logo = readFileSync(new URL('../public/images/logo.svg', import.meta.url), 'utf8')
        index.source = withHeadLinks(String(index.source), logo)
      },
    },
  }
}
