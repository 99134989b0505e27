import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

// Issue 9: a page's own code is found only after the entry has run and the router has matched
// the URL, then its imports only after that chunk has arrived: two more round trips (150 ms
// each on a Nigerian mobile network) before the first paint of any page but the prerendered
// home. The build lists, per route path, the chunks and sheets of its page; the server names
// them in that navigation's first HTML (modulepreload, preload), so they load beside the entry.

const SPLIT_ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx\?tsr-split=component/

export interface RoutePreloads {
  [path: string]: { js: string[]; css: string[] }
}

function routePath(file: string): string | undefined {
  if (file === '__root') return undefined
  return file === 'index' ? '/' : `/${file}`
}

export function routePreloadsOf(bundle: OutputBundle, base = '/'): RoutePreloads {
  const chunks = new Map<string, OutputChunk>()
  for (const item of Object.values(bundle))
    if (item.type === 'chunk') chunks.set(item.fileName, item)
  const entry = [...chunks.values()].find((c) => c.isEntry)
  // What the entry already loads (and its HTML already names) is not named twice.
  const loaded = new Set<string>()
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return
    into.add(file)
    for (const dep of chunks.get(file)?.imports ?? []) walk(dep, into)
  }
  if (entry) walk(entry.fileName, loaded)
  const preloads: RoutePreloads = {}
  for (const chunk of chunks.values()) {
    const match = chunk.facadeModuleId?.match(SPLIT_ROUTE)
    const path = match && routePath(match[1]!)
    if (!path) continue
    const files = new Set<string>()
    walk(chunk.fileName, files)
    // Vite drops the chunks that held only CSS; an import may still name one: never preload it.
    const js = [...files].filter((file) => chunks.has(file) && !loaded.has(file))
    const css = new Set<string>()
    for (const file of js)
      for (const sheet of (
        chunks.get(file) as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }
      )?.viteMetadata?.importedCss ?? [])
        css.add(sheet)
    preloads[path] = { js: js.map((f) => base + f), css: [...css].map((f) => base + f) }
  }
  return preloads
}

export function routePreloads(): Plugin {
  return {
    name: 'waka-route-preloads',
    apply: 'build',
    generateBundle: {
      // After Vite's own hooks, which remove the CSS-only chunks from the bundle.
      order: 'post',
      handler(options, bundle) {
        // The service worker's own build has no routes: nothing to write there.
        const preloads = routePreloadsOf(bundle)
        if (Object.keys(preloads).length === 0) return
        this.emitFile({
          type: 'asset',
          fileName: 'route-preloads.json',
          source: JSON.stringify(preloads),
        })
      },
    },
  }
}
