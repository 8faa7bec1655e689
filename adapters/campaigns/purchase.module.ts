import { BoughtCatalogue } from '../../core/campaign/bought-catalogue.port'
import { CampaignPurchases, PurchaseRecords } from '../../core/campaign/campaign-purchase'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import { ContainerModule } from '../container/di'
import { SqlBoughtCatalogue } from '../database/bought-catalogue'
import { SqlCampaignRecords } from '../database/campaign-records'
import { SqlPurchaseRecords } from '../database/purchase-records'
import { SqlDatabase } from '../database/sql-database'

/** What a campaign bought (core/campaign/campaign-purchase.ts): the inventory, its invoices and its history. */
export const purchaseModule = new ContainerModule(({ bind }) => {
  bind<BoughtCatalogue>(BoughtCatalogue).to(SqlBoughtCatalogue).inSingletonScope()
  bind<PurchaseRecords>(PurchaseRecords).to(SqlPurchaseRecords).inSingletonScope()
  bind(CampaignPurchases)
    .toDynamicValue(
      (ctx) =>
        new CampaignPurchases({
          reads: new SqlCampaignRecords(ctx.get<SqlDatabase>(SqlDatabase)),
          catalogue: ctx.get<BoughtCatalogue>(BoughtCatalogue),
          reference: ctx.get<PricingReference>(PricingReference),
          records: ctx.get<PurchaseRecords>(PurchaseRecords),
        }),
    )
    .inSingletonScope()
})
