import { css, cx } from '@linaria/core'
import type { HistoryRow } from '../../../core/cabinet/view/campaign-detail-records.view-model'
import { card } from '../../components/page.styles'
import { DateText } from '../../design/DateText'
import { color, font, space } from '../../design/tokens'
import { plainList, section } from './campaign-page.styles'

const box = css`
  li {
    display: grid;
    grid-template-columns: 136px 1fr;
    gap: ${space(1)} ${space(4)};
  }
  time {
    color: ${color.muted};
  }
  .refusal {
    grid-column: 2;
    color: ${color.danger};
    font-size: ${font.caption};
  }
`

/**
 * «История» of the campaign page (R-SCREEN-05; issue #47 item 4): the states the campaign went through, its
 * payment and reservation changes, each with its Moscow date and time, oldest first; a refusal with its reason.
 */
export const CampaignHistory = ({ rows }: { readonly rows: readonly HistoryRow[] }) => (
  <section className={cx(card, section, box)} aria-labelledby="history-title">
    <h2 id="history-title">История</h2>
    <ol className={plainList}>
      {rows.map((row) => (
        <li key={row.id}>
          <DateText value={row.at} withTime />
          <span>{row.text}</span>
          {row.reason && <span className="refusal">Причина: {row.reason}</span>}
        </li>
      ))}
    </ol>
  </section>
)
