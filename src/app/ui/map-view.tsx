import { useEffect, useRef, useState } from 'react'
import * as maplibregl from 'maplibre-gl'
import type { StyleSpecification } from 'maplibre-gl'
// The worker that parses map data, emitted as its own file (kept by the service worker on first
// use, as the library is).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import './map-view.css'

// Issue 12: maps that work offline. Loaded only by the map pages (a lazy import), never with the
// booking path. The default style needs no network and no key: Nigeria's outline shipped with
// the app with its states' boundaries (public/data/nigeria.geojson, precached) and our points; the server's MAP_STYLE_URL
// (GET /api/maps/Map/config) swaps in a richer tile style.

export interface MapPoint {
  id: string
  latitude: number
  longitude: number
  label: string
  kind?: 'terminal' | 'bus' | 'pickup'
}

maplibregl.setWorkerUrl(workerUrl)

const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: { nigeria: { type: 'geojson', data: '/data/nigeria.geojson' } },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#d7e8f0' } },
    {
      id: 'nigeria-fill',
      type: 'fill',
      source: 'nigeria',
      filter: ['==', ['get', 'kind'], 'country'],
      paint: { 'fill-color': '#f5f2e9' },
    },
    {
      id: 'state-borders',
      type: 'line',
      source: 'nigeria',
      filter: ['==', ['get', 'kind'], 'state'],
      paint: { 'line-color': '#9aa6a1', 'line-width': 0.8, 'line-dasharray': [2, 1] },
    },
    {
      id: 'nigeria-border',
      type: 'line',
      source: 'nigeria',
      filter: ['==', ['get', 'kind'], 'country'],
      paint: { 'line-color': '#0b6e4f', 'line-width': 1.5 },
    },
  ],
}

export default function MapView(props: {
  points: MapPoint[]
  focus?: string | null
  label: string
  zoom?: number
  /** A MapLibre style URL (MAP_STYLE_URL); the offline style without one. */
  styleUrl?: string | null
  /** Frame every point at first (the tracking map: both terminals and the bus). */
  fit?: boolean
}) {
  const styleUrl = props.styleUrl ?? undefined
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<maplibregl.Map | null>(null)
  const markers = useRef<maplibregl.Marker[]>([])
  const [cannotDraw, setCannotDraw] = useState(false)

  useEffect(() => {
    if (!container.current) return
    const first = props.points[0]
    try {
      map.current = new maplibregl.Map({
        container: container.current,
        style: styleUrl ?? OFFLINE_STYLE,
        center: first ? [first.longitude, first.latitude] : [3.379, 6.524],
        zoom: props.zoom ?? 10,
        attributionControl: styleUrl ? undefined : false,
      })
    } catch {
      // No WebGL2 (many cheap phones' browsers: an old GPU, a blocklisted driver): the library
      // throws, and the page around the map (the addresses, the bus's status) must not go with it.
      setCannotDraw(true)
      return
    }
    map.current.addControl(new maplibregl.NavigationControl({ showCompass: false }))
    // Says when the map's own data has drawn (the offline outline, or the tile style): tests and
    // assistive tech can tell a drawn map from an empty canvas.
    const drawn = map.current
    drawn.on('idle', () => {
      const ready = styleUrl ? drawn.isStyleLoaded() : drawn.isSourceLoaded('nigeria')
      container.current?.setAttribute('data-ready', String(Boolean(ready)))
    })
    if (props.fit && props.points.length > 1) {
      const bounds = new maplibregl.LngLatBounds()
      for (const p of props.points) bounds.extend([p.longitude, p.latitude])
      map.current.fitBounds(bounds, { padding: 40, duration: 0 })
    }
    return () => {
      map.current?.remove()
      map.current = null
    }
    // The map is made once; points and focus move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const current = map.current
    if (!current) return
    for (const marker of markers.current) marker.remove()
    markers.current = props.points.map((point) => {
      const dot = document.createElement('div')
      dot.className = `map-dot map-dot--${point.kind ?? 'terminal'}`
      dot.title = point.label
      const marker = new maplibregl.Marker({ element: dot })
        .setLngLat([point.longitude, point.latitude])
        .setPopup(new maplibregl.Popup({ offset: 12 }).setText(point.label))
        .addTo(current)
      // The map is a picture to assistive technology; the page lists the same places as
      // controls. A tab stop per marker (the library makes one for a popup) put 36 of them
      // between a terminal search and its first result.
      dot.tabIndex = -1
      return marker
    })
  }, [props.points])

  useEffect(() => {
    const point = props.points.find((p) => p.id === props.focus) ?? null
    if (!point || !map.current || props.fit) return
    map.current.flyTo({
      center: [point.longitude, point.latitude],
      zoom: Math.max(map.current.getZoom(), 12),
    })
  }, [props.focus, props.points, props.fit])

  if (cannotDraw)
    return (
      <p className="notice" role="status">
        This phone cannot show the map.
      </p>
    )
  return (
    <div
      ref={container}
      className="map-view"
      // A group, not an image: it holds controls (zoom, the map's own keyboard focus).
      role="group"
      aria-label={props.label}
      data-ready="false"
    />
  )
}
