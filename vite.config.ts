import { existsSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { headLinks } from './scripts/head-links.ts'
import { precompress } from './scripts/precompress.ts'
import { routePreloads } from './scripts/route-preloads.ts'

/**
 * A code-splitting test matching these files under src/. A file named here that is not there
 * (renamed, moved) fails the build rather than quietly fall out of its chunk.
 */
const sourceFiles = (paths: string[]) => {
  for (const file of paths)
    if (!existsSync(new URL(`./src/${file}`, import.meta.url)))
      throw new Error(`vite.config.ts: no src/${file}`)
  const wanted = new Set(paths.map((file) => `src/${file}`))
  return (id: string) => {
    const path = id.replaceAll('\\', '/')
    const at = path.lastIndexOf('/src/')
    return at >= 0 && wanted.has(path.slice(at + 1))
  }
}

const checkoutFirst = sourceFiles([
  'app/features/checkout/booking-payload.ts',
  'app/features/checkout/checkout-form.ts',
  'app/features/checkout/checkout-page.tsx',
  'app/features/checkout/checkout-steps.tsx',
  'app/features/checkout/contact-step.tsx',
  'app/features/checkout/passengers-step.tsx',
  'app/features/checkout/pick-up-step.tsx',
  'app/features/checkout/use-session-prefill.ts',
])

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
    // After vite-plugin-pwa links the manifest: the favicon inline, the manifest linked later.
    headLinks(),
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
        codeSplitting: {
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
            // Small modules many pages share would each be a chunk of their own (a page of the
            // booking path asked for up to 23 files, six at a time over HTTP/1.1, each a round
            // trip on a slow line). They go in a few chunks by who needs them, chosen so that no
            // page of the booking path loads much it does not use (issue 9: the 130 KB cap).
            {
              // What the home's first screen and most pages after it use.
              name: 'ui',
              test: sourceFiles([
                'app/ui/field.tsx',
                'app/ui/focus-first-invalid.ts',
                'app/ui/lazy-part.tsx',
                'app/ui/toast.tsx',
                'app/lib/focus-keeper.ts',
                'app/offline/when-online.ts',
                'app/lib/format-day.ts',
                'app/lib/low-data.ts',
                'shared/domain/format-day.ts',
                'app/lib/trip-storage.ts',
                'app/lib/use-online.ts',
                'shared/domain/departure-time.ts',
                'shared/domain/route-name.ts',
                'shared/domain/text-order.ts',
              ]),
            },
            {
              // The search forms' fields: the home's trip search and the hire search.
              name: 'search-form',
              test: sourceFiles([
                'app/ui/adults-select.tsx',
                'app/ui/date-field.tsx',
                'app/ui/tabs.tsx',
                'app/ui/terminal-select.tsx',
                'shared/domain/date-windows.ts',
                // The server's clock: the search windows, and whether a trip is past.
                'app/lib/server-clock.ts',
              ]),
            },
            {
              // Traveller details, prices and the messages forms answer with.
              name: 'booking-forms',
              test: sourceFiles([
                'app/ui/page.tsx',
                'shared/domain/booking-total.ts',
                'shared/domain/coupon-discount.ts',
                'shared/domain/fares.ts',
                'shared/domain/messages.ts',
                'shared/domain/money.ts',
                'shared/domain/phone.ts',
                // The names check: the booking contract (tickets) and the checkout form share it.
                'shared/contract/person-name.ts',
                'shared/domain/person-name.ts',
                // How long a name, an ID number and an address may be: the forms and contracts.
                'shared/domain/field-lengths.ts',
              ]),
            },
            {
              // The checkout page with what it draws first, in one file: what the payment
              // dialog's booking request (booking-request.ts, loaded on Pay) shares with it
              // would otherwise be split into a file of its own that the page loads first.
              name: 'passenger-details',
              test: (id: string) =>
                /[\\/]src[\\/]app[\\/]routes[\\/]passenger-details\.tsx\?tsr-split=component$/.test(
                  id,
                ) || checkoutFirst(id),
            },
            {
              // A ticket as My tickets, check-in and the payment outcome pages show it.
              name: 'tickets',
              test: sourceFiles([
                'app/api/booking-history.queries.ts',
                'app/features/tickets/booking-status.queries.ts',
                'app/features/tickets/check-in-form.tsx',
                'app/features/tickets/saved-tickets.queries.ts',
                'app/offline/page-snapshot.ts',
                'app/offline/ticket-store.ts',
                'app/ui/ticket-view.tsx',
                'shared/contract/booking.ts',
                'shared/domain/booking-history.ts',
                'shared/domain/booking-status.ts',
                'shared/domain/payment-methods.ts',
              ]),
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
          globalSetup: ['tests/api/api-templates.ts'],
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
