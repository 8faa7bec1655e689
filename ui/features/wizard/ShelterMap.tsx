import { Map as MapLibre, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import type { GeoJSONSource, MapGeoJSONFeature, StyleSpecification } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { Lasso, Check, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { OkrugOutlines } from '../../../core/cabinet/stores/shelter-map.store'
import { stopFeatures, stopSummary, type MapStop } from '../../../core/pricing/selection/shelter-map'
import type { Side } from '../../../core/pricing/selection/stops-selection.store'
import { Button } from '../../design/Button'
import { color } from '../../design/tokens'
import { frame, legend, status, tools } from './ShelterMap.styles'

// The worker is our own bundled file: the map makes no call outside the product.
setWorkerUrl(workerUrl)

const MOSCOW: [number, number] = [37.62, 55.75]
/** Old and New Moscow with a margin: the map does not wander off the city it sells. */
const BOUNDS: [[number, number], [number, number]] = [
  [36.7, 55.05],
  [38.3, 56.1],
]
const DOT = { free: color.text, taken: '#b9c0cc', chosen: color.accent, cluster: color.muted }

/**
 * Our own style: a plain ground, no tiles, no glyphs, no sprites — every layer is added from our GeoJSON. The
 * okrugs are outlined, not filled: a fill of their 20,000-point polygons under every frame held a pan at about
 * 50 frames a second in software WebGL, the outlines alone at about 58 (issue 15's bench).
 */
const STYLE: StyleSpecification = {
  version: 8,
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
  readonly selected: ReadonlySet<string>
  readonly side: Side
  readonly onToggle: (stop: MapStop) => void
  readonly onArea: (ring: [number, number][]) => void
}

/**
 * The transit-shelter map (R-SCREEN-62), MapLibre over our own GeoJSON: okrug borders, the city's stops
 * clustered at city zoom, the chosen ones in the brand colour above them. A click on a stop chooses its free
 * sides or gives them back; a click on a cluster zooms into it; an area drawn point by point chooses every free
 * side inside. The list beside edits the same choice.
 */
export const ShelterMap = ({ stops, outlines, selected, side, onToggle, onArea }: ShelterMapProps) => {
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<MapLibre | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [drawing, setDrawing] = useState(false)
  const [area, setArea] = useState<[number, number][]>([])
  const [said, setSaid] = useState<string>()
  // The handlers registered once read the latest props and state through this.
  const now = useRef({ stops, onToggle, drawing })
  now.current = { stops, onToggle, drawing }

  useEffect(() => {
    if (!box.current) return
    const m = new MapLibre({
      container: box.current,
      style: STYLE,
      center: MOSCOW,
      zoom: 9,
      minZoom: 8,
      maxZoom: 17,
      maxBounds: BOUNDS,
      dragRotate: false,
      pitchWithRotate: false,
      fadeDuration: 0,
      locale: RU_LOCALE,
      attributionControl: { compact: true, customAttribution: 'Данные: портал открытых данных Москвы' },
    })
    m.touchZoomRotate.disableRotation()
    m.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    m.on('load', () => {
      m.addSource('okrugs', { type: 'geojson', data: EMPTY })
      m.addSource('stops', {
        type: 'geojson',
        data: EMPTY,
        cluster: true,
        clusterRadius: 36,
        clusterMaxZoom: 13,
      })
      m.addSource('chosen', { type: 'geojson', data: EMPTY })
      m.addSource('area', { type: 'geojson', data: EMPTY })

      m.addLayer({
        id: 'okrug-line',
        type: 'line',
        source: 'okrugs',
        paint: { 'line-color': color.borderStrong, 'line-width': 1 },
      })
      m.addLayer({
        id: 'clusters',
        type: 'circle',
        source: 'stops',
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': DOT.cluster,
          'circle-opacity': 0.55,
          'circle-radius': ['step', ['get', 'point_count'], 8, 25, 12, 100, 16, 400, 22],
          'circle-stroke-color': color.surface,
          'circle-stroke-width': 1,
        },
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
    m.on('idle', () => {
      if (box.current) box.current.dataset['zoom'] = m.getZoom().toFixed(2)
    })
    m.on('click', (e) => {
      if (now.current.drawing) {
        setArea((points) => [...points, [e.lngLat.lng, e.lngLat.lat]])
        return
      }
      const hit: MapGeoJSONFeature | undefined = m.queryRenderedFeatures(e.point, {
        layers: ['chosen-points', 'stop-points', 'clusters'],
      })[0]
      if (!hit) return
      if (hit.layer.id === 'clusters') {
        const source = m.getSource<GeoJSONSource>('stops')
        const id = Number(hit.properties['cluster_id'])
        void source?.getClusterExpansionZoom(id).then((zoom) => m.easeTo({ center: e.lngLat, zoom }))
        return
      }
      const stop = now.current.stops.find((s) => s.id === hit.properties['id'])
      if (stop) now.current.onToggle(stop)
      if (stop) setSaid(stop.id)
    })
    for (const layer of ['clusters', 'stop-points', 'chosen-points']) {
      m.on('mouseenter', layer, () => {
        if (!now.current.drawing) m.getCanvas().style.cursor = 'pointer'
      })
      m.on('mouseleave', layer, () => {
        m.getCanvas().style.cursor = ''
      })
    }
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

  // The city's stops change with the period and the side filter; the choice alone redraws only the chosen layer.
  const base = useMemo(() => stopFeatures(stops, new Set(), side), [stops, side])
  const chosen = useMemo(() => stopFeatures(stops, selected, side, 'chosen'), [stops, selected, side])
  useEffect(() => {
    if (loaded && outlines) void map.current?.getSource<GeoJSONSource>('okrugs')?.setData(outlines as never)
  }, [loaded, outlines])
  useEffect(() => {
    if (!loaded) return
    void map.current?.getSource<GeoJSONSource>('stops')?.setData(base as never)
    if (box.current) box.current.dataset['stops'] = String(base.features.length)
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
  const saidStop = said === undefined ? undefined : stops.find((s) => s.id === said)

  return (
    <div>
      <div className={tools}>
        {drawing ? (
          <>
            <span>
              {area.length < 3
                ? `Отметьте на карте углы области: ${area.length} из 3 или больше`
                : `Углов: ${area.length}`}
            </span>
            <Button size="small" isDisabled={area.length < 3} onPress={finish}>
              <Check aria-hidden />
              Выбрать в области
            </Button>
            <Button
              variant="secondary"
              size="small"
              onPress={() => {
                setArea([])
                setDrawing(false)
              }}
            >
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
      <div
        ref={box}
        className={frame}
        data-drawing={drawing}
        data-loaded={loaded}
        data-testid="shelter-map"
      />
      <div className={legend} aria-hidden>
        <span style={{ ['--dot' as string]: DOT.free }}>свободна</span>
        <span style={{ ['--dot' as string]: DOT.taken }}>занята</span>
        <span style={{ ['--dot' as string]: DOT.chosen }}>выбрана</span>
        <span style={{ ['--dot' as string]: DOT.cluster }}>
          группа остановок — щёлкните, чтобы приблизить
        </span>
      </div>
      <p className={status} role="status">
        {saidStop ? stopSummary(saidStop, selected) : ''}
      </p>
    </div>
  )
}
