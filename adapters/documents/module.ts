import { DocumentPrinter } from '../../core/documents/invoicing'
import { ContainerModule } from '../container/di'
import { PdfDocumentPrinter } from './pdf-document-printer'

/** The documents drawn as PDF (invoices and annexes) for the core's invoicing. */
export const documentsModule = new ContainerModule(({ bind }) => {
  bind<DocumentPrinter>(DocumentPrinter).to(PdfDocumentPrinter).inSingletonScope()
})
