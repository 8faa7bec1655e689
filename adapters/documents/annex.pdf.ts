import {
  invoiceLines,
  printedDate,
  printedMoney,
  type InvoiceCampaign,
} from '../../core/documents/invoice.document'
import { addMoney } from '../../core/shared/money'
import { renderPdf } from './pdf'

/** The annex to the offer for one campaign (issue 6 part 4): what is placed, where, when and for how much. */
export const annexPdf = (input: {
  readonly number: number
  readonly today: string
  readonly buyerName: string
  readonly startDate: string
  readonly endDate: string
  readonly campaign: InvoiceCampaign
}): Promise<Buffer> =>
  renderPdf(`Приложение № ${input.number}`, (doc) => {
    const c = input.campaign
    doc
      .font('bold')
      .fontSize(14)
      .text(`Приложение № ${input.number} к договору-оферте от ${printedDate(input.today)}`)
    doc.moveDown(0.5)
    doc.font('regular').fontSize(10)
    doc.text(`Заказчик: ${input.buyerName}`)
    doc.text(`Рекламная кампания: «${c.name}»`)
    doc.text(`Период размещения: ${printedDate(input.startDate)} — ${printedDate(input.endDate)}`)
    doc.moveDown(0.5)
    invoiceLines(c).forEach((line, i) => doc.text(`${i + 1}. ${line.title} — ${printedMoney(line.amount)}`))
    doc.moveDown(0.5)
    doc.text(`Итого без НДС: ${printedMoney(c.totalWithoutTaxes)}`)
    doc.text(`НДС: ${printedMoney(c.taxes)}`)
    doc.font('bold').text(`Всего: ${printedMoney(addMoney(c.totalWithoutTaxes, c.taxes))}`)
  })
