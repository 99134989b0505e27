import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// Issue 9: the first HTML of '/' already shows the home page (top bar, heading, the search
// form's skeleton) with its CSS inline, so the largest paint needs no JavaScript and no second
// round trip. React replaces the skeleton on its first render (same markup and classes, so
// nothing shifts); the skeleton is inert, and its links work without JavaScript.

const SKELETON = new URL('./home-shell.html', import.meta.url)
/** The lazy sheets the home page's first screen needs besides the linked ones. */
const HOME_SHEETS = [/^tabs-[\w-]+\.css$/, /^home-[\w-]+\.css$/]

export async function prerenderHome(outDir: string): Promise<number> {
  const index = await readFile(path.join(outDir, 'index.html'), 'utf8')
  const skeleton = (await readFile(SKELETON, 'utf8')).trim()
  const links = [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>\n?/g)]
  const assets = await readdir(path.join(outDir, 'assets'))
  const extra = HOME_SHEETS.map((re) => assets.find((name) => re.test(name))).filter(
    (name): name is string => name !== undefined,
  )
  const sheets = [...links.map((link) => link[1]!), ...extra.map((name) => `/assets/${name}`)]
  const css = (await Promise.all(sheets.map((href) => readFile(path.join(outDir, href), 'utf8'))))
    .join('\n')
    .replace(/<\/style/gi, '<\\/style')
  let html = index
  for (const link of links) html = html.replace(link[0], '')
  html = html.replace('</head>', `<style>${css}</style>\n</head>`)
  html = html.replace('<div id="root"></div>', `<div id="root">${skeleton}</div>`)
  if (!html.includes(skeleton)) throw new Error('prerender: no <div id="root"></div> in index.html')
  await writeFile(path.join(outDir, 'home.html'), html)
  return Buffer.byteLength(html)
}
