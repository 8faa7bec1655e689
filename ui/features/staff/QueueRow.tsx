import { css } from '@linaria/core'
import type { QueueRowView } from '../../../core/staff/staff-queue.view-model'
import { Badge } from '../../design/Badge'
import { Money } from '../../design/Money'
import { color, font, mobile, space } from '../../design/tokens'

/** The columns of the queue, shared by its header row and its rows. */
export const QUEUE_COLUMNS = css`
  display: grid;
  grid-template-columns: 136px minmax(0, 1.6fr) minmax(0, 1.3fr) 176px 128px minmax(0, 1.4fr);
  align-items: center;
  gap: ${space(3)};
  padding: 0 ${space(3)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space(1)} ${space(3)};
    padding: ${space(3)};
  }
`

const row = css`
  border-bottom: 1px solid ${color.border};
  min-height: 64px;
  cursor: pointer;
  outline: none;
  &:hover {
    background: ${color.page};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: -2px;
  }
  [role='gridcell'] {
    min-width: 0;
    display: flex;
    flex-direction: column;
    line-height: 1.3;
  }
  .main {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .title {
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
  }
  .sub {
    color: ${color.muted};
    font-size: ${font.caption};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .age {
    font-weight: 600;
  }
  .money {
    align-items: flex-end;
    font-variant-numeric: tabular-nums;
  }
  .badges {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 4px;
  }
  ${mobile} {
    .age {
      grid-column: 2;
      grid-row: 1;
      align-items: flex-end;
    }
    .campaign {
      grid-column: 1;
      grid-row: 1;
    }
    .advertiser,
    .period,
    .badges {
      grid-column: 1 / -1;
    }
    .money {
      grid-column: 2;
      grid-row: 2;
    }
    .advertiser {
      grid-column: 1;
      grid-row: 2;
    }
  }
`

/**
 * A campaign waiting for staff, one row of the queue's grid (issue #48 item 2): how long it has waited, the
 * campaign and its place, the advertiser with ИНН, the period, the total, its state and what waits, each a badge
 * with its words. The title is a link too, for opening it in a new tab; the row itself is what the keyboard walks.
 */
export const QueueRow = ({ view }: { readonly view: QueueRowView }) => (
  <>
    <div role="gridcell" className="age">
      <span className="main">{view.age}</span>
      <span className="sub">{view.since}</span>
    </div>
    <div role="gridcell" className="campaign">
      <a className="main title" href={`/app${view.href}`} tabIndex={-1}>
        {view.title}
      </a>
      <span className="sub">{view.placeName}</span>
    </div>
    <div role="gridcell" className="advertiser">
      <span className="main">{view.advertiser}</span>
      <span className="sub">{view.inn}</span>
    </div>
    <div role="gridcell" className="period">
      <span className="main">{view.period}</span>
    </div>
    <div role="gridcell" className="money">
      <Money kopecks={view.total} />
    </div>
    <div role="gridcell" className="badges">
      <Badge tone={view.state.tone}>{view.state.label}</Badge>
      {view.waits.map((w) => (
        <Badge key={w.id} tone="neutral">
          {w.label}
        </Badge>
      ))}
    </div>
  </>
)

export const queueRowClass = row
