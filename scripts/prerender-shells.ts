import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  HOME_SHEETS,
  cookieBarBlock,
  PAGE_FRAME_ATTRIBUTE,
  withSheetsInline,
} from '../src/shared/prerendered-shell.ts'

// Issue 9: the first HTML already shows something, with its CSS inline, so the first paint needs
// no JavaScript and no second round trip. home.html shows the home page (top bar, heading, the
// search form's skeleton); frame.html, for every other address, shows the top bar and a loading
// indicator. The app keeps either on screen until its own first page is in, then puts that page
// in its place (painted-snapshot.ts; the same markup and classes on the home, so nothing shifts).
// Both are inert; their links work without JavaScript. With JavaScript off, index.html's
// <noscript> hides the loading indicator (by a selector stronger than the sheets' that follow)
// and says what works without it: the ticket link from the SMS or e-mail.

const SHELLS = new URL('./shells/', import.meta.url)

const template = async (name: string) =>
  (await readFile(new URL(`${name}.html`, SHELLS), 'utf8')).trim()

export async function prerenderShells(outDir: string): Promise<{ home: number; frame: number }> {
  const index = await readFile(path.join(outDir, 'index.html'), 'utf8')
  const [bar, home, frame, cookieBar, logo] = await Promise.all([
    template('top-bar'),
    template('home'),
    template('frame'),
    template('cookie-bar'),
    readFile(path.join(outDir, 'images/logo.svg'), 'utf8'),
  ])
  // The logo drawn in the page, as the app's top bar draws it (LogoMark).
  const topBar = bar.replace('<!--logo-->', logo.trim())
  const assets = await readdir(path.join(outDir, 'assets'))
  // A sheet missing from the build fails it, rather than ship a shell that paints unstyled and
  // then shifts when the app's own sheets come.
  const homeSheets = HOME_SHEETS.map((re) => {
    const name = assets.find((asset) => re.test(asset))
    if (!name) throw new Error(`prerender: no sheet in the build matches ${re}`)
    return name
  })
  const sheet = (href: string) => readFile(path.join(outDir, href), 'utf8')

  /** index.html with `extraSheets` too, every sheet inline, and `content` in the root. */
  const shell = async (extraSheets: string[], content: string) => {
    const links = extraSheets.map((name) => `<link rel="stylesheet" href="/assets/${name}">`)
    let html = await withSheetsInline(index.replace('</head>', `${links.join('')}</head>`), sheet, {
      marked: true,
    })
    html = html.replace('<div id="root"></div>', `<div id="root">${content}</div>`)
    if (!html.includes(content))
      throw new Error('prerender: no <div id="root"></div> in index.html')
    return html
  }
  const notice = cookieBarBlock(cookieBar)
  // Both are held beside the root while the app renders its first page out of sight: React's
  // first commit would otherwise clear them before that page is in, and the screen went blank.
  const homeHtml = await shell(
    homeSheets,
    `<div class="prerendered" ${PAGE_FRAME_ATTRIBUTE} inert>${topBar}${home}${notice}</div>`,
  )
  const frameHtml = await shell(
    [],
    `<div class="prerendered" ${PAGE_FRAME_ATTRIBUTE} inert>${topBar}${frame}${notice}</div>`,
  )
  await writeFile(path.join(outDir, 'home.html'), homeHtml)
  await writeFile(path.join(outDir, 'frame.html'), frameHtml)
  return { home: Buffer.byteLength(homeHtml), frame: Buffer.byteLength(frameHtml) }
}
