import { VIDEO_FORMATS } from '../pricing/rules/formats'

/** A sellable format (pricing §3 "Format"). */
export interface Format {
  readonly id: string
  readonly name: string
  readonly displayName: string
  readonly productName: string
  readonly width: number
  readonly height: number
  readonly screenRatio: string | null
  readonly resolutionWidth: number | null
  readonly resolutionHeight: number | null
  readonly codec: string | null
  readonly bitrateMin: number | null
  readonly bitrateMax: number | null
  readonly maxDuration: number | null
  readonly fileExtension: string
  readonly isAudio: boolean
  readonly maxAiringsPerDay: number | null
  readonly indexFormatId: string | null
  readonly isActive: boolean
}

const VIDEO_NAMES: Readonly<Record<keyof typeof VIDEO_FORMATS, string>> = {
  metroMonitors: 'Мониторы в метро',
  busMonitors: 'Мониторы в маршрутных такси',
  monitorsStandalone: 'Стационарный монитор',
  monitorsTram: 'Мониторы в наземном транспорте',
  cityFormat: 'Сити-формат',
  cityFormatGroup: 'Группа сити-форматов',
  groundTransportation: 'Наземный транспорт',
}

/** R-FMT-01: the video formats of pricing §9, with the technical fields of pricing §3. */
const videoFormats: Format[] = Object.entries(VIDEO_FORMATS).map(([id, f]) => ({
  id,
  name: id,
  displayName: `${VIDEO_NAMES[id as keyof typeof VIDEO_FORMATS]} ${f.width}×${f.height}`,
  productName: id,
  width: f.width,
  height: f.height,
  screenRatio: f.ratio,
  resolutionWidth: f.width,
  resolutionHeight: f.height,
  codec: 'H.264',
  bitrateMin: 2000,
  bitrateMax: 8000,
  maxDuration: id === 'groundTransportation' ? 60 : 45,
  fileExtension: 'mp4',
  isAudio: false,
  maxAiringsPerDay: id === 'cityFormatGroup' ? 4200 : null,
  indexFormatId: null,
  isActive: true,
}))

/** Static formats (millimetres; printed, so no video fields). */
const staticFormat = (id: string, displayName: string, width: number, height: number): Format => ({
  id,
  name: id,
  displayName,
  productName: id,
  width,
  height,
  screenRatio: null,
  resolutionWidth: null,
  resolutionHeight: null,
  codec: null,
  bitrateMin: null,
  bitrateMax: null,
  maxDuration: null,
  fileExtension: 'pdf',
  isAudio: false,
  maxAiringsPerDay: null,
  indexFormatId: null,
  isActive: true,
})

export const FORMATS: readonly Format[] = [
  ...videoFormats,
  staticFormat('metroStickers', 'Стикер в вагоне 600×300', 600, 300),
  staticFormat('lightBoxes', 'Лайтбокс 1200×1800', 1200, 1800),
  staticFormat('cristalLight', 'Кристалайт 1000×1400', 1000, 1400),
  staticFormat('transitShelter', 'Остановочный павильон 1200×1800', 1200, 1800),
  staticFormat('navigationSign', 'Коммерческая навигация 600×200', 600, 200),
  staticFormat('turnsTiles', 'Плитка у турникетов 500×500', 500, 500),
  staticFormat('mediaFacade', 'Медиафасад 12000×6000', 12000, 6000),
  { ...staticFormat('legacyBoard', 'Щит 3×6 (архив)', 6000, 3000), isActive: false },
]
