import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './scripts/precompress.ts'
import { routePreloads } from './scripts/route-preloads.ts'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    routePreloads(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Waka — intercity bus travel',
        short_name: 'Waka',
        description:
          'Book bus seats, hire a bus and pay bills across Nigeria, even on a patchy network.',
        theme_color: '#0b6e4f',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,geojson}'],
        globIgnores: ['**/maplibre*', '**/*worker*'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    // After the service worker is written: .br and .gz beside every text file (issue 9).
    precompress(),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Every browser the app supports has modulepreload; the polyfill only cost every page bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The framework every page needs ships as one long-cached chunk: one file compresses
        // better than the dozen the code splitter would make of it (issue 2 bundle budget).
        // Named packages only, so maplibre-gl and socket.io-client stay on their own pages.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|valibot|idb-keyval)[\\/]/,
            },
            {
              // The map library: its own file, left out of the precache (globIgnores) and kept
              // by the service worker on first use (sw/runtime-caches.ts), so only map pages pay.
              name: 'maplibre',
              test: /node_modules[\\/]maplibre-gl[\\/]/,
            },
            {
              // Every route's definition (search validation, guards) is in the route tree the
              // entry loads; a route whose lazy page also reads it would otherwise get a chunk
              // of its own, and each small file costs a request and its own gzip overhead.
              name: 'routes',
              test: (id: string) =>
                /[\\/]src[\\/]app[\\/]routes[\\/][^-]/.test(id) && !id.includes('tsr-split'),
            },
          ],
        },
      },
    },
  },
  test: {
    // .ci/run collects JSON results to print one closing 'N passed, N failed' line.
    reporters: process.env.WAKA_REPORT_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.WAKA_REPORT_DIR
      ? { json: `${process.env.WAKA_REPORT_DIR}/vitest-${process.pid}.json` }
      : undefined,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy; a couple of files at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
