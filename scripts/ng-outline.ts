// npm run data:outline — writes public/data/nigeria.geojson, the offline base map's outline:
// Nigeria from Natural Earth's 1:50m countries (the `world-atlas` package, public domain),
// coordinates rounded to 3 decimals (~100 m), small enough to precache.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

const require = createRequire(import.meta.url)
const world = require('world-atlas/countries-50m.json') as Topology<{
  countries: GeometryCollection<{ name: string }>
}>
const countries = feature(world, world.objects.countries)
const nigeria = countries.features.find((f) => f.properties?.name === 'Nigeria')
if (!nigeria) throw new Error('Nigeria not found in world-atlas')

const round = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(round)
    : typeof value === 'number'
      ? Math.round(value * 1000) / 1000
      : value
const geometry = {
  ...nigeria.geometry,
  coordinates: round((nigeria.geometry as { coordinates: unknown }).coordinates),
}
const out = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { name: 'Nigeria' }, geometry }],
}
writeFileSync(new URL('../public/data/nigeria.geojson', import.meta.url), JSON.stringify(out))
console.log('wrote public/data/nigeria.geojson')
