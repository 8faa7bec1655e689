import type { AdvertisePlace } from '../../campaign/advertise-place'
import { placeName } from '../../campaign/place-names'
import { acceptsImage, acceptsVideo, clipDurations, seconds, VIDEO_CODECS } from '../../media/creative-check'
import { ACCEPTED_TYPES, formatMegabytes, MAX_UPLOAD_BYTES } from '../../media/upload.rules'
import { PLACES, type PlaceId } from '../../places'
import { VIDEO_FORMATS } from '../../places/media'
import type { PlaceMedia } from '../../places/place-module'
import type { PricingError } from '../../pricing/place-calculator'
import type { Quote } from '../../pricing/quote'
import type { PricingReferenceData } from '../../pricing/reference/pricing-reference.schema'
import {
  addNavigationStation,
  navigationStations,
  toggleNavigationZone,
} from '../../pricing/selection/navigation-form'
import {
  calculatorForm,
  hasForm,
  initialInput,
  toggleIn,
  withField,
  type FormControl,
} from '../../pricing/selection/calculator-form'
import type { FormInput } from '../../pricing/selection/form-input'
import { formatRoubles, groupDigits, type Kopecks } from '../../shared/money'
import type { Result } from '../../shared/result'
import { catalogueHref } from '../routing/catalogue-pages'
import { CATALOGUE_PLACES, catalogueFormatTitle } from '../routing/catalogue-places'
import { bookingHref } from '../routing/entrance'
import { PLACE_OF_PAGE } from '../routing/place-pages'
import { PUBLIC_CALCULATOR_PAGES } from '../routing/route.table'
import { wizardHref } from '../routing/wizard-href'

/**
 * The catalogue of formats (issue #50 item 5): a public page per place the product sells — its sizes, a drawing,
 * what its creative must be (the very rules the upload checks, core/media/creative-check.ts and upload.rules.ts),
 * its audience and its price from the price list, priced by the same core calculator the place's calculator runs
 * on the same defaults — and an index of them all. Names from the one catalogue (R-ENT-06, place-names.ts).
 */
export const CATALOGUE_INTRO =
  'Все форматы Табло в Москве: размеры, требования к материалам, аудитория и цена по прайс-листу.'

export interface CatalogueRow {
  readonly label: string
  readonly value: string
}

export interface FormatSize {
  /** What the size is: a screen's pixels, a printed sheet's millimetres, or what a manager agrees. */
  readonly text: string
  /** Width and height in the same unit, for the drawing's proportions; none when the spec gives no size. */
  readonly proportions: { readonly width: number; readonly height: number } | undefined
}

const mediaOf = (place: PlaceId): PlaceMedia | undefined =>
  (PLACES.find((p) => p.id === place) as { media?: PlaceMedia } | undefined)?.media

const metres = (mm: number): string => String(mm / 1000).replace('.', ',')

/** The format's size: a screen by its resolution (R-FMT-01), a printed face in millimetres and metres. */
export const formatSize = (place: PlaceId): FormatSize => {
  const media = mediaOf(place)
  if (media?.video) {
    const v = media.video
    return {
      text: `Экран ${v.width}×${v.height} пикселей, ${v.ratio}`,
      proportions: { width: v.width, height: v.height },
    }
  }
  if (media?.printed) {
    const p = media.printed
    return {
      text: `${p.displayName.replace(/\s*\d+×\d+$/, '')}: ${p.width}×${p.height} мм (${metres(p.width)} × ${metres(p.height)} м)`,
      proportions: { width: p.width, height: p.height },
    }
  }
  return { text: 'Размер и вид согласует менеджер', proportions: undefined }
}

