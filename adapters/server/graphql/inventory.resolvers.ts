import type { InventoryDocument } from '../../../core/inventory/content.catalogue'
import type { Format } from '../../../core/inventory/formats.catalogue'
import type { InventoryItem } from '../../../core/inventory/inventory.entities'
import { monthPeriods, otsInRange, periodDays } from '../../../core/inventory/inventory-period'
import { TIME_INTERVALS } from '../../../core/inventory/references.catalogue'
import { GRAPHQL_LIMITS } from '../../../core/format/list-limits.constants'
import { filterDocuments } from '../../../core/inventory/inventory-calls'
import type { InventoryReads } from '../../../core/inventory/inventory-reads.port'
import { InputError, pageOf, period, strings, type Args, type InventoryContext } from './resolver-kit'
import { shelterResolvers } from './shelter.resolvers'

const cityFormatOf = (i: InventoryItem) => ({
  id: i.id,
  kind: i.kind,
  inventoryNumber: i.inventoryNumber,
  name: i.name,
  description: `${i.name}. Рекламный экран сити-формата, ${i.address ?? 'Москва'}.`,
  address: i.address,
  formatId: i.formatId,
  metroPlatformId: i.stationId === null ? null : `${i.stationId}-P1`,
  groupId: i.parentId,
  placementImageUrl: null,
  photos: [],
  ots: i.ots,
})

const CITY_FORMAT_KINDS = (productName: unknown): InventoryItem['kind'][] =>
  productName === 'cityFormatStandalone'
    ? ['cityFormatStandalone']
    : productName === 'cityFormat'
      ? ['cityFormat']
      : ['cityFormat', 'cityFormatStandalone']

const formatsOf = async (
  repo: InventoryReads,
  ids: string[] | undefined,
  productName: unknown,
): Promise<Format[]> =>
  (await repo.references<Format>('format', { limit: 1000, offset: 0 })).filter(
    (f) => (!ids || ids.includes(f.id)) && (typeof productName !== 'string' || f.productName === productName),
  )

/** Root resolvers of inventory.schema.ts (the shelter queries come from shelter.resolvers.ts). */
/** The document a discount query names (R-API-33): it must exist; its product selects the discounts. */
const pricingDocument = async (args: Args, ctx: InventoryContext): Promise<InventoryDocument> => {
  const documents = await ctx.repo.references<InventoryDocument>('document', { limit: 1000, offset: 0 })
  const document = documents.find((d) => d.id === args.documentId)
  if (!document) throw new InputError({ documentId: 'wrong format' })
  return document
}

