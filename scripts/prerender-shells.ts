import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { cookieBarBlock, PAGE_FRAME_ATTRIBUTE } from '../src/shared/prerendered-shell.ts'

// Issue 9: the first HTML already shows something, with its CSS inline, so the first paint needs
// no JavaScript and no second round trip. home.html shows the home page (top bar, heading, the
// search form's skeleton), which React replaces on its first render (same markup and classes, so
// nothing shifts). frame.html, for every other address, shows the top bar and a loading
// indicator, which the app keeps on screen until its page is in (painted-snapshot.ts). Both are
// inert; their links work without JavaScript.

const SHELLS = new URL('./shells/', import.meta.url)
/** The lazy sheets the home page's first screen needs besides the linked ones. */
const HOME_SHEETS = [/^tabs-[\w-]+\.css$/, /^home-[\w-]+\.css$/]

const template = async (name: string) =>
  (await readFile(new URL(`${name}.html`, SHELLS), 'utf8')).trim()

export async function prerenderShells(outDir: string): Promise<{ home: number; frame: number }> {
  const index = await readFile(path.join(outDir, 'index.html'), 'utf8')
  const [topBar, home, frame, cookieBar] = await Promise.all([
    template('top-bar'),
    template('home'),
    template('frame'),
    template('cookie-bar'),
  ])
  const links = [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>\n?/g)]
  const assets = await readdir(path.join(outDir, 'assets'))
  const homeSheets = HOME_SHEETS.map((re) => assets.find((name) => re.test(name))).filter(
    (name): name is string => name !== undefined,
  )
  const linked = links.map((link) => link[1]!)
  const inline = async (sheets: string[]) =>
    (await Promise.all(sheets.map((href) => readFile(path.join(outDir, href), 'utf8'))))
      .join('\n')
      .replace(/<\/style/gi, '<\\/style')

  /** index.html with its linked sheets inline and `content` in the root. */
  const shell = (css: string, content: string) => {
    let html = index
    for (const link of links) html = html.replace(link[0], '')
    html = html.replace('</head>', `<style>${css}</style>\n</head>`)
    html = html.replace('<div id="root"></div>', `<div id="root">${content}</div>`)
    if (!html.includes(content))
      throw new Error('prerender: no <div id="root"></div> in index.html')
    return html
  }
  const notice = cookieBarBlock(cookieBar)
  const homeHtml = shell(
    await inline([...linked, ...homeSheets.map((name) => `/assets/${name}`)]),
    `<div class="prerendered" inert>${topBar}${home}${notice}</div>`,
  )
  const frameHtml = shell(
    await inline(linked),
    `<div class="prerendered" ${PAGE_FRAME_ATTRIBUTE} inert>${topBar}${frame}${notice}</div>`,
  )
  await writeFile(path.join(outDir, 'home.html'), homeHtml)
  await writeFile(path.join(outDir, 'frame.html'), frameHtml)
  return { home: Buffer.byteLength(homeHtml), frame: Buffer.byteLength(frameHtml) }
}