const orList = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} или ${items.at(-1)}`

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'video/mp4': 'MP4',
}
const typesOf = (kind: 'image' | 'video'): string =>
  orList(ACCEPTED_TYPES[kind].map((t) => TYPE_LABELS[t] ?? t))

/**
 * What a creative for the place must be, row by row, read from the rules the upload and the technical check apply
 * (nothing written twice): the kind of file, the resolution a screen plays, the codec, the clip lengths sold and
 * the largest file.
 */
export const creativeRequirements = (place: PlaceId): readonly CatalogueRow[] => {
  const asPlace = place as AdvertisePlace
  const video = acceptsVideo(asPlace)
  const image = acceptsImage(asPlace)
  const codecs = [...new Set(Object.values(VIDEO_CODECS))]
  const rows: CatalogueRow[] = [
    {
      label: 'Материал',
      value: orList([
        ...(video ? [`видеоролик ${typesOf('video')} (${codecs.join(', ')})`] : []),
        ...(image ? [`изображение ${typesOf('image')}`] : []),
      ]).replace(/^./, (c) => c.toUpperCase()),
    },
  ]
  const format = (VIDEO_FORMATS as Partial<Record<string, { width: number; height: number }>>)[place]
  if (video && format)
    rows.push({ label: 'Разрешение ролика', value: `${format.width}×${format.height} пикселей` })
  if (video) {
    const lengths = clipDurations(asPlace)
    rows.push({
      label: 'Длительность ролика',
      value: `${lengths.map(seconds).join(', ')} с — как куплено в расчёте`,
    })
  }
  if (video) rows.push({ label: 'Размер видеофайла', value: `до ${formatMegabytes(MAX_UPLOAD_BYTES.video)}` })
  if (image)
    rows.push({ label: 'Размер изображения', value: `до ${formatMegabytes(MAX_UPLOAD_BYTES.image)}` })
  return rows
}

/**
 * The calculation the page prices: the place's calculator on its own defaults (the period it opens on); where the
 * defaults choose nothing, the first unit the calculator lists (the first object, station or district), so the
 * price is one unit's. Undefined for a place a manager prices (no calculator form).
 */
export const catalogueInput = (
  place: PlaceId,
  reference: PricingReferenceData,
  today: string,
): { readonly input: FormInput; readonly unit: string | undefined } | undefined => {
  if (!hasForm(place)) return undefined
  const defaults = initialInput(place, reference, today)
  const controls = calculatorForm(place, reference, defaults, today)
  for (const control of controls) {
    const chosen = firstUnit(control, defaults, reference)
    if (chosen) return chosen
  }
  return { input: defaults, unit: undefined }
}

const CENTRE = 'ЦАО'

const firstUnit = (
  control: FormControl,
  input: FormInput,
  reference: PricingReferenceData,
): { readonly input: FormInput; readonly unit: string } | undefined => {
  if (control.kind === 'items' && !control.optional) {
    const item = control.items[0]
    const now = input[control.field]
    if (!item || (Array.isArray(now) && now.length > 0)) return undefined
    return { input: toggleIn(input, control.field, item.id), unit: `1 объект: ${item.name}` }
  }
  if (control.kind === 'navigation') {
    // The first station with a zone sold behind a main exit (R-NAV-01, R-NAV-04), that zone chosen.
    const catalogue = navigationStations(reference)
    const station = catalogue.find((s) => s.zones.some((z) => z.capacity !== null && !z.additional))
    const zone = station?.zones.find((z) => z.capacity !== null && !z.additional)
    if (!station || !zone) return undefined
    return {
      input: toggleNavigationZone(
        addNavigationStation(input, catalogue, station.id),
        catalogue,
        station.id,
        zone.id,
      ),
      unit: `1 зона станции ${station.name}`,
    }
  }
  if (control.kind === 'shelters') {
    // A side in the centre (ЦАО) when the price list names it, else its first district: the tariff is by
    // district (pricing §2), and the centre is what a buyer asks about first (our choice).
    const districts = Object.keys(reference.tariffs.transitShelter.byRegion)
    const region = districts.includes(CENTRE) ? CENTRE : (districts[0] ?? '')
    return {
      input: withField(input, control.field, [{ inventoryNumber: SAMPLE_SIDE, side: 'a', region }]),
      unit: region ? `1 сторона остановки, ${region}` : '1 сторона остановки',
    }
  }
  return undefined
}

/** The side a shelter's price is shown for: any side of the district prices alike (pricing §2). */
export const SAMPLE_SIDE = 'ОСТ-000000-A'

export interface FormatPrice {
  readonly text: string
  readonly kopecks: number
  /** What was priced: the period and the unit, as the calculator would have them. */
  readonly basis: string
}

export interface FormatPage {
  readonly place: PlaceId
  readonly name: string
  readonly title: string
  readonly href: string
  readonly size: FormatSize
  readonly requirements: readonly CatalogueRow[]
  readonly price: FormatPrice | undefined
  /** Said instead of a price: a manager's, or why none could be given. */
  readonly priceNote: string | undefined
  readonly audience: readonly CatalogueRow[]
  /** The place's calculator: the wizard signed in, its public page (or the sign-in with it) signed out. */
  readonly calculator: { readonly href: string; readonly text: string } | undefined
}

/** The calculator's total carries VAT (pricing §6): said beside the price, at the rate it was priced with. */
const vatText = (rate: number): string =>
  rate > 0 ? `с НДС ${String(Math.round(rate * 1000) / 10).replace('.', ',')} %` : 'без НДС'

const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`

