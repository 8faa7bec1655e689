import type { PricingReferenceData } from '../../../core/pricing/reference/pricing-reference.schema'
import { GraphQLError } from 'graphql'
import { capLimit } from '../../../core/format/list-limits.constants'
import type { Page } from '../../../core/inventory/inventory.contract'
import { GRAPHQL_LISTS, type GraphQLListName } from '../../../core/inventory/inventory-calls'
import { periodOf, type InventoryPeriod } from '../../../core/inventory/inventory-period'
import type { FieldErrors } from '../../../core/shared/domain-error'
import type { InventoryReads } from '../../../core/inventory/inventory-reads.port'
import type { ExportDesk } from '../../jobs/export-desk'
import type { ShelterReads } from '../../../core/inventory/shelter-reads.port'

export interface InventoryContext {
  readonly repo: InventoryReads
  readonly shelters: ShelterReads
  /** Spreadsheets ordered here are written by a background job. */
  readonly exports: Pick<ExportDesk, 'order'>
  /** No token: the public variants' limits apply (R-CONST-08: metroLines 100). */
  readonly anonymous: boolean
  /** The pricing reference in force, for the discount queries (R-API-33). */
  readonly pricing: () => Promise<PricingReferenceData>
}

/** A refusal of the caller's input: the envelope's field codes travel in extensions.errors. */
export class InputError extends GraphQLError {
  constructor(errors: FieldErrors) {
    super(`Проверьте поля: ${Object.keys(errors).join(', ')}`, {
      extensions: { code: 'BAD_USER_INPUT', errors },
    })
  }
}

export type Args = Record<string, unknown>

/** R-CONST-08 with decision 2: a limit is capped at the list's largest spec limit; a bad offset is refused. */
export const pageOf = (args: Args, list: GraphQLListName): Page => {
  const { limit: first, cap } = GRAPHQL_LISTS[list]
  const offset = args.offset ?? 0
  if (typeof offset !== 'number' || offset < 0) throw new InputError({ offset: 'wrong format' })
  const limit = typeof args.limit === 'number' ? capLimit(args.limit, cap) : first
  return { limit, offset }
}

export const period = (startDate: unknown, endDate: unknown): InventoryPeriod => {
  const p = periodOf(String(startDate), String(endDate))
  if (!p.ok) throw new InputError(p.error)
  return p.value
}

export const strings = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.map(String) : undefined)
