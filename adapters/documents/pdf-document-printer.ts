import type { InvoiceDocument } from '../../core/documents/invoice.document'
import type { AnnexDocument, DocumentPrinter } from '../../core/documents/invoicing'
import { injectable } from '../container/di'
import { annexPdf } from './annex.pdf'
import { invoicePdf } from './invoice.pdf'

/** Draws invoices and annexes with pdfkit, in DejaVu Sans for the Cyrillic (invoice.pdf.ts, annex.pdf.ts). */
@injectable()
export class PdfDocumentPrinter implements DocumentPrinter {
  invoice(document: InvoiceDocument): Promise<Uint8Array> {
    return invoicePdf(document)
  }

  annex(document: AnnexDocument): Promise<Uint8Array> {
    return annexPdf(document)
  }
}
