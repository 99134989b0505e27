import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

// The app shell every navigation gets, read once with its precompressed variants.

export interface Shell {
  html: Buffer
  br?: Buffer
  gzip?: Buffer
}

/**
 * `index.html`, or the same shell prerendered: `home.html` with the home page, `frame.html` with
 * the top bar and a loading indicator for every other page (scripts/prerender-shells.ts).
 */
export async function loadShell(
  staticRoot: string,
  name: 'index' | 'home' | 'frame' = 'index',
): Promise<Shell | undefined> {
  const file = path.join(staticRoot, `${name}.html`)
  const html = await readFile(file).catch(() => undefined)
  if (!html) return undefined
  const [br, gzip] = await Promise.all([
    readFile(`${file}.br`).catch(() => undefined),
    readFile(`${file}.gz`).catch(() => undefined),
  ])
  return { html, br, gzip }
}

export function pickShell(
  shell: Shell,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const offered = new Set((acceptEncoding ?? '').split(',').map((e) => e.split(';')[0]!.trim()))
  if (shell.br && offered.has('br')) return { body: shell.br, encoding: 'br' }
  if (shell.gzip && offered.has('gzip')) return { body: shell.gzip, encoding: 'gzip' }
  return { body: shell.html }
}

/** Per route path, the chunks and sheets of its page (the build's route-preloads.json). */
export type RoutePreloads = Record<string, { js: string[]; css: string[] } | undefined>

export async function loadRoutePreloads(staticRoot: string): Promise<RoutePreloads> {
  const text = await readFile(path.join(staticRoot, 'route-preloads.json'), 'utf8').catch(() => '')
  return text ? (JSON.parse(text) as RoutePreloads) : {}
}

/** The links that name one page's own chunks and sheets, for its shell's head. */
export function preloadLinks(preload: { js: string[]; css: string[] }): string {
  return [
    ...preload.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preload.css.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('')
}

/** A shell edited once (a page's preloads, no cookie notice), compressed once, on first use. */
export function editedShell(shell: Shell, edit: (html: string) => string): Shell {
  const html = Buffer.from(edit(shell.html.toString('utf8')))
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(html, { level: 9 }),
  }
}
