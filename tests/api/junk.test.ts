/// <reference types="vite/client" />
import { afterAll, beforeAll, expect, it } from 'vitest'
import { apiRoutes, createHarness, type Harness } from './harness.ts'
import { walletCustomer, type WalletCustomer } from './wallet-helpers.ts'

// Never a 500 for a malformed request (issue 9, the HTTP edge): every route, as a guest and
// signed in, with junk in its path parameters, in its query, as its whole body and in every field
// a contract names. This sweep found a '%' in a path parameter answering 500.

const contracts = import.meta.glob('../../src/shared/contract/*.ts', { eager: true })

/** Every field name the contracts' schemas name, however deep. */
function fieldNames(): string[] {
  const names = new Set<string>()
  const seen = new Set<unknown>()
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return
    seen.add(node)
    const schema = node as Record<string, unknown>
    if (schema.kind !== 'schema') return
    const entries = (schema.entries ?? {}) as Record<string, unknown>
    for (const [name, inner] of Object.entries(entries)) {
      names.add(name)
      walk(inner)
    }
    walk(schema.wrapped)
    walk(schema.item)
    for (const list of [schema.options, schema.pipe, schema.items])
      if (Array.isArray(list)) list.forEach(walk)
  }
  for (const module of Object.values(contracts)) Object.values(module as object).forEach(walk)
  return [...names]
}

const FIELD_JUNK: unknown[] = [
  null,
  -1,
  1.5,
  2_147_483_648,
  1e21,
  '',
  // Long, yet the body with it in every field stays under the body limit (its own test).
  'x'.repeat(300),
  [],
  {},
  true,
  '2026-02-30',
  [{}],
]
const QUERY_JUNK = ['-1', '2147483648', '1e21', '', 'abc', '2026-02-30', '%25']
const PARAM_JUNK = ['-1', '0', '2147483648', '99999999999999999999', '1.5', '%25', 'x'.repeat(2000)]
const BODY_JUNK = ['{', 'null', '[]', '"text"', '12', '[{}]']

let h: Harness
let who: WalletCustomer
beforeAll(async () => {
  h = await createHarness()
  who = await walletCustomer(h)
})
afterAll(() => h?.close())

it('no route answers 5xx to junk, as a guest or signed in', { timeout: 300_000 }, async () => {
  const fields = fieldNames()
  expect(fields).toEqual(expect.arrayContaining(['departureTerminalId', 'seatRegistrations']))
  const routes = apiRoutes(h)
  expect(routes.length).toBeGreaterThan(40)
  const failures: string[] = []
  let sent = 0
  for (const route of routes) {
    const clean = route.path.replace(/:\w+/g, '1')
    const attempts: { path: string; body?: unknown }[] = [
      ...(route.path.includes(':')
        ? PARAM_JUNK.map((junk) => ({ path: route.path.replace(/:\w+/g, junk) }))
        : []),
      ...QUERY_JUNK.map((junk) => ({
        path: `${clean}?${fields.map((name) => `${name}=${encodeURIComponent(junk)}`).join('&')}`,
      })),
    ]
    if (route.method !== 'GET')
      attempts.push(
        ...BODY_JUNK.map((body) => ({ path: clean, body })),
        ...FIELD_JUNK.map((junk) => ({
          path: clean,
          body: Object.fromEntries(fields.map((name) => [name, junk])),
        })),
      )
    const signedIn = route.path.startsWith('/api/wallet') ? who.wallet : who.customer
    for (const auth of [{}, signedIn])
      for (const attempt of attempts) {
        sent++
        // Each its own address, so no rate limit answers in a route's place.
        const address = `10.77.${(sent >> 8) & 255}.${sent & 255}`
        const res = await h.call(route.method, attempt.path, attempt.body, {
          ...auth,
          'x-forwarded-for': address,
        })
        if (res.status >= 500)
          failures.push(
            `${res.status} ${route.method} ${attempt.path.slice(0, 100)} ${JSON.stringify(attempt.body)?.slice(0, 80)}`,
          )
      }
  }
  expect(sent).toBeGreaterThan(2000)
  expect(failures).toEqual([])
})
