import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import { HOME_SHEETS, withoutCookieBar } from '#shared/prerendered-shell.ts'
import { SAVE_DATA_ATTRIBUTE } from '#shared/contract/save-data.ts'
import { acceptedEncodings } from './compress.ts'

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
async function loadShell(
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
  const taken = acceptedEncodings(acceptEncoding)
  if (shell.br && taken.has('br')) return { body: shell.br, encoding: 'br' }
  if (shell.gzip && taken.has('gzip')) return { body: shell.gzip, encoding: 'gzip' }
  return { body: shell.html }
}

/** Per route path, the chunks and sheets of its page (the build's route-preloads.json). */
type RoutePreloads = Record<string, { js: string[]; css: string[] } | undefined>

async function loadRoutePreloads(staticRoot: string): Promise<RoutePreloads> {
  const text = await readFile(path.join(staticRoot, 'route-preloads.json'), 'utf8').catch(() => '')
  return text ? (JSON.parse(text) as RoutePreloads) : {}
}

/**
 * The home's preloads but for the sheets home.html already has inline: its own chunks (the search
 * form, the terminal list's query) then load beside the framework, not after it has run (a
 * tester saw Travelling From usable only at 5.6 s at 250 kbit/s).
 */
function withoutInlineSheets(route: string, preload: { js: string[]; css: string[] } | undefined) {
  if (route !== '/' || !preload) return preload
  const inline = (href: string) => HOME_SHEETS.some((re) => re.test(href.split('/').pop() ?? ''))
  return { js: preload.js, css: preload.css.filter((href) => !inline(href)) }
}

/** The links that name one page's own chunks and sheets, for its shell's head. */
function preloadLinks(preload: { js: string[]; css: string[] }): string {
  return [
    ...preload.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preload.css.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('')
}

/** Says on the shell's <html> whether the request asked to save data (low-data mode). */
const withSaveData = (html: string, saveData: boolean) =>
  html.replace('<html ', `<html ${SAVE_DATA_ATTRIBUTE}="${saveData ? 'on' : 'off'}" `)

/**
 * A shell edited once (a page's preloads, no cookie notice, whether the request asked to save
 * data), compressed once, on first use.
 */
function editedShell(shell: Shell, edit: (html: string) => string): Shell {
  const html = Buffer.from(edit(shell.html.toString('utf8')))
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(html, { level: 9 }),
  }
}

/**
 * The first HTML of any navigation: '/' with the home page prerendered, any other address with the
 * frame and, for a page of the app, the links to its own chunks (issue 9); the cookie notice only
 * for a traveller who has not agreed; whether the request asked to save data. Undefined before
 * the app is built. One variant per page, consent and Save-Data, made on first use. `found` is false for an address that is no page of the app: the
 * shell still answers it (the app shows its own "not found" page), under a 404.
 */
export function shellsOf(staticRoot: string) {
  const named = new Map<'index' | 'home' | 'frame', Shell | undefined>()
  const shellNamed = async (name: 'index' | 'home' | 'frame') => {
    if (!named.has(name)) named.set(name, await loadShell(staticRoot, name))
    return named.get(name)
  }
  let preloads: RoutePreloads | undefined
  const variants = new Map<string, Shell>()
  let pages: Map<string, string> | undefined
  return async (
    pathname: string,
    agreed: boolean,
    saveData: boolean,
  ): Promise<{ shell: Shell; found: boolean } | undefined> => {
    const index = await shellNamed('index')
    if (!index) return undefined
    preloads ??= await loadRoutePreloads(staticRoot)
    // The router matches paths whatever their case (/about-us is /About-Us).
    pages ??= new Map(Object.keys(preloads).map((name) => [name.toLowerCase(), name]))
    const asked = pathname.replace(/\/+$/, '') || '/'
    const route = pages.get(asked.toLowerCase()) ?? asked
    const found = route === '/' || pages.has(route.toLowerCase())
    const page = Object.hasOwn(preloads, route)
      ? withoutInlineSheets(route, preloads[route])
      : undefined
    const key = `${route === '/' || page ? route : '*'} ${agreed} ${saveData}`
    let variant = variants.get(key)
    if (!variant) {
      const base = (await shellNamed(route === '/' ? 'home' : 'frame')) ?? index
      variant = editedShell(base, (html) => {
        const linked = page ? html.replace('</head>', `${preloadLinks(page)}</head>`) : html
        return withSaveData(agreed ? withoutCookieBar(linked) : linked, saveData)
      })
      variants.set(key, variant)
    }
    return { shell: variant, found }
  }
}
