import { readFile } from 'node:fs/promises'
import path from 'node:path'

// The app shell every navigation gets, read once with its precompressed variants.

export interface Shell {
  html: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** `index.html` for every route, or `home.html`: the same shell with the home page prerendered. */
export async function loadShell(
  staticRoot: string,
  name: 'index' | 'home' = 'index',
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
