import type { FastifyInstance } from 'fastify'
import { Logger } from '../../../core/ports/logger.port'
import { AccountService } from '../../../core/session/account.service'
import type { Container } from '../../container/di'
import { InventoryRepository } from '../../inventory/inventory.repository'
import { ShelterRepository } from '../../inventory/shelter.repository'
import { SpreadsheetExports } from '../../inventory/spreadsheet-exports'
import { ExportDesk } from '../../jobs/export-desk'
import { QuoteService } from '../../../core/quoting/quote.service'
import { graphqlRoute } from '../graphql/graphql.route'
import { inventoryReferenceRoutes } from './inventory-references.routes'

/** Reference calls (cabinet §7 References) and the GraphQL inventory reads of pricing §7. */
export const inventoryRoutes = async (app: FastifyInstance, container: Container): Promise<void> => {
  const repo = container.get(InventoryRepository)
  const accounts = container.get(AccountService)
  inventoryReferenceRoutes(
    app,
    repo,
    container.get(ShelterRepository),
    container.get(SpreadsheetExports),
    accounts,
  )
  const quotes = container.get(QuoteService)
  graphqlRoute(
    app,
    repo,
    container.get(ShelterRepository),
    container.get(ExportDesk),
    accounts,
    container.get<Logger>(Logger),
    () => quotes.reference(),
  )
}
