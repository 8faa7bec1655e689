import { displayDate } from '../../core/pricing/rules/calendar'
import { OFFER_TEXT, type OfferArchiveItem } from '../../core/inventory/content.catalogue'
import { renderPdf } from '../documents/pdf'

/**
 * An archived public offer as a PDF with Cyrillic text (the DejaVu fonts the invoices use), generated from the
 * catalogue, so the text and the archive list cannot drift.
 */
export const renderOfferDocument = (offer: OfferArchiveItem): Promise<Buffer> =>
  renderPdf(offer.title, (doc) => {
    doc.font('bold').fontSize(16).text(offer.title)
    doc.moveDown(0.3)
    doc
      .font('regular')
      .fontSize(10)
      .text(`Редакция от ${displayDate(offer.createdAt.slice(0, 10))}`)
    doc.moveDown(0.8)
    doc.fontSize(11)
    for (const paragraph of OFFER_TEXT) doc.text(paragraph, { align: 'justify' }).moveDown(0.5)
  })
