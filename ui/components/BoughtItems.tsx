import { css } from '@linaria/core'
import type { PurchaseWire } from '../../core/contract/purchase.answer'
import {
  itemsCount,
  NO_VALUE,
  purchaseRows,
  type PurchaseRow,
} from '../../core/cabinet/view/campaign-detail-items.view-model'
import { DateText } from '../design/DateText'
import { Money } from '../design/Money'
import { Table } from '../design/Table'
import { color, font, mobile, space } from '../design/tokens'
import { BoughtItemList } from './BoughtItemList'

const ROW_HEIGHT = 56

const box = css`
  h2 .count {
    color: ${color.muted};
    font-size: ${font.body};
    font-weight: normal;
    margin-left: ${space(2)};
  }
  .name {
    display: flex;
    flex-direction: column;
    min-width: 0;
    line-height: 1.3;
  }
  .name > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .detail {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  /* A long address wraps to a second line and ends in an ellipsis past it, never cut mid-word against «Даты»;
     the whole of it is the cell's text (read aloud) and its title (walk defect 11). */
  .where {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    min-width: 0;
    overflow: hidden;
    white-space: normal;
    overflow-wrap: break-word;
    line-height: 1.3;
  }
  .audience {
    align-items: flex-end;
  }
  .period {
    padding-left: ${space(4)};
    color: ${color.muted};
  }
  .narrow {
    display: none;
  }
  ${mobile} {
    .wide {
      display: none;
    }
    .narrow {
      display: block;
    }
  }
`

const COLUMNS = [
  { id: 'name', name: 'Что куплено', isRowHeader: true, width: '2fr' as const },
  { id: 'where', name: 'Где', width: '1fr' as const },
  { id: 'dates', name: 'Даты', width: 188 },
  { id: 'audience', name: 'OTS / GRP', align: 'end' as const, width: 104 },
]
const PRICE = { id: 'price', name: 'Без НДС', align: 'end' as const, width: 124 }

const cell = (row: PurchaseRow, column: string) => {
  switch (column) {
    case 'name':
      return (
        <span className={row.kind === 'period' ? 'name period' : 'name'}>
          <span title={row.name}>{row.name}</span>
          <span className="detail" title={row.detail}>
            {row.detail || NO_VALUE}
          </span>
        </span>
      )
    case 'where':
      return (
        <span className="where" title={row.where}>
          {row.where}
        </span>
      )
    case 'dates':
      return <DateText value={row.startDate} until={row.endDate} />
    case 'audience':
      return (
        <span className="name audience">
          <span>{row.ots}</span>
          {row.kind === 'item' && <span className="detail">GRP {row.grp}</span>}
        </span>
      )
    default:
      return row.price === undefined ? NO_VALUE : <Money kopecks={row.price} />
  }
}

/**
 * «Что куплено» of the campaign page (R-SCREEN-05; issue #47 item 4): each item bought once — its name, number
 * and format, where it is, its dates, audience and price without VAT — and under an item of several periods a
 * row per period naming the item; below 1024 px the same as a list of cards. An observer sees no sums.
 */
export const BoughtItems = ({
  purchase,
  money,
}: {
  readonly purchase: Pick<PurchaseWire, 'items'>
  readonly money: boolean
}) => {
  const rows = purchaseRows(purchase, { money })
  return (
    <section className={box} aria-labelledby="bought-title">
      <h2 id="bought-title">
        Что куплено<span className="count">{itemsCount(purchase)}</span>
      </h2>
      <div className="wide">
        <Table
          label="Что куплено"
          columns={money ? [...COLUMNS, PRICE] : COLUMNS}
          rows={rows}
          cell={cell}
          rowHeight={ROW_HEIGHT}
          height={Math.min(560, 42 + rows.length * ROW_HEIGHT)}
          emptyText="Позиции появятся после расчёта"
        />
      </div>
      <div className="narrow">
        <BoughtItemList rows={rows} />
      </div>
    </section>
  )
}
