import type { ExportRecipe, SpreadsheetExports } from '../inventory/spreadsheet-exports'
import type { BackgroundWork } from './background-work'
import { EXPORT_JOB } from './job-kinds'

/** Orders a spreadsheet: recorded pending, written by the export job; answers the link's id at once. */
export class ExportDesk {
  constructor(
    private readonly exports: SpreadsheetExports,
    private readonly work: BackgroundWork,
  ) {}

  async order(fileName: string, recipe: ExportRecipe): Promise<string> {
    const id = await this.exports.order(fileName, recipe)
    await this.work.request(EXPORT_JOB, { id })
    return id
  }
}
