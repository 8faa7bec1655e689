import { css, cx } from '@linaria/core'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useState } from 'react'
import type { PricePanel as Panel } from '../../../core/pricing/selection/price-panel.view-model'
import { card } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { calculatorMobile, color, font, space } from '../../design/tokens'

/**
 * The grid a calculator stands in with its price panel beside it. Below 1260 px (R-CONST-10) the two are one column
 * of blocks, so the panel, last, sticks to the bottom of the screen all the way through the form (a grid item could
 * only stick within its own row).
 */
export const withPricePanel = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${space(6)};
  align-items: start;
  ${calculatorMobile} {
    display: block;
    & > * + * {
      margin-top: ${space(6)};
    }
  }
`

const panel = css`
  position: sticky;
  top: ${space(4)};
  padding: ${space(5)};
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
  }
  .more {
    display: none;
  }
  /* Below 1260 px the total stays in view at the bottom, compact; the breakdown opens on demand (issue #47). */
  ${calculatorMobile} {
    top: auto;
    bottom: 0;
    z-index: 2;
    margin: 0 -${space(2)};
    padding: ${space(3)} ${space(4)};
    border-radius: 8px 8px 0 0;
    box-shadow: 0 -4px 16px rgb(29 35 48 / 16%);
    max-height: 75vh;
    overflow-y: auto;
    .more {
      display: inline-flex;
    }
    &:not(.open) .details {
      display: none;
    }
    .total {
      padding-top: ${space(2)};
      margin-top: ${space(1)};
    }
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
  .due {
    margin: ${space(2)} 0 0;
  }
  .due .print {
    color: ${color.muted};
  }
  .due .owed {
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
 * screen reader hears the new total without losing its place. On a phone it sits at the bottom of the screen
 * with the total in view and 'Подробнее' opening the breakdown; when there is no price it says what stops it.
 */
export const PricePanel = ({ view, problem }: { readonly view?: Panel; readonly problem?: string }) => {
  const [open, setOpen] = useState(false)
  return (
    <aside className={cx(card, panel, open && 'open')} aria-labelledby="price-panel-title">
      <div className="head">
        <h2 id="price-panel-title">Стоимость</h2>
        {view && (
          <Button
            variant="quiet"
            size="small"
            className="more"
            aria-expanded={open}
            aria-controls="price-panel-details"
            onPress={() => setOpen(!open)}
          >
            {open ? 'Свернуть' : 'Подробнее'}
            {open ? <ChevronDown aria-hidden /> : <ChevronUp aria-hidden />}
          </Button>
        )}
      </div>
      {view ? (
        <>
          <div className="details" id="price-panel-details">
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
          </div>
          <div className="total" aria-live="polite" data-testid="price-total">
            <span>{view.total.label}</span>
            <span className="amount">{view.total.text}</span>
          </div>
          {view.due && (
            <ul className="due" aria-label="Печать" data-testid="price-due">
              <li className="print">
                <span>{view.due.print.label}</span>
                <span className="amount">{view.due.print.text}</span>
              </li>
              <li className="owed">
                <span>{view.due.total.label}</span>
                <span className="amount">{view.due.total.text}</span>
              </li>
            </ul>
          )}
          {view.notes.length > 0 && (
            <ul className="notes details">
              {view.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="empty" aria-live="polite" data-testid="price-problem">
          {problem ?? 'Выберите, что разместить, — стоимость появится здесь.'}
        </p>
      )}
    </aside>
  )
}
