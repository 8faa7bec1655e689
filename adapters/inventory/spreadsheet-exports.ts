import { randomUUID } from 'node:crypto'
import type { MediaPlanSheet } from '../../core/documents/media-plan.document'
import type { SqlDatabase } from '../database/sql-database'
import { workbookOf } from '../documents/xlsx'
import { GRAPHQL_LIMITS } from '../../core/format/list-limits.constants'
import type { ShelterSideFilter } from '../../core/inventory/shelter-query'
import type { ShelterRepository } from './shelter.repository'
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
    private readonly db: SqlDatabase,
    private readonly shelters: ShelterRepository,
  ) {}

  /** Records an export to write; answers its id. */
  async order(fileName: string, recipe: ExportRecipe): Promise<string> {
    const id = randomUUID()
    await this.db.query("delete from inventory_exports where created_at < now() - interval '1 day'")
    await this.db.query(
      `insert into inventory_exports (id, file_name, content, status, recipe) values ($1, $2, null, 'pending', $3)`,
      [id, fileName, JSON.stringify(recipe)],
    )
    return id
  }

  /**
   * The job: writes the file of an export not yet written (a second run of the same job finds it written and
   * does nothing). A failure marks it failed and is thrown, so the queue tries again; a later success stands.
   */
  async write(id: string): Promise<'written' | 'done already' | 'gone'> {
    const [row] = await this.db.query<{ status: string; recipe: unknown }>(
      'select status, recipe from inventory_exports where id = $1',
      [id],
    )
    if (!row) return 'gone'
    if (row.status === 'ready') return 'done already'
    const recipe = (typeof row.recipe === 'string' ? JSON.parse(row.recipe) : row.recipe) as ExportRecipe
    try {
      const content = await this.render(recipe)
      await this.db.query(
        `update inventory_exports set content = $2, status = 'ready', recipe = null
         where id = $1 and status <> 'ready'`,
        [id, content],
      )
      return 'written'
    } catch (cause) {
      await this.db.query(
        `update inventory_exports set status = 'failed' where id = $1 and status = 'pending'`,
        [id],
      )
      throw cause
    }
  }

  /** The export, waiting up to `waitMs` while it is being written; undefined when there is no such export. */
  async file(id: string, waitMs = EXPORT_WAIT_MS): Promise<ExportFile | undefined> {
    const until = Date.now() + waitMs
    for (;;) {
      const [row] = await this.db.query<{ file_name: string; status: string; content: Uint8Array | null }>(
        'select file_name, status, content from inventory_exports where id = $1',
        [id],
      )
      if (!row) return undefined
      if (row.status === 'ready' && row.content)
        return { status: 'ready', fileName: row.file_name, content: row.content }
      if (row.status !== 'pending' || Date.now() >= until)
        return { status: row.status === 'failed' ? 'failed' : 'pending', fileName: row.file_name }
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
