import { cx } from '@linaria/core'
import { Download } from 'lucide-react'
import type {
  InvoiceRow,
  PrintOrderView,
} from '../../../core/cabinet/view/campaign-detail-records.view-model'
import { FileDownload } from '../../../core/ports/file-download.port'
import { useService } from '../../app/container-context'
import { card } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { DateText } from '../../design/DateText'
import { Money } from '../../design/Money'
import { facts, plainList, records, section } from './campaign-page.styles'

/**
 * «Счета и печать» of the campaign page (R-SCREEN-05; issue #47 item 4): each invoice with its number, issue and
 * pay-by dates, its sum with VAT, paid or not, and its PDF; then the print order (typography), if one was placed.
 * An observer gets neither (R-ROLE-08): the page does not show the section.
 */
export const CampaignPaperwork = ({
  invoices,
  printOrder,
}: {
  readonly invoices: readonly InvoiceRow[]
  readonly printOrder: PrintOrderView | undefined
}) => {
  const files = useService<FileDownload>(FileDownload)
  // A failure is said in the downloads region, not again here.
  const download = (row: InvoiceRow) => void files.download(row.downloadPath, row.fileName)
  return (
    <section className={cx(card, section, records)} aria-labelledby="paperwork-title">
      <h2 id="paperwork-title">Счета и печать</h2>
      {invoices.length === 0 ? (
        <p className="empty">Счёт ещё не выставлен</p>
      ) : (
        <ul className={plainList} aria-label="Счета">
          {invoices.map((row) => (
            <li key={row.id}>
              <span className="title">{row.title}</span>
              <span className="muted">
                от <DateText value={row.issuedOn} />, оплатить до <DateText value={row.payUntil} />
              </span>
              <Money kopecks={row.total} />
              <Badge tone={row.tone}>{row.state}</Badge>
              <Button variant="quiet" size="small" onPress={() => download(row)}>
                <Download size={14} aria-hidden="true" /> Скачать
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3>Заказ печати</h3>
      {printOrder ? (
        <dl className={facts} aria-label="Заказ печати">
          <dt>Пакет</dt>
          <dd>{printOrder.name}</dd>
          <dt>Количество</dt>
          <dd>{printOrder.quantity} шт.</dd>
          <dt>Печать</dt>
          <dd>
            <Money kopecks={printOrder.unitPrice} /> за штуку
          </dd>
          <dt>Доставка</dt>
          <dd>
            <Money kopecks={printOrder.deliveryPrice} />
          </dd>
          <dt>Итого</dt>
          <dd>
            <Money kopecks={printOrder.totalPrice} /> {printOrder.priceLabel}
          </dd>
        </dl>
      ) : (
        <p className="empty">Печать не заказана</p>
      )}
    </section>
  )
}
