import { DocumentPrinter, InvoiceRecords, Invoicing } from '../../core/documents/invoicing'
import { Clock } from '../../core/ports/clock.port'
import { ContainerModule } from '../container/di'
import { PdfDocumentPrinter } from './pdf-document-printer'
import { SqlInvoiceRecords } from './sql-invoice-records'

/** The invoicing use case over its two ports: the invoice records in the database and the PDF printer. */
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
})
