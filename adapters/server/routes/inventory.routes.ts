import type { FastifyInstance } from 'fastify'
import { TakenUnitsService } from '../../../core/booking/taken-units'
import { InventoryReads } from '../../../core/inventory/inventory-reads.port'
import { References } from '../../../core/inventory/references.service'
import { ShelterReads } from '../../../core/inventory/shelter-reads.port'
import { Logger } from '../../../core/ports/logger.port'
import { PricingReference } from '../../../core/ports/pricing-reference.port'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { SpreadsheetExports } from '../../inventory/spreadsheet-exports'
import { ExportDesk } from '../../jobs/export-desk'
import { graphqlRoute } from '../graphql/graphql.route'
import { inventoryReferenceRoutes } from './inventory-references.routes'
import { RouteContribution } from './route-contribution'
import { takenUnitsRoutes } from './taken-units.routes'

/** Reference calls (cabinet §7 References), the GraphQL inventory reads of pricing §7 and the units taken. */
@injectable()
export class InventoryRoutes implements RouteContribution {
  constructor(
    @inject(References) private readonly references: References,
    @inject(InventoryReads) private readonly inventory: InventoryReads,
    @inject(ShelterReads) private readonly shelters: ShelterReads,
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(SpreadsheetExports) private readonly spreadsheets: SpreadsheetExports,
    @inject(ExportDesk) private readonly exports: ExportDesk,
    @inject(PricingReference) private readonly pricing: PricingReference,
    @inject(Logger) private readonly logger: Logger,
    @inject(TakenUnitsService) private readonly taken: TakenUnitsService,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, pricing } = this
    inventoryReferenceRoutes(app, this.references, this.spreadsheets, accounts)
    graphqlRoute(app, this.inventory, this.shelters, this.exports, accounts, this.logger, () =>
      pricing.load(),
    )
    takenUnitsRoutes(app, accounts, this.taken)
  }
}
