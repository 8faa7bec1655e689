import { css, cx } from '@linaria/core'
import type { PricePanel as Panel } from '../../../core/pricing/selection/price-panel.view-model'
import { card } from '../../components/page.styles'
import { color, font, mobile, space } from '../../design/tokens'

/** The grid a calculator stands in with its price panel beside it (below it on a phone). */
export const withPricePanel = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${space(6)};
  align-items: start;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`

const panel = css`
  position: sticky;
  top: ${space(4)};
  padding: ${space(5)};
  ${mobile} {
    position: static;
  }
  h2 {
    font-size: ${font.h3};
    margin: 0 0 ${space(1)};
  }
  .period {
    color: ${color.muted};
    margin: 0 0 ${space(3)};
  }
  ul {
    list-style: none;
    margin: 0 0 ${space(3)};
    padding: 0;
  }
  li,
  .total {
    display: flex;
    justify-content: space-between;
    gap: ${space(3)};
    padding: ${space(1)} 0;
  }
  .items li {
    font-size: ${font.caption};
    color: ${color.muted};
  }
  .items li span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .amount {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .discount .amount {
    color: ${color.success};
  }
  .subtotal {
    border-top: 1px solid ${color.border};
    margin-top: ${space(1)};
    padding-top: ${space(2)};
  }
  .total {
    border-top: 2px solid ${color.text};
    padding-top: ${space(3)};
    font-size: ${font.h3};
    font-weight: 600;
  }
  .notes {
    margin: ${space(3)} 0 0;
    padding-left: ${space(4)};
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .empty {
    color: ${color.muted};
  }
`

/**
 * The sticky price panel (issue #15 item 2): the selection, each seasonal factor, surcharge and discount as its
 * own line, the VAT and 'Итоговая стоимость', priced in the browser on every change. Polite live region: a
 * screen reader hears the new total without losing its place.
 */
export const PricePanel = ({ view, problem }: { readonly view?: Panel; readonly problem?: string }) => (
  <aside className={cx(card, panel)} aria-labelledby="price-panel-title">
    <h2 id="price-panel-title">Стоимость</h2>
    {view ? (
      <>
        <p className="period">{view.period}</p>
        <ul className="items" aria-label="Выбранное">
          {view.items.map((i) => (
            <li key={i.id}>
              <span>
                {i.name}
                {i.quantity > 1 ? ` × ${i.quantity}` : ''}
              </span>
              <span className="amount">{i.text}</span>
            </li>
          ))}
          {view.more > 0 && <li>и ещё {view.more}</li>}
        </ul>
        <ul aria-label="Расчёт">
          {view.lines.map((l) => (
            <li key={l.id} className={l.kind}>
              <span>{l.label}</span>
              <span className="amount">{l.text}</span>
            </li>
          ))}
        </ul>
        <div className="total" aria-live="polite" data-testid="price-total">
          <span>{view.total.label}</span>
          <span className="amount">{view.total.text}</span>
        </div>
        {view.notes.length > 0 && (
          <ul className="notes">
            {view.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </>
    ) : (
      <p className="empty" aria-live="polite">
        {problem ?? 'Выберите, что разместить, — стоимость появится здесь.'}
      </p>
    )}
  </aside>
)
