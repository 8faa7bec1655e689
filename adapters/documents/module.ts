import { DocumentPrinter, InvoiceRecords, Invoicing } from '../../core/documents/invoicing'
import { MediaPlans, PlannedCampaigns } from '../../core/documents/media-plans'
import { Clock } from '../../core/ports/clock.port'
import { ContainerModule } from '../container/di'
import { PdfDocumentPrinter } from './pdf-document-printer'
import { SqlInvoiceRecords } from './sql-invoice-records'
import { SqlPlannedCampaigns } from './sql-planned-campaigns'

/**
 * The invoicing use case over its two ports (the invoice records in the database and the PDF printer), and the
 * media plans over the planned campaigns.
 */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind<InvoiceRecords>(InvoiceRecords).to(SqlInvoiceRecords).inSingletonScope()
  bind<DocumentPrinter>(DocumentPrinter).to(PdfDocumentPrinter).inSingletonScope()
  bind(Invoicing)
    .toDynamicValue(
      (ctx) =>
        new Invoicing({
          records: ctx.get<InvoiceRecords>(InvoiceRecords),
          printer: ctx.get<DocumentPrinter>(DocumentPrinter),
          clock: ctx.get<Clock>(Clock),
        }),
    )
    .inSingletonScope()
  bind<PlannedCampaigns>(PlannedCampaigns).to(SqlPlannedCampaigns).inSingletonScope()
  bind(MediaPlans)
    .toDynamicValue((ctx) => new MediaPlans(ctx.get<PlannedCampaigns>(PlannedCampaigns)))
    .inSingletonScope()
})
