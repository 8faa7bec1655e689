import { css, cx } from '@linaria/core'
import type { FaceCard as Card } from '../../../core/map/face-card'
import { color, font, radius, space } from '../../design/tokens'
import { FaceDrawing } from './FaceDrawing'

const card = css`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${space(3)};
  padding: ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  background: ${color.surface};
  font-size: ${font.body};
  h4 {
    margin: 0 0 ${space(1)};
    font-size: ${font.body};
  }
  p {
    margin: 0 0 ${space(1)};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0 ${space(3)};
    margin: 0;
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
  }
`
const status = css`
  margin-top: ${space(1)} !important;
  font-weight: 600;
  &.free {
    color: ${color.success};
  }
  &.taken {
    color: ${color.danger};
  }
  &.chosen {
    color: ${color.accent};
  }
`

/**
 * The card of one face (issue #50 item 2): its drawing, number and side, the full address, which way it looks,
 * its format and size, the price a month and the audience for the chosen period, free or taken then. Every figure
 * is the core's (core/map/face-card.ts); this only lays it out.
 */
export const FaceCard = ({ view }: { readonly view: Card }) => (
  <article className={card} aria-label={`Сторона ${view.title}`} data-face={view.inventoryNumber}>
    <FaceDrawing size={view.size} chosen={view.status === 'chosen'} />
    <div>
      <h4>{view.title}</h4>
      <p>{view.address}</p>
      <dl>
        <dt>Сторона</dt>
        <dd>{view.direction ? `${view.side}, ${view.direction}` : view.side}</dd>
        <dt>Формат</dt>
        <dd>{view.format || 'не указан'}</dd>
        <dt>Цена</dt>
        <dd data-figure="price">{view.perMonth ?? 'не посчитана'}</dd>
        <dt>Аудитория</dt>
        <dd>
          OTS <span data-figure="ots">{view.ots ?? '—'}</span> · GRP{' '}
          <span data-figure="grp">{view.grp ?? '—'}</span> за период
        </dd>
      </dl>
      <p className={cx(status, view.status)}>{view.statusText}</p>
    </div>
  </article>
)
