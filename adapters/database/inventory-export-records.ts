import { randomUUID } from 'node:crypto'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

/** An export as a download reads it: its file once written. */
export interface ExportRecord {
  readonly fileName: string
  readonly status: string
  readonly content: Uint8Array | null
}

/**
 * The inventory_exports table: an export is recorded pending with its recipe, marked ready with its content
 * (the recipe dropped) or failed; a new export first removes those older than a day.
 */
@injectable()
export class InventoryExportRecords {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  /** Records a pending export of the recipe (stored as JSON); answers its unguessable id. */
  async add(fileName: string, recipe: unknown): Promise<string> {
    const id = randomUUID()
    await this.db.query("delete from inventory_exports where created_at < now() - interval '1 day'")
    await this.db.query(
      `insert into inventory_exports (id, file_name, content, status, recipe) values ($1, $2, null, 'pending', $3)`,
      [id, fileName, JSON.stringify(recipe)],
    )
    return id
  }

  /** The export's status and its recipe as stored; undefined when there is no such export. */
  async recipe(id: string): Promise<{ status: string; recipe: unknown } | undefined> {
    const [row] = await this.db.query<{ status: string; recipe: unknown }>(
      'select status, recipe from inventory_exports where id = $1',
      [id],
    )
    if (!row) return undefined
    return {
      status: row.status,
      recipe: typeof row.recipe === 'string' ? JSON.parse(row.recipe) : row.recipe,
    }
  }

  /** Keeps the written file, unless the export is ready already. */
  async markReady(id: string, content: Uint8Array): Promise<void> {
    await this.db.query(
      `update inventory_exports set content = $2, status = 'ready', recipe = null
         where id = $1 and status <> 'ready'`,
      [id, content],
    )
  }

  /** Marks a pending export failed; a ready one stays ready. */
  async markFailed(id: string): Promise<void> {
    await this.db.query(
      `update inventory_exports set status = 'failed' where id = $1 and status = 'pending'`,
      [id],
    )
  }

  async file(id: string): Promise<ExportRecord | undefined> {
    const [row] = await this.db.query<{ file_name: string; status: string; content: Uint8Array | null }>(
      'select file_name, status, content from inventory_exports where id = $1',
      [id],
    )
    return row && { fileName: row.file_name, status: row.status, content: row.content }
  }
}
