import { css, cx } from '@linaria/core'
import { Fragment } from 'react'
import type { ReviewHeadView } from '../../../core/staff/staff-review.view-model'
import { facts } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Money } from '../../design/Money'
import { color, font, mobile, space } from '../../design/tokens'
import { panel } from './review.styles'

const head = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space(6)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin-bottom: ${space(4)};
  }
  .reason {
    margin: ${space(4)} 0 0;
    padding: ${space(3)} ${space(4)};
    border-radius: 6px;
    background: ${color.dangerBg};
    color: ${color.danger};
  }
  .total {
    font-size: ${font.h3};
    font-weight: 600;
  }
  dd {
    overflow-wrap: anywhere;
  }
  .hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`

/** The campaign at the top of its review: its three states, period and total, the reason it was refused, whose. */
export const ReviewHead = ({ view }: { readonly view: ReviewHeadView }) => (
  <section className={cx(panel, head)} aria-label="Кампания и рекламодатель">
    <div>
      <div className="badges">
        {view.badges.map((b) => (
          <Badge key={b.name} tone={b.badge.tone}>
            <span className="hidden">{b.name}: </span>
            {b.badge.label}
          </Badge>
        ))}
      </div>
      <dl className={facts}>
        <dt>Место</dt>
        <dd>{view.placeName}</dd>
        <dt>Период</dt>
        <dd>{view.period}</dd>
        <dt>К оплате с НДС</dt>
        <dd>
          <Money kopecks={view.total} className="total" />
        </dd>
      </dl>
      {view.reason && <p className="reason">Причина отказа: {view.reason}</p>}
    </div>
    <dl className={facts}>
      {view.advertiser.map((f) => (
        <Fragment key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </Fragment>
      ))}
    </dl>
  </section>
)
