// npm run data:outline — writes public/data/nigeria.geojson, the offline base map (issue 12):
// - Nigeria's outline from Natural Earth's 1:50m countries (the `world-atlas` package, public
//   domain);
// - the 37 states' boundaries from the `@svg-maps/nigeria` drawing (CC BY 4.0, VictorCazanave),
//   placed on the outline's bounding box (x linear in longitude, y in Mercator latitude): a
//   close fit for a base map, not a survey.
// Coordinates are rounded to 3 decimals (~100 m), small enough to precache.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import nigeriaSvgModule from '@svg-maps/nigeria'

const require = createRequire(import.meta.url)
const world = require('world-atlas/countries-50m.json') as Topology<{
  countries: GeometryCollection<{ name: string }>
}>
const countries = feature(world, world.objects.countries)
const nigeria = countries.features.find((f) => f.properties?.name === 'Nigeria')
if (!nigeria) throw new Error('Nigeria not found in world-atlas')

type Ring = [number, number][]
const rings = (geometry: { type: string; coordinates: unknown }): Ring[] =>
  geometry.type === 'Polygon'
    ? (geometry.coordinates as Ring[])
    : (geometry.coordinates as Ring[][]).flat()
const outline = rings(nigeria.geometry as { type: string; coordinates: unknown })
const lngs = outline.flat().map((p) => p[0])
const lats = outline.flat().map((p) => p[1])
const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)]
const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)]

/** The drawing's paths use only relative moves with implied lines and closes ('m … z'). */
function parsePath(d: string): Ring[] {
  const tokens = d.match(/[mz]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []
  const out: Ring[] = []
  let ring: Ring = []
  let x = 0
  let y = 0
  let start: [number, number] = [0, 0]
  let i = 0
  while (i < tokens.length) {
    const token = tokens[i]!
    if (token === 'z' || token === 'Z') {
      if (ring.length > 2) out.push([...ring, ring[0]!])
      ring = []
      ;[x, y] = start
      i += 1
    } else if (token === 'm') {
      i += 1
      x += Number(tokens[i])
      y += Number(tokens[i + 1])
      i += 2
      start = [x, y]
      ring = [[x, y]]
      while (i < tokens.length && !/^[mz]$/i.test(tokens[i]!)) {
        x += Number(tokens[i])
        y += Number(tokens[i + 1])
        ring.push([x, y])
        i += 2
      }
    } else throw new Error(`unexpected path command ${token}`)
  }
  if (ring.length > 2) out.push([...ring, ring[0]!])
  return out
}

const nigeriaSvg = nigeriaSvgModule as unknown as { locations: { name: string; path: string }[] }
const states = nigeriaSvg.locations.map((l) => ({ name: l.name, rings: parsePath(l.path) }))
const xs = states.flatMap((s) => s.rings.flat().map((p) => p[0]))
const ys = states.flatMap((s) => s.rings.flat().map((p) => p[1]))
const [minX, maxX, minY, maxY] = [
  Math.min(...xs),
  Math.max(...xs),
  Math.min(...ys),
  Math.max(...ys),
]
const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))
const fromMercator = (m: number) => ((2 * Math.atan(Math.exp(m)) - Math.PI / 2) * 180) / Math.PI
const [mTop, mBottom] = [mercator(maxLat), mercator(minLat)]
const toLngLat = ([x, y]: [number, number]): [number, number] => [
  minLng + ((x - minX) / (maxX - minX)) * (maxLng - minLng),
  fromMercator(mTop + ((y - minY) / (maxY - minY)) * (mBottom - mTop)),
]

const round = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(round)
    : typeof value === 'number'
      ? Math.round(value * 1000) / 1000
      : value
/** Rounded, without repeated points, and without rings that collapse to nothing. */
const clean = (ring: Ring): Ring =>
  (round(ring) as Ring).filter(
    (p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1],
  )
const features = [
  {
    type: 'Feature',
    properties: { name: 'Nigeria', kind: 'country' },
    geometry: {
      type: 'MultiPolygon',
      coordinates: outline.map((r) => [clean(r)]).filter((p) => p[0]!.length >= 4),
    },
  },
  ...states.map((s) => ({
    type: 'Feature',
    properties: { name: s.name, kind: 'state' },
    geometry: {
      type: 'Polygon',
      coordinates: s.rings.map((r) => clean(r.map(toLngLat))).filter((r) => r.length >= 4),
    },
  })),
]
writeFileSync(
  new URL('../public/data/nigeria.geojson', import.meta.url),
  JSON.stringify({ type: 'FeatureCollection', features }),
)
console.log(`wrote public/data/nigeria.geojson: the outline and ${states.length} states`)
