import type { InvoiceRow } from '../../../core/cabinet/view/campaign-detail-records.view-model'
import type { PaymentOrderRow } from '../../../core/cabinet/view/payment-orders.view-model'
import type { ReviewWire } from '../../../core/contract/staff.answer'
import { Badge } from '../../design/Badge'
import { DateText } from '../../design/DateText'
import { Link } from '../../design/Link'
import { Money } from '../../design/Money'
import { lines, panel } from './review.styles'

/**
 * The campaign's invoices with their payment state, the payment orders its advertiser declared (what staff check
 * against the bank before marking it paid), and the invoices' files (issue #48 item 3). A creative's documents are
 * listed, and decided, by their creative (CreativeDocuments).
 */
export const ReviewPaperwork = ({
  invoices,
  orders,
  documents,
}: {
  readonly invoices: readonly InvoiceRow[]
  readonly orders: readonly PaymentOrderRow[]
  readonly documents: ReviewWire['documents']
}) => (
  <section className={panel} aria-labelledby="review-paperwork">
    <h2 id="review-paperwork">Счета и документы</h2>
    {invoices.length === 0 ? (
      <p className="empty">Счёт ещё не выставлен</p>
    ) : (
      <ul className={lines} aria-label="Счета">
        {invoices.map((i) => (
          <li key={i.id}>
            <strong>{i.title}</strong>
            <span className="muted">
              от <DateText value={i.issuedOn} />, оплатить до <DateText value={i.payUntil} />
            </span>
            <Money kopecks={i.total} />
            <Badge tone={i.tone}>{i.state}</Badge>
          </li>
        ))}
      </ul>
    )}
    <h3 style={{ marginTop: 16 }}>Платёжные поручения рекламодателя</h3>
    {orders.length === 0 ? (
      <p className="empty">Рекламодатель не сообщал об оплате</p>
    ) : (
      <ul className={lines} aria-label="Платёжные поручения рекламодателя">
        {orders.map((o) => (
          <li key={o.id}>
            <strong>{o.title}</strong>
            <span className="muted">{o.invoice}</span>
            <Money kopecks={o.amount} />
            <Badge tone={o.tone}>{o.state}</Badge>
          </li>
        ))}
      </ul>
    )}
    {documents.length > 0 && (
      <>
        <h3 style={{ marginTop: 16 }}>Файлы счетов</h3>
        <ul className={lines} aria-label="Файлы счетов">
          {documents.map((d, i) => (
            <li key={`${i}:${d.name}`}>
              {d.url ? <Link href={d.url}>{d.name}</Link> : <span>{d.name}</span>}
              <Badge tone="neutral">{d.status}</Badge>
            </li>
          ))}
        </ul>
      </>
    )}
  </section>
)
