import { css } from '@linaria/core'
import { NO_VALUE, type PurchaseRow } from '../../core/cabinet/view/campaign-detail-items.view-model'
import { DateText } from '../design/DateText'
import { Money } from '../design/Money'
import { color, font, radius, space } from '../design/tokens'
import { facts } from './page.styles'

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  > li {
    padding: ${space(3)} ${space(4)};
    background: ${color.surface};
    border: 1px solid ${color.border};
    border-radius: ${radius.card};
  }
  h3 {
    margin: 0;
    font-size: ${font.body};
  }
  .detail {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  dl {
    margin-top: ${space(2)};
  }
  dd {
    overflow-wrap: anywhere;
  }
  ul {
    list-style: none;
    margin: ${space(2)} 0 0;
    padding: ${space(2)} 0 0;
    border-top: 1px solid ${color.border};
    display: grid;
    gap: ${space(1)};
    font-size: ${font.caption};
  }
  ul li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space(2)};
  }
`

/**
 * «Что куплено» on a narrow screen (R-SCREEN-05): the same rows as the table, each item a card with its place,
 * dates, audience and price, its periods listed under it.
 */
export const BoughtItemList = ({ rows }: { readonly rows: readonly PurchaseRow[] }) => {
  const items = rows.filter((r) => r.kind === 'item')
  return (
    <ul className={list} aria-label="Что куплено, списком">
      {items.map((item) => {
        const periods = rows.filter((r) => r.kind === 'period' && r.id.startsWith(`${item.id}#`))
        return (
          <li key={item.id}>
            <h3>{item.name}</h3>
            <span className="detail">{item.detail || NO_VALUE}</span>
            <dl className={facts}>
              <dt>Где</dt>
              <dd>{item.where}</dd>
              <dt>Даты</dt>
              <dd>
                <DateText value={item.startDate} until={item.endDate} />
              </dd>
              <dt>OTS</dt>
              <dd>
                {item.ots}, GRP {item.grp}
              </dd>
              {item.price !== undefined && (
                <>
                  <dt>Без НДС</dt>
                  <dd>
                    <Money kopecks={item.price} />
                  </dd>
                </>
              )}
            </dl>
            {periods.length > 0 && (
              <ul aria-label={`Периоды: ${item.name}`}>
                {periods.map((p) => (
                  <li key={p.id}>
                    <DateText value={p.startDate} until={p.endDate} />
                    {p.price !== undefined && <Money kopecks={p.price} />}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