const publicPageOf = (place: PlaceId): string | undefined =>
  PUBLIC_CALCULATOR_PAGES.find((page) => PLACE_OF_PAGE[page]?.place === place)

/** Where the place is priced: the wizard signed in; signed out its public page, else the way in to the wizard. */
export const calculatorHref = (place: PlaceId, signedIn: boolean): string | undefined => {
  if (!hasForm(place)) return undefined
  if (signedIn) return wizardHref(2, place)
  const page = publicPageOf(place)
  return page ? `/${page}` : bookingHref(place)
}

/**
 * A format's page. `price` is the calculators' own pricing (the live quote store's: the same registry and today the
 * calculator uses), so the figure equals the calculator's for the same calculation.
 */
export const formatPage = (
  place: PlaceId,
  context: {
    readonly reference: PricingReferenceData | undefined
    readonly today: string
    readonly signedIn: boolean
    readonly price: (place: string, input: unknown) => Result<Quote, PricingError>
  },
): FormatPage => {
  const priced = context.reference ? catalogueInput(place, context.reference, context.today) : undefined
  const quote = priced ? context.price(place, priced.input) : undefined
  const href = calculatorHref(place, context.signedIn)
  const value = quote?.ok ? quote.value : undefined
  const first = value?.periods[0]
  const last = value?.periods.at(-1)
  const period = first && last ? `${shortDate(first.startDate)} — ${shortDate(last.endDate)}` : ''
  return {
    place,
    name: placeName(place),
    title: catalogueFormatTitle(place),
    href: catalogueHref(place),
    size: formatSize(place),
    requirements: creativeRequirements(place),
    price: value
      ? {
          text: formatRoubles(value.totals.total),
          kopecks: value.totals.total,
          basis: [period && `за ${period}`, priced?.unit, vatText(value.totals.vatRate)]
            .filter(Boolean)
            .join(', '),
        }
      : undefined,
    priceNote: !hasForm(place)
      ? 'Стоимость рассчитывает менеджер по заявке'
      : quote && !quote.ok
        ? quote.error.message
        : undefined,
    audience: value
      ? [
          ...(value.ots === undefined
            ? []
            : [{ label: 'OTS за период', value: groupDigits(String(Math.round(value.ots))) }]),
          ...(value.grp === undefined
            ? []
            : [{ label: 'GRP за период', value: String(value.grp).replace('.', ',') }]),
        ]
      : [],
    calculator: href ? { href, text: 'Рассчитать стоимость' } : undefined,
  }
}

/** The index: every format by its name, with its size and its page. */
export const catalogueIndex = (): readonly {
  readonly place: PlaceId
  readonly name: string
  readonly size: string
  readonly href: string
}[] =>
  CATALOGUE_PLACES.map((place) => ({
    place,
    name: placeName(place),
    size: formatSize(place).text,
    href: catalogueHref(place),
  }))

/** Kopecks as the page prints them, for a test reading the screen back. */
export const priceText = (kopecks: number): string => formatRoubles(kopecks as Kopecks)
