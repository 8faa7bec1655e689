import {
  printedDate,
  printedMoney,
  type InvoiceDocument,
  type Requisites,
} from '../../core/documents/invoice.document'
import { renderPdf } from './pdf'

const party = (doc: PDFKit.PDFDocument, label: string, r: Requisites) => {
  doc.font('bold').fontSize(10).text(label)
  doc.font('regular').fontSize(9)
  doc.text(`${r.name}, ИНН ${r.inn}${r.kpp ? `, КПП ${r.kpp}` : ''}`)
  if (r.address) doc.text(`Адрес: ${r.address}`)
  if (r.bankName || r.checkingAccount)
    doc.text(`Р/с ${r.checkingAccount} в ${r.bankName}, БИК ${r.bik}, к/с ${r.correspondingAccount}`)
  doc.moveDown(0.6)
}

/** An invoice as a PDF (issue 6 part 4): requisites, one line per period, net, VAT, total, 'оплатить до'. */
export const invoicePdf = (invoice: InvoiceDocument): Promise<Buffer> =>
  renderPdf(`Счёт № ${invoice.number}`, (doc) => {
    party(doc, 'Поставщик', invoice.seller)
    party(doc, 'Покупатель', invoice.buyer)
    doc
      .font('bold')
      .fontSize(14)
      .text(`Счёт на оплату № ${invoice.number} от ${printedDate(invoice.issuedOn)}`)
    doc.moveDown(0.5)
    doc.font('regular').fontSize(10).text(`Рекламная кампания: «${invoice.campaignName}»`)
    doc.moveDown(0.5)
    invoice.lines.forEach((line, i) => {
      doc.text(`${i + 1}. ${line.title} — ${printedMoney(line.amount)}`)
    })
    doc.moveDown(0.5)
    doc.text(`Итого без НДС: ${printedMoney(invoice.totalWithoutTaxes)}`)
    doc.text(`НДС: ${printedMoney(invoice.taxes)}`)
    doc.font('bold').text(`Всего к оплате: ${printedMoney(invoice.total)}`)
    doc.moveDown(0.5)
    doc.font('regular').text(`Счёт действителен: ${invoice.payUntilText}`)
  })