export const inventoryResolvers = {
  ...shelterResolvers,
  regions: async (args: Args, ctx: InventoryContext) => {
    const level = args.level
    if (level !== undefined && level !== null && level !== 1 && level !== 2)
      throw new InputError({ level: 'wrong format' })
    const regions = await ctx.repo.regions(
      level === 1 || level === 2 ? level : undefined,
      pageOf(args, 'regions'),
    )
    return regions.map((r) => ({ ...r, parent: r.parentCode === null ? null : { code: r.parentCode } }))
  },

  metroLines: async (args: Args, ctx: InventoryContext) =>
    ctx.repo.metroLines(pageOf(args, ctx.anonymous ? 'metroLinesPublic' : 'metroLines')),

  metroStations: async (args: Args, ctx: InventoryContext) =>
    (
      await ctx.repo.metroStations(
        typeof args.lineId === 'string' ? args.lineId : undefined,
        pageOf(args, 'metroStations'),
      )
    ).map((s) => ({ ...s, passengerFlow: { value: s.passengerFlow } })),

  metroPlatforms: async (args: Args, ctx: InventoryContext) =>
    ctx.repo.metroPlatforms(
      typeof args.stationId === 'string' ? args.stationId : undefined,
      pageOf(args, 'metroPlatforms'),
    ),

  metroStationHubs: async (args: Args, ctx: InventoryContext) =>
    ctx.repo.metroHubs(pageOf(args, 'metroStationHubs')),

  timeIntervals: (args: Args) =>
    TIME_INTERVALS.filter((t) => typeof args.product !== 'string' || t.product === args.product),

  metroMonitors: async (args: Args, ctx: InventoryContext) => {
    const { totalCount, items } = await ctx.repo.items(
      ['metroMonitor'],
      { lineIds: strings(args.lineIds), stationIds: strings(args.stationIds) },
      pageOf(args, 'metroMonitors'),
    )
    return { totalCount, monitors: items }
  },

  mskMetroStickersSpaces: async (args: Args, ctx: InventoryContext) => {
    const range = period(args.startDate, args.endDate)
    const formatIds = strings(args.formatIds)
    const { items } = await ctx.repo.items(
      ['metroSticker'],
      { lineIds: strings(args.lineIds) },
      pageOf(args, 'mskMetroStickersSpaces'),
    )
    // otsInRange: the space's daily audience over the days of the range.
    return items
      .filter((i) => !formatIds || formatIds.includes(i.formatId ?? ''))
      .map((i) => ({ ...i, otsInRange: otsInRange(i.ots, range) }))
  },

  getLightboxesOTS: async (args: Args, ctx: InventoryContext) => {
    const input = (args.input as Args[]).slice(0, GRAPHQL_LIMITS.stickersSpaces)
    const ranges = input.map((i) => ({ id: String(i.id), days: periodDays(period(i.startDate, i.endDate)) }))
    const { items } = await ctx.repo.items(
      ['lightBox', 'crystalLight'],
      { ids: ranges.map((r) => r.id) },
      { limit: 1000, offset: 0 },
    )
    const ots = new Map(items.map((i) => [i.id, i.ots]))
    return ranges.filter((r) => ots.has(r.id)).map((r) => ({ id: r.id, ots: (ots.get(r.id) ?? 0) * r.days }))
  },

  lightbox: async (args: Args, ctx: InventoryContext) => {
    const [box] = (
      await ctx.repo.items(['lightBox', 'crystalLight'], { ids: [String(args.id)] }, { limit: 1, offset: 0 })
    ).items
    if (!box) return null
    const stations = box.stationId ? await ctx.repo.stationsByIds([box.stationId]) : []
    const crystal = box.stationId
      ? (await ctx.repo.items(['crystalLight'], { stationIds: [box.stationId] }, { limit: 1, offset: 0 }))
          .totalCount
      : 0
    return {
      ...box,
      metroStations: stations.map((s) => ({
        id: s.id,
        name: s.name,
        lines: [{ id: s.lineId, color: s.color }],
      })),
      cristalLightCount: crystal,
    }
  },

  cityFormats: async (args: Args, ctx: InventoryContext) =>
    (
      await ctx.repo.items(
        CITY_FORMAT_KINDS(args.productName),
        { ids: strings(args.ids) },
        pageOf(args, 'cityFormats'),
      )
    ).items.map(cityFormatOf),

  formats: async (args: Args, ctx: InventoryContext) => {
    const page = pageOf(args, 'formats')
    return (await formatsOf(ctx.repo, strings(args.ids), args.productName)).slice(
      page.offset,
      page.offset + page.limit,
    )
  },

  cityFormatGroups: async (args: Args, ctx: InventoryContext) => {
    const { items } = await ctx.repo.items(
      ['cityFormatGroup'],
      { ids: strings(args.ids) },
      pageOf(args, 'cityFormatGroups'),
    )
    const members = await ctx.repo.items(
      ['cityFormat'],
      { parentIds: items.map((g) => g.id) },
      { limit: 10_000, offset: 0 },
    )
    return items.map((g) => ({
      ...g,
      cityFormatIds: members.items.filter((m) => m.parentId === g.id).map((m) => m.id),
    }))
  },

  cityFormatFormats: async (args: Args, ctx: InventoryContext) =>
    (await formatsOf(ctx.repo, strings(args.ids), args.productName)).filter((f) =>
      f.id.startsWith('cityFormat'),
    ),

  cityFormatsWithPeriods: async (args: Args, ctx: InventoryContext) => {
    const input = args.input as Args
    const p = period(input.startDate, input.endDate)
    const clipDuration = typeof input.clipDuration === 'number' ? input.clipDuration : 5
    if (!Number.isInteger(clipDuration) || clipDuration < 5 || clipDuration > 60 || clipDuration % 5 !== 0)
      throw new InputError({ 'input.clipDuration': 'wrong format' })
    const coefficient = typeof input.airingsCountCoefficient === 'number' ? input.airingsCountCoefficient : 1
    if (!(coefficient > 0 && coefficient <= 10))
      throw new InputError({ 'input.airingsCountCoefficient': 'wrong format' })
    const filter = (args.filter ?? {}) as Args
    const { totalCount, items } = await ctx.repo.items(
      CITY_FORMAT_KINDS(input.productName),
      { ids: strings(filter.ids), stationIds: strings(filter.stationIds) },
      pageOf(args, 'cityFormatsWithPeriods'),
    )
    const periods = monthPeriods(p).map((m) => ({ ...m, isAvailableForSale: true }))
    return {
      totalCount,
      nodes: items.map((i) => ({
        cityFormat: cityFormatOf(i),
        periods,
        booked: false,
        notAvailableForSale: false,
      })),
      campaignDates: p,
      clipDuration,
      airingsCountCoefficient: coefficient,
    }
  },

  seasonalDiscounts: async (args: Args, ctx: InventoryContext) => {
    await pricingDocument(args, ctx)
    return (await ctx.pricing()).seasonalCoefficients
  },
  capacityDiscounts: async (args: Args, ctx: InventoryContext) => {
    const document = await pricingDocument(args, ctx)
    return (await ctx.pricing()).capacityDiscounts.filter((d) => d.place === document.product)
  },
  documents: async (args: Args, ctx: InventoryContext) =>
    filterDocuments(await ctx.repo.references<InventoryDocument>('document', { limit: 1000, offset: 0 }), {
      ...(typeof args.product === 'string' ? { product: args.product } : {}),
      ...(typeof args.documentType === 'string' ? { documentType: args.documentType } : {}),
      ...(typeof args.isActive === 'boolean' ? { isActive: args.isActive } : {}),
    }),
}
