import type { FastifyInstance } from 'fastify'
import { Logger } from '../../../core/ports/logger.port'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { InventoryRepository } from '../../database/inventory.repository'
import { ShelterRepository } from '../../database/shelter.repository'
import { SpreadsheetExports } from '../../inventory/spreadsheet-exports'
import { ExportDesk } from '../../jobs/export-desk'
import { QuoteService } from '../../../core/quoting/quote.service'
import { graphqlRoute } from '../graphql/graphql.route'
import { TakenUnitsService } from '../../../core/booking/taken-units'
import { takenUnitsRoutes } from './taken-units.routes'
import { inventoryReferenceRoutes } from './inventory-references.routes'
import { RouteContribution } from './route-contribution'

/** Reference calls (cabinet §7 References), the GraphQL inventory reads of pricing §7 and the units taken. */
@injectable()
export class InventoryRoutes implements RouteContribution {
  constructor(
    @inject(InventoryRepository) private readonly repo: InventoryRepository,
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(ShelterRepository) private readonly shelters: ShelterRepository,
    @inject(SpreadsheetExports) private readonly spreadsheets: SpreadsheetExports,
    @inject(ExportDesk) private readonly exports: ExportDesk,
    @inject(QuoteService) private readonly quotes: QuoteService,
    @inject(Logger) private readonly logger: Logger,
    @inject(TakenUnitsService) private readonly taken: TakenUnitsService,
  ) {}

  register(app: FastifyInstance): void {
    const { repo, accounts, shelters, quotes } = this
    inventoryReferenceRoutes(app, repo, shelters, this.spreadsheets, accounts)
    graphqlRoute(app, repo, shelters, this.exports, accounts, this.logger, () => quotes.reference())
    takenUnitsRoutes(app, accounts, this.taken)
  }
}
