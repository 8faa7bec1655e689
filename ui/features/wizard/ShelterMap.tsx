import { Map as MapLibre, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import type { GeoJSONSource, MapGeoJSONFeature, StyleSpecification } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { Lasso, Check, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { OkrugOutlines } from '../../../core/cabinet/stores/shelter-map.store'
import {
  areaLabels,
  boundsOf,
  faceStops,
  faceTotal,
  type Features,
  type StationFeature,
} from '../../../core/map/moscow-map'
import type { FaceCard as FaceCardView } from '../../../core/map/face-card'
import { circleRing, polygonBounds } from '../../../core/map/place-selection'
import type { PlaceStop } from '../../../core/map/shelter-selection'
import { stopKey } from '../../../core/pricing/selection/shelter-form'
import { stopFeatures, stopSummary, type MapStop } from '../../../core/pricing/selection/shelter-map'
import type { ListedStop } from '../../../core/pricing/selection/stops-listing'
import { FaceCard } from '../map/FaceCard'
import type { Side } from '../../../core/pricing/selection/stops-selection.store'
import { Button } from '../../design/Button'
import { color } from '../../design/tokens'
import { cards, frame, legend, stage, status, tools } from './ShelterMap.styles'

// The worker is our own bundled file: the map makes no call outside the product.
setWorkerUrl(workerUrl)

const MOSCOW: [number, number] = [37.62, 55.75]
/** Old and New Moscow with a margin: the map does not wander off the city it sells. */
const BOUNDS: [[number, number], [number, number]] = [
  [36.2, 54.85],
  [38.8, 56.3],
]
/** The label glyphs, generated from the product's own Inter (adapters/inventory/glyphs) and served by us. */
const GLYPHS = `${location.origin}${import.meta.env.BASE_URL}glyphs/{fontstack}/{range}.pbf`
const REGULAR = ['Inter-Regular']
const SEMIBOLD = ['Inter-SemiBold']
const HALO = { 'text-halo-color': color.surface, 'text-halo-width': 1.5 }
/** The share of the device's pixel ratio the map draws at while it moves (crisp again at rest). */
const MOVING_PIXEL_RATIO = 0.6
/** How long a label takes to fade in or out, and so how often a moving map places its labels again. */
const LABEL_FADE_MS = 200
const DOT = { free: color.text, taken: '#b9c0cc', chosen: color.accent, cluster: color.muted }

/**
 * Our own style: a plain ground, no tiles, no sprites, our own glyphs — every layer is added from our GeoJSON. The
 * okrugs are outlined, not filled: a fill of their 20,000-point polygons under every frame held a pan at about
 * 50 frames a second in software WebGL, the outlines alone at about 58 (issue 15's bench).
 */
const STYLE: StyleSpecification = {
  version: 8,
  glyphs: GLYPHS,
  sources: {},
  layers: [{ id: 'ground', type: 'background', paint: { 'background-color': color.surface } }],
}

const RU_LOCALE = {
  'Map.Title': 'Карта остановок: щелчок по остановке выбирает её свободные стороны',
  'NavigationControl.ZoomIn': 'Приблизить',
  'NavigationControl.ZoomOut': 'Отдалить',
  'NavigationControl.ResetBearing': 'Повернуть на север',
  'AttributionControl.ToggleAttribution': 'Источники данных',
}

const EMPTY = { type: 'FeatureCollection', features: [] } as const

export interface ShelterMapProps {
  readonly stops: readonly MapStop[]
  readonly outlines: OkrugOutlines | undefined
  readonly districts: OkrugOutlines | undefined
  readonly metro: Features<StationFeature> | undefined
  /** The okrug the filter above keeps (its code), and each side's okrug; undefined: the whole city. */
  readonly okrug: string | undefined
  readonly okrugOf: ReadonlyMap<string, string>
  readonly selected: ReadonlySet<string>
  readonly side: Side
  readonly onToggle: (stop: MapStop) => void
  readonly onArea: (ring: [number, number][]) => void
  /** The card of a face, its figures from the core (core/map/face-card.ts). */
  readonly cardOf: (face: ListedStop, chosen: boolean) => FaceCardView
  /** The stop found by search: the map centres on it and draws the radius around it (issue #50 item 3). */
  readonly place?: PlaceStop | undefined
  readonly radius?: number
}

/**
 * The transit-shelter map (R-SCREEN-62), MapLibre over our own GeoJSON: okrug borders, the city's stops
 * clustered at city zoom, the chosen ones in the brand colour above them. A click on a stop chooses its free
 * sides or gives them back; a click on a cluster zooms into it; an area drawn point by point chooses every free
 * side inside. The list beside edits the same choice.
 */
export const ShelterMap = ({
  stops,
  outlines,
  districts,
  metro,
  okrug,
  okrugOf,
  selected,
  side,
  onToggle,
  onArea,
  cardOf,
  place,
  radius = 500,
}: ShelterMapProps) => {
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibre | null>(null)
  // Whether the map has brought the city (or the okrug, or the place) into view yet: before the outlines come,
  // it stands at its opening centre and zoom.
  const fitted = useRef(false)
  const [loaded, setLoaded] = useState(false)
  const [drawing, setDrawing] = useState(false)
  const [area, setArea] = useState<[number, number][]>([])
  const [said, setSaid] = useState<string>()
  // The stop under the pointer shows its faces' cards; a click keeps the clicked stop's cards once it leaves.
  const [hover, setHover] = useState<string>()
  // The handlers registered once read the latest props and state through this.
  const now = useRef({ stops, onToggle, drawing, area, finish: () => {} })

  useEffect(() => {
    if (!box.current) return
    const m = new MapLibre({
      container: box.current,
      style: STYLE,
      center: MOSCOW,
      zoom: 9,
      minZoom: 7,
      maxZoom: 17,
      maxBounds: BOUNDS,
      dragRotate: false,
      pitchWithRotate: false,
      // Not 0: with no fade MapLibre places every label afresh on every frame of a move (a full, unpaused
      // placement); with one it places them at most once a fade, in slices of a frame's budget. The first view
      // has no fade either way (MapLibre fades only after its first idle).
      fadeDuration: LABEL_FADE_MS,
      renderWorldCopies: false,
      locale: RU_LOCALE,
      attributionControl: { compact: true, customAttribution: 'Данные: портал открытых данных Москвы' },
    })
    m.touchZoomRotate.disableRotation()
    m.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    m.on('load', () => {
      for (const source of ['okrugs', 'okrug-names', 'districts', 'district-names', 'metro'])
        m.addSource(source, { type: 'geojson', data: EMPTY })
      // A cluster sums its stops' faces: its figure is the sides it holds, as the list counts them.
      m.addSource('stops', {
        type: 'geojson',
        data: EMPTY,
        cluster: true,
        clusterRadius: 32,
        clusterMaxZoom: 13,
        clusterProperties: { faces: ['+', ['get', 'faces']] },
      })
      m.addSource('chosen', { type: 'geojson', data: EMPTY })
      m.addSource('area', { type: 'geojson', data: EMPTY })
      m.addSource('place', { type: 'geojson', data: EMPTY })

      m.addLayer({
        id: 'district-line',
        type: 'line',
        source: 'districts',
        minzoom: 10.5,
        paint: { 'line-color': color.border, 'line-width': 1 },
      })
      m.addLayer({
        id: 'okrug-line',
        type: 'line',
        source: 'okrugs',
        paint: { 'line-color': color.borderStrong, 'line-width': 1 },
      })
      m.addLayer({
        id: 'metro-points',
        type: 'circle',
        source: 'metro',
        minzoom: 9.5,
        paint: {
          'circle-color': ['get', 'color'],
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 10, 2, 14, 5],
          'circle-stroke-color': color.surface,
          'circle-stroke-width': 1,
        },
      })
      m.addLayer({
        id: 'okrug-names',
        type: 'symbol',
        source: 'okrug-names',
        maxzoom: 10.5,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': SEMIBOLD,
          'text-size': 13,
          'text-max-width': 8,
        },
        paint: { 'text-color': color.muted, ...HALO },
      })
      m.addLayer({
        id: 'district-names',
        type: 'symbol',
        source: 'district-names',
        minzoom: 10.5,
        maxzoom: 14,
        layout: { 'text-field': ['get', 'name'], 'text-font': REGULAR, 'text-size': 12, 'text-max-width': 8 },
        paint: { 'text-color': color.muted, ...HALO },
      })
      m.addLayer({
        id: 'metro-names',
        type: 'symbol',
        source: 'metro',
        minzoom: 11.5,
        filter: ['!=', ['get', 'name'], ''],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': REGULAR,
          'text-size': 11,
          'text-anchor': 'left',
          'text-offset': [0.7, 0],
          'text-optional': true,
        },
        paint: { 'text-color': color.text, ...HALO },
      })
      m.addLayer({
        id: 'clusters',
        type: 'circle',
        source: 'stops',
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': DOT.cluster,
          'circle-opacity': 0.55,
          'circle-radius': ['step', ['get', 'faces'], 10, 50, 13, 200, 16, 800, 21],
          'circle-stroke-color': color.surface,
          'circle-stroke-width': 1,
        },
      })
      m.addLayer({
        id: 'cluster-counts',
        type: 'symbol',
        source: 'stops',
        filter: ['has', 'point_count'],
        layout: {
          'text-field': ['number-format', ['get', 'faces'], { locale: 'ru-RU' }],
          'text-font': SEMIBOLD,
          'text-size': 11,
          'text-allow-overlap': true,
          'text-ignore-placement': true,
        },
        paint: { 'text-color': color.surface },
      })
      m.addLayer({
        id: 'stop-points',
        type: 'circle',
        source: 'stops',
        filter: ['!', ['has', 'point_count']],
        paint: {
          'circle-color': ['match', ['get', 'mark'], 'taken', DOT.taken, DOT.free],
          'circle-radius': 5,
          'circle-stroke-color': color.surface,
          'circle-stroke-width': 1,
        },
      })
      m.addLayer({
        id: 'stop-names',
        type: 'symbol',
        source: 'stops',
        minzoom: 14,
        filter: ['!', ['has', 'point_count']],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': REGULAR,
          'text-size': 11,
          'text-anchor': 'top',
          'text-offset': [0, 0.7],
          'text-max-width': 12,
          'text-optional': true,
        },
        paint: { 'text-color': color.text, ...HALO },
      })
      m.addLayer({
        id: 'chosen-points',
        type: 'circle',
        source: 'chosen',
        paint: {
          'circle-color': DOT.chosen,
          'circle-opacity': ['match', ['get', 'mark'], 'part', 0.6, 1],
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 9, 3, 14, 7],
          'circle-stroke-color': color.surface,
          'circle-stroke-width': 1,
        },
      })
      m.addLayer({
        id: 'place-fill',
        type: 'fill',
        source: 'place',
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': color.accent, 'fill-opacity': 0.08 },
      })
      m.addLayer({
        id: 'place-line',
        type: 'line',
        source: 'place',
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'line-color': color.accent, 'line-width': 2 },
      })
      m.addLayer({
        id: 'place-point',
        type: 'circle',
        source: 'place',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-color': color.surface,
          'circle-radius': 6,
          'circle-stroke-color': color.accent,
          'circle-stroke-width': 3,
        },
      })
      m.addLayer({
        id: 'area-fill',
        type: 'fill',
        source: 'area',
        paint: { 'fill-color': color.accent, 'fill-opacity': 0.1 },
      })
      m.addLayer({
        id: 'area-line',
        type: 'line',
        source: 'area',
        paint: { 'line-color': color.accent, 'line-width': 2, 'line-dasharray': [2, 1] },
      })
      setLoaded(true)
    })
    // The frame tells what the map shows, for the browser tests and the bench: its zoom, centre and bounds, the
    // faces its clusters and single stops count on screen, and how many names each label layer drew; and
    // whether that view is already the fitted one (a test reading the first view waits for it).
    m.on('idle', () => {
      const frame = box.current
      if (!frame) return
      frame.dataset['fitted'] = String(fitted.current)
      frame.dataset['zoom'] = m.getZoom().toFixed(2)
      const centre = m.getCenter()
      frame.dataset['center'] = `${centre.lng.toFixed(5)},${centre.lat.toFixed(5)}`
      frame.dataset['bounds'] = JSON.stringify(m.getBounds().toArray())
      const shown = new Map<string, number>()
      for (const f of m.queryRenderedFeatures({ layers: ['clusters', 'stop-points'] }))
        shown.set(`${f.layer.id}:${String(f.id)}`, Number(f.properties['faces']))
      frame.dataset['shownFaces'] = String([...shown.values()].reduce((a, b) => a + b, 0))
      // Where one single stop stands on screen (x,y in the frame), for a test to point at it.
      const single = m.queryRenderedFeatures({ layers: ['stop-points'] })[0]
      const at =
        single?.geometry.type === 'Point'
          ? m.project(single.geometry.coordinates as [number, number])
          : undefined
      frame.dataset['aStop'] = at ? `${Math.round(at.x)},${Math.round(at.y)}` : ''
      const names = (layer: string) =>
        new Set(m.queryRenderedFeatures({ layers: [layer] }).map((f) => String(f.properties['name']))).size
      frame.dataset['labels'] = JSON.stringify({
        okrugs: names('okrug-names'),
        districts: names('district-names'),
        metro: names('metro-names'),
        stops: names('stop-names'),
      })
    })
    m.on('click', (e) => {
      if (now.current.drawing) {
        // A click on the first corner (within 10 px) closes the area, as Enter does.
        const first = now.current.area[0]
        const at = first ? m.project(first) : undefined
        if (now.current.area.length >= 3 && at && Math.hypot(at.x - e.point.x, at.y - e.point.y) <= 10)
          now.current.finish()
        else setArea((points) => [...points, [e.lngLat.lng, e.lngLat.lat]])
        return
      }
      const hit: MapGeoJSONFeature | undefined = m.queryRenderedFeatures(e.point, {
        layers: ['chosen-points', 'stop-points', 'clusters'],
      })[0]
      if (!hit) return
      if (hit.layer.id === 'clusters') {
        const source = m.getSource<GeoJSONSource>('stops')
        const id = Number(hit.properties['cluster_id'])
        void source
          ?.getClusterExpansionZoom(id)
          .then((zoom) => m.easeTo({ center: e.lngLat, zoom }, { originalEvent: e.originalEvent }))
        return
      }
      const stop = now.current.stops.find((s) => s.id === hit.properties['id'])
      if (stop) now.current.onToggle(stop)
      if (stop) setSaid(stop.id)
    })
    // One pointer handler for the cursor and the card, asked once a move of the pointer, and not at all while the
    // map moves: a drag over the stops would otherwise ask five layers and re-render the card on every step.
    const pointable = ['chosen-points', 'stop-points', 'clusters']
    m.on('mousemove', (e) => {
      if (m.isMoving()) return
      const hit = m.queryRenderedFeatures(e.point, { layers: pointable })[0]
      m.getCanvas().style.cursor = hit && !now.current.drawing ? 'pointer' : ''
      const id: unknown = hit && hit.layer.id !== 'clusters' ? hit.properties['id'] : undefined
      if (now.current.drawing) return
      setHover(typeof id === 'string' ? id : undefined)
    })
    m.on('mouseout', () => {
      m.getCanvas().style.cursor = ''
      setHover(undefined)
    })
    // While the person pans or zooms, the canvas draws at a lower pixel ratio (software WebGL spends its frame on
    // pixels); at rest it draws crisp again at the device's ratio. The public setPixelRatio resizes through
    // `resize()`, which stops the gesture under way and fires move events: the canvas is resized as a window
    // resize does it inside MapLibre (6.x, pinned), the gesture going on.
    const inner = m as unknown as {
      _overridePixelRatio: number | null
      _resizeInternal(constrain: boolean): void
    }
    const drawAt = (ratio: number) => {
      if (m.getPixelRatio() === ratio) return
      inner._overridePixelRatio = ratio
      inner._resizeInternal(false)
      m.triggerRepaint()
    }
    // Any move: a wheel's zoom reaches movestart without its event, and a move the map makes itself (a cluster
    // opened) pans alike. This resize fires no events of its own.
    m.on('movestart', () => drawAt(devicePixelRatio * MOVING_PIXEL_RATIO))
    m.on('moveend', () => drawAt(devicePixelRatio))
    map.current = m
    return () => {
      map.current = null
      m.remove()
    }
  }, [])

  // While an area is drawn, clicks are its corners: a quick second click must not zoom.
  useEffect(() => {
    if (drawing) map.current?.doubleClickZoom.disable()
    else map.current?.doubleClickZoom.enable()
  }, [drawing])

  // The city's stops change with the period and the side and okrug filters; the choice alone redraws only the
  // chosen layer.
  const base = useMemo(
    () => faceStops(stops, new Set(), side, okrug === undefined ? undefined : { code: okrug, of: okrugOf }),
    [stops, side, okrug, okrugOf],
  )
  const chosen = useMemo(() => stopFeatures(stops, selected, side, 'chosen'), [stops, selected, side])
  useEffect(() => {
    if (!loaded || !outlines) return
    const m = map.current
    void m?.getSource<GeoJSONSource>('okrugs')?.setData(outlines as never)
    void m?.getSource<GeoJSONSource>('okrug-names')?.setData(areaLabels(outlines.features) as never)
  }, [loaded, outlines])
  useEffect(() => {
    if (!loaded || !districts) return
    const m = map.current
    void m?.getSource<GeoJSONSource>('districts')?.setData(districts as never)
    void m?.getSource<GeoJSONSource>('district-names')?.setData(areaLabels(districts.features) as never)
  }, [loaded, districts])
  useEffect(() => {
    if (loaded && metro) void map.current?.getSource<GeoJSONSource>('metro')?.setData(metro as never)
  }, [loaded, metro])
  // The first view holds the whole city (every okrug); an okrug chosen above brings its own bounds into view, a
  // place found by search its circle. Until
  // the person moves the map, a new size of the window (a phone turned) fits the same bounds again.
  useEffect(() => {
    const m = map.current
    if (!loaded || !outlines || !m) return
    const chosen = outlines.features.filter((f) => okrug === undefined || f.properties.code === okrug)
    // A place found by search brings its circle into view instead.
    const bounds = place
      ? polygonBounds([circleRing([place.longitude, place.latitude], radius)])
      : boundsOf(chosen.length > 0 ? chosen : outlines.features)
    if (!bounds) return
    const fit = () => {
      m.fitBounds(bounds as never, { padding: place ? 24 : 12, animate: false })
      fitted.current = true
    }
    fit()
    let moved = false
    const onMove = (e: { originalEvent?: unknown }) => {
      if (e.originalEvent) moved = true
    }
    const onResize = () => {
      if (!moved) fit()
    }
    m.on('movestart', onMove)
    m.on('resize', onResize)
    return () => {
      m.off('movestart', onMove)
      m.off('resize', onResize)
    }
  }, [loaded, outlines, okrug, place, radius])
  useEffect(() => {
    if (!loaded) return
    void map.current?.getSource<GeoJSONSource>('stops')?.setData(base as never)
    if (box.current) box.current.dataset['stops'] = String(base.features.length)
    if (box.current) box.current.dataset['faces'] = String(faceTotal(base))
  }, [loaded, base])
  useEffect(() => {
    if (!loaded) return
    void map.current?.getSource<GeoJSONSource>('chosen')?.setData(chosen as never)
    if (box.current) box.current.dataset['chosen'] = String(chosen.features.length)
  }, [loaded, chosen])
  useEffect(() => {
    if (!loaded) return
    const ring = area.length > 0 ? [...area, area[0] ?? area[area.length - 1]] : []
    const feature =
      area.length >= 3
        ? { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }
        : { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: area } }
    void map.current
      ?.getSource<GeoJSONSource>('area')
      ?.setData((area.length > 0 ? { type: 'FeatureCollection', features: [feature] } : EMPTY) as never)
  }, [loaded, area])

  const finish = () => {
    if (area.length >= 3) onArea(area)
    setArea([])
    setDrawing(false)
  }
  const cancel = () => {
    setArea([])
    setDrawing(false)
  }
  now.current = { stops, onToggle, drawing, area, finish }
  // While an area is drawn, Enter closes it and Escape gives it up, wherever the focus is.
  useEffect(() => {
    if (!drawing) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter') now.current.finish()
      else if (e.key === 'Escape') cancel()
      else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [drawing])
  // The place found by search: its circle of the radius drawn, the map brought to hold it.
  useEffect(() => {
    const m = map.current
    if (!loaded || !m) return
    const ring = place ? circleRing([place.longitude, place.latitude], radius) : []
    void m.getSource<GeoJSONSource>('place')?.setData(
      (place
        ? {
            type: 'FeatureCollection',
            features: [
              { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
              {
                type: 'Feature',
                properties: {},
                geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
              },
            ],
          }
        : EMPTY) as never,
    )
    if (box.current) box.current.dataset['place'] = place ? `${place.id}|${radius}` : ''
  }, [loaded, place, radius])
  const saidStop = said === undefined ? undefined : stops.find((s) => s.id === said)
  const cardStop = hover === undefined ? saidStop : (stops.find((s) => s.id === hover) ?? saidStop)
  const faces = cardStop ? cardStop.sides.filter((f) => side === 'all' || f.side === side) : []

  return (
    <div>
      <div className={tools}>
        {drawing ? (
          <>
            <span>
              {area.length < 3
                ? `Отметьте на карте углы области: ${area.length} из 3 или больше`
                : `Углов: ${area.length}. Enter или щелчок по первому углу — выбрать, Escape — отмена`}
            </span>
            <Button size="small" isDisabled={area.length < 3} onPress={finish}>
              <Check aria-hidden />
              Выбрать в области
            </Button>
            <Button variant="secondary" size="small" onPress={cancel}>
              <X aria-hidden />
              Отмена
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="small" onPress={() => setDrawing(true)}>
            <Lasso aria-hidden />
            Выделить область
          </Button>
        )}
      </div>
      <div className={stage}>
        <div
          ref={box}
          className={frame}
          data-drawing={drawing}
          data-loaded={loaded}
          data-testid="shelter-map"
        />
        {faces.length > 0 && (
          <section className={cards} aria-label="Карточки сторон остановки" data-testid="face-cards">
            {faces.map((face) => (
              <FaceCard key={stopKey(face)} view={cardOf(face, selected.has(stopKey(face)))} />
            ))}
          </section>
        )}
      </div>
      <div className={legend} aria-hidden>
        <span style={{ ['--dot' as string]: DOT.free }}>свободна</span>
        <span style={{ ['--dot' as string]: DOT.taken }}>занята</span>
        <span style={{ ['--dot' as string]: DOT.chosen }}>выбрана</span>
        <span style={{ ['--dot' as string]: DOT.cluster }}>
          группа остановок с числом сторон — щёлкните, чтобы приблизить
        </span>
      </div>
      <p className={status} role="status">
        {saidStop ? stopSummary(saidStop, selected) : ''}
      </p>
    </div>
  )
}
