import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { prerenderShells } from './prerender-shells.ts'

// Issue 9: after the build (and the service worker), home.html and frame.html are prerendered;
// then .br and .gz are written beside every text file, and the server answers Accept-Encoding with
// them (serveStatic precompressed): nothing is compressed per request, and the framework chunk
// travels at ~⅓ of its size.

const TEXT = /\.(js|mjs|css|html|svg|json|geojson|webmanifest|txt|xml|map)$/i
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (TEXT.test(entry.name)) yield full
  }
}

/** Writes file.br and file.gz beside each text file of `dir` when they are smaller. */
export async function precompressDir(dir: string): Promise<{ files: number; saved: number }> {
  let count = 0
  let saved = 0
  for await (const file of files(dir)) {
    const raw = await readFile(file)
    const [br, gzipped] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz(raw, { level: 9 }),
    ])
    if (br.length < raw.length) await writeFile(`${file}.br`, br)
    if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped)
    count++
    saved += raw.length - Math.min(br.length, raw.length)
  }
  return { files: count, saved }
}

export function precompress(): Plugin {
  let outDir = 'dist'
  let failed = false
  return {
    name: 'waka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // A failed build closes too: left alone, its own error is not replaced by this one's.
    buildEnd(error) {
      failed = error !== undefined
    },
    renderError() {
      failed = true
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (failed || !(await stat(outDir).catch(() => null))) return
        const shells = await prerenderShells(outDir)
        const kb = (bytes: number) => Math.round(bytes / 1024)
        console.log(
          `prerendered home.html (${kb(shells.home)} KB), frame.html (${kb(shells.frame)} KB)`,
        )
        const { files, saved } = await precompressDir(outDir)
        console.log(`precompressed ${files} files (brotli saves ${Math.round(saved / 1024)} KB)`)
      },
    },
  }
}
