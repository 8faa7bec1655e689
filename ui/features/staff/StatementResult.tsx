import { css } from '@linaria/core'
import type { StatementResultView } from '../../../core/staff/statement-import.view-model'
import { Badge } from '../../design/Badge'
import { Link } from '../../design/Link'
import { Money } from '../../design/Money'
import { color, font, space } from '../../design/tokens'
import { lines, panel } from './review.styles'

const box = css`
  display: grid;
  gap: ${space(5)};
  .payment {
    display: grid !important;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space(1)} ${space(4)} !important;
  }
  .amount {
    font-weight: 600;
    text-align: right;
  }
  .purpose {
    grid-column: 1 / -1;
    color: ${color.muted};
    font-size: ${font.caption};
    overflow-wrap: anywhere;
  }
  .reason {
    grid-column: 1 / -1;
    color: ${color.warning};
  }
  .summary {
    margin: 0;
  }
`

/**
 * What an imported statement did (issue #48 item 4): the invoices it paid with their campaigns, the payments left
 * for the accountant with the reason and the campaign to decide on, the repeats and outgoing counted.
 */
export const StatementResult = ({ view }: { readonly view: StatementResultView }) => (
  <div className={box}>
    <section className={panel} aria-labelledby="statement-summary">
      <h2 id="statement-summary">{view.title}</h2>
      <p className="summary" role="status">
        {view.summary}
      </p>
    </section>
    <section className={panel} aria-labelledby="statement-matched">
      <h2 id="statement-matched">Оплачены</h2>
      {view.matched.length === 0 ? (
        <p className="empty">Ни один платёж не совпал со счётом по номеру и сумме</p>
      ) : (
        <ul className={lines}>
          {view.matched.map((m) => (
            <li key={m.id} className="payment">
              <span>
                <Badge tone="current">{m.invoice}</Badge> <Link href={m.href}>{m.campaignName}</Link>
              </span>
              <Money kopecks={m.amount} className="amount" />
              <span className="purpose">
                {m.title} · {m.payer} · {m.purpose}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
    <section className={panel} aria-labelledby="statement-unmatched">
      <h2 id="statement-unmatched">Ждут решения</h2>
      {view.unmatched.length === 0 ? (
        <p className="empty">Решать нечего: все входящие платежи разнесены</p>
      ) : (
        <ul className={lines}>
          {view.unmatched.map((u) => (
            <li key={u.id} className="payment">
              <span>
                <strong>{u.title}</strong>
                {u.invoice && <span className="muted"> · {u.invoice}</span>}
              </span>
              <Money kopecks={u.amount} className="amount" />
              <span className="reason">{u.reason}</span>
              <span className="purpose">
                {u.payer} · {u.purpose}
              </span>
              {u.href ? (
                <Link href={u.href}>Открыть кампанию и решить</Link>
              ) : u.searchHref ? (
                <Link href={u.searchHref}>Найти в очереди кампании плательщика, ждущие оплаты</Link>
              ) : (
                <span className="muted">Кампания не найдена: свяжитесь с плательщиком</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  </div>
)
