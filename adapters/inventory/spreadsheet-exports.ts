import type { MediaPlanSheet } from '../../core/documents/media-plan.document'
import type { InventoryExportRecords } from '../database/inventory-export-records'
import { workbookOf } from '../documents/xlsx'
import { GRAPHQL_LIMITS } from '../../core/format/list-limits.constants'
import type { ShelterSideFilter } from '../../core/inventory/shelter-query'
import type { ShelterRepository } from '../database/shelter.repository'
import { writeShelters } from './shelters-excel'

/** What an export writes: the inventory's sides of a period, or sheets computed when it was ordered. */
export type ExportRecipe =
  | {
      readonly kind: 'shelters'
      readonly side: ShelterSideFilter
      readonly period: { readonly startDate: string; readonly endDate: string }
    }
  | { readonly kind: 'sheets'; readonly title: string; readonly sheets: readonly MediaPlanSheet[] }

export type ExportFile =
  | { readonly status: 'ready'; readonly fileName: string; readonly content: Uint8Array }
  | { readonly status: 'pending' | 'failed'; readonly fileName: string }

/** How long a download waits for its file while the job writes it, and how often it looks. */
export const EXPORT_WAIT_MS = 30_000
const EXPORT_LOOK_MS = 150

/**
 * The spreadsheets the calculators hand out as links (the whole city's sides, an address program): ordered
 * pending with their recipe, written by a background job, kept a day — the link is for downloading now, not an
 * archive. The id is unguessable, so a plain link works.
 */
export class SpreadsheetExports {
  constructor(
    private readonly records: InventoryExportRecords,
    private readonly shelters: ShelterRepository,
  ) {}

  /** Records an export to write; answers its id. */
  order(fileName: string, recipe: ExportRecipe): Promise<string> {
    return this.records.add(fileName, recipe)
  }

  /**
   * The job: writes the file of an export not yet written (a second run of the same job finds it written and
   * does nothing). A failure marks it failed and is thrown, so the queue tries again; a later success stands.
   */
  async write(id: string): Promise<'written' | 'done already' | 'gone'> {
    const row = await this.records.recipe(id)
    if (!row) return 'gone'
    if (row.status === 'ready') return 'done already'
    try {
      const content = await this.render(row.recipe as ExportRecipe)
      await this.records.markReady(id, content)
      return 'written'
    } catch (cause) {
      await this.records.markFailed(id)
      throw cause
    }
  }

  /** The export, waiting up to `waitMs` while it is being written; undefined when there is no such export. */
  async file(id: string, waitMs = EXPORT_WAIT_MS): Promise<ExportFile | undefined> {
    const until = Date.now() + waitMs
    for (;;) {
      const row = await this.records.file(id)
      if (!row) return undefined
      if (row.status === 'ready' && row.content)
        return { status: 'ready', fileName: row.fileName, content: row.content }
      if (row.status !== 'pending' || Date.now() >= until)
        return { status: row.status === 'failed' ? 'failed' : 'pending', fileName: row.fileName }
      await new Promise((resolve) => setTimeout(resolve, EXPORT_LOOK_MS))
    }
  }

  private async render(recipe: ExportRecipe): Promise<Uint8Array> {
    if (recipe.kind === 'sheets') return workbookOf(recipe.title, recipe.sheets)
    const { nodes } = await this.shelters.shelters(
      { side: recipe.side, regions: [], search: '', polygons: [], period: recipe.period },
      { limit: GRAPHQL_LIMITS.transitShelterSpaces, offset: 0 },
    )
    return writeShelters(nodes, recipe.period)
  }
}
