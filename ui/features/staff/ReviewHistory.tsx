import { css } from '@linaria/core'
import type { ReviewHistoryRow } from '../../../core/staff/staff-review.view-model'
import { DateText } from '../../design/DateText'
import { color, font, mobile, space } from '../../design/tokens'
import { lines, panel } from './review.styles'

const entry = css`
  display: grid !important;
  grid-template-columns: 150px minmax(0, 1fr);
  gap: ${space(1)} ${space(4)} !important;
  .when {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .what {
    font-weight: 600;
  }
  .change,
  .who {
    color: ${color.muted};
  }
  .reason {
    grid-column: 2;
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    .reason {
      grid-column: 1;
    }
  }
`

/** The campaign's history on the review (issue #48 item 6): who, when, what, from which state to which, why. */
export const ReviewHistory = ({ rows }: { readonly rows: readonly ReviewHistoryRow[] }) => (
  <section className={panel} aria-labelledby="review-history">
    <h2 id="review-history">История</h2>
    {rows.length === 0 ? (
      <p className="empty">Записей пока нет</p>
    ) : (
      <ol className={lines}>
        {rows.map((h) => (
          <li key={h.id} className={entry}>
            <span className="when">
              <DateText value={h.at} withTime />
            </span>
            <span>
              <span className="what">{h.title}</span>
              {h.change && <span className="change"> · {h.change}</span>}
              <span className="who"> · {h.actor}</span>
            </span>
            {h.reason && <span className="reason">Причина: {h.reason}</span>}
          </li>
        ))}
      </ol>
    )}
  </section>
)
