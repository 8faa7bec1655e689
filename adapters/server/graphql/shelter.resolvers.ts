import { Kind } from 'graphql'
import { GRAPHQL_LIMITS } from '../../../core/format/list-limits.constants'
import { classifyImport } from '../../../core/inventory/excel-import'
import { decodeShelterPeriodInput } from '../../../core/inventory/inventory.contract'
import { regionAvailability, type Ring } from '../../../core/inventory/shelter-query'
import { MAX_IMPORT_ROWS, readInventoryNumbers } from '../../inventory/shelters-excel'
import type { FieldAsked } from './direct-answer'
import { InputError, pageOf, period, strings, type Args, type InventoryContext } from './resolver-kit'

/** Whether the query selects the nodes (a fragment is read as yes); a count alone reads no rows. */
const asksForNodes = (info: FieldAsked): boolean =>
  info.fieldNodes.some((field) =>
    (field.selectionSet?.selections ?? []).some((s) => s.kind !== Kind.FIELD || s.name.value === 'nodes'),
  )

/** The query's arguments, decoded by the shared contract (absent optional arguments left out). */
const shelterInput = (args: Args) => {
  const given = (args.period ?? {}) as Args
  const input = Object.fromEntries(
    Object.entries({
      ...given,
      side: args.side,
      regions: args.regions,
      search: args.search,
      polygons: args.polygons,
    }).filter(([, v]) => v !== undefined && v !== null),
  )
  const decoded = decodeShelterPeriodInput(input)
  if (!decoded.ok) throw new InputError(decoded.error.errors)
  const p = period(decoded.value.startDate, decoded.value.endDate)
  return { ...decoded.value, ...p }
}

/**
 * R-API-30: the transit-shelter queries. A side a campaign holds on any day of the period asked is not
 * available in it (isAvailableInBooking false; counted as booked in the region availability).
 */
export const shelterResolvers = {
  transitShelterSpaces: async (args: Args, ctx: InventoryContext) => {
    const page = pageOf(args, 'transitShelterSpaces')
    const numbers = strings((args.filter as Args | null | undefined)?.inventoryNumbers)
    if (numbers) {
      if (numbers.length > GRAPHQL_LIMITS.transitShelterSpaces)
        throw new InputError({ 'filter.inventoryNumbers': 'wrong format' })
      return (await ctx.shelters.sheltersByNumbers(numbers))
        .filter((s) => numbers.includes(s.inventoryNumber))
        .slice(page.offset, page.offset + page.limit)
    }
    return (await ctx.shelters.shelters({ side: 'all', regions: [], search: '', polygons: [] }, page)).nodes
  },

  getTransitShelterSpacesByPeriod: async (args: Args, ctx: InventoryContext, info: FieldAsked) => {
    const input = shelterInput(args)
    const page = pageOf(args, 'getTransitShelterSpacesByPeriod')
    return ctx.shelters.shelters(
      {
        side: input.side ?? 'all',
        regions: input.regions ?? [],
        search: input.search ?? '',
        polygons: (input.polygons ?? []) as Ring[],
        period: { startDate: input.startDate, endDate: input.endDate },
      },
      page,
      asksForNodes(info),
    )
  },

  getTransitShelterRegionAvailability: async (args: Args, ctx: InventoryContext) => {
    const p = args.period as Args
    const asked = period(p.startDate, p.endDate)
    const regions = await ctx.repo.regions(undefined, { limit: 1000, offset: 0 })
    const counts = regionAvailability(regions, await ctx.shelters.districtLoads(asked))
    return {
      districts: counts.filter((c) => c.level === 1),
      municipalities: counts.filter((c) => c.level === 2),
    }
  },

  transitShelterSpacesByExcel: async (args: Args, ctx: InventoryContext) => {
    const file = String(args.file)
    if (!/^[A-Za-z0-9+/=\s]+$/.test(file)) throw new InputError({ file: 'wrong format' })
    const rows = await readInventoryNumbers(Buffer.from(file, 'base64'))
    if (!rows) throw new InputError({ file: 'wrong format' })
    const found = await ctx.shelters.sheltersByNumbers(
      rows.slice(0, MAX_IMPORT_ROWS).map((r) => r.trim().toUpperCase()),
    )
    return classifyImport(rows, found)
  },

  exportTransitSheltersToExcel: async (args: Args, ctx: InventoryContext) => {
    const type = String(args.type)
    if (!['all', 'a', 'b'].includes(type)) throw new InputError({ type: 'wrong format' })
    const p = period(args.startDate, args.endDate)
    // Written by a job (over a second for the whole city); the link answers once the file is there.
    const id = await ctx.exports.order(`address-program-${p.startDate}-${p.endDate}.xlsx`, {
      kind: 'shelters',
      side: type as 'all' | 'a' | 'b',
      period: p,
    })
    return { templateUrl: `/api/v1/inventory/exports/${id}.xlsx` }
  },
}
