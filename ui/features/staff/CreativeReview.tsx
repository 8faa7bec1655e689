import { css, cx } from '@linaria/core'
import type { CreativeDocumentView, CreativeReviewView } from '../../../core/staff/staff-review.view-model'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { DateText } from '../../design/DateText'
import { color, font, mobile, radius, space } from '../../design/tokens'
import { CreativeDocuments } from './CreativeDocuments'
import { buttons } from './review.styles'

const card = css`
  display: grid;
  width: 100%;
  grid-template-columns: 320px minmax(0, 1fr);
  gap: ${space(5)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  .media {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: contain;
    background: ${color.subtle};
    border-radius: ${radius.control};
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)} ${space(3)};
    margin-bottom: ${space(3)};
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .checks {
    list-style: none;
    margin: 0 0 ${space(3)};
    padding: 0;
    display: grid;
    gap: ${space(1)};
  }
  .checks li {
    display: flex;
    gap: ${space(2)};
    align-items: flex-start;
  }
  .mark {
    flex: none;
    width: 1em;
    font-weight: 700;
  }
  .ok {
    color: ${color.success};
  }
  .bad {
    color: ${color.danger};
  }
  .reason {
    margin: 0 0 ${space(3)};
    color: ${color.danger};
  }
  .muted {
    color: ${color.muted};
    font-size: ${font.caption};
  }
`

/**
 * One creative on the review (issue #48 item 3): the picture, or the clip in a player, beside the checks its
 * upload ran against the format (✓/✗ with words), its status and reason, its documents; approving or rejecting
 * it, or deciding on a document, when allowed.
 */
export const CreativeReview = ({
  view,
  busy,
  onApprove,
  onReject,
  onDocument,
}: {
  readonly view: CreativeReviewView
  readonly busy: boolean
  readonly onApprove: () => void
  readonly onReject: () => void
  readonly onDocument: (verdict: 'approve' | 'reject', document: CreativeDocumentView) => void
}) => (
  <article className={card} aria-label={`Материал «${view.name}»`}>
    {view.kind === 'video' ? (
      <video
        className="media"
        controls
        preload="metadata"
        src={view.url}
        poster={view.posterUrl}
        aria-label={`Ролик «${view.name}»`}
      />
    ) : (
      <img className="media" src={view.posterUrl ?? view.url} alt={`Макет «${view.name}»`} loading="lazy" />
    )}
    <div>
      <div className="top">
        <span className="name">{view.name}</span>
        <Badge tone={view.status.tone}>{view.status.label}</Badge>
        <span className="muted">
          загружен <DateText value={view.uploadedAt} withTime />
        </span>
      </div>
      {view.reason && <p className="reason">Причина отказа: {view.reason}</p>}
      <ul className="checks" aria-label={`Проверки «${view.name}»`}>
        {view.checks.map((c) => (
          <li key={c.label} className={cx(c.ok ? 'ok' : 'bad')}>
            <span className="mark" aria-hidden="true">
              {c.mark}
            </span>
            <span>{c.text}</span>
          </li>
        ))}
        {view.checks.length === 0 && <li className="muted">Проверки при загрузке не записаны</li>}
      </ul>
      <CreativeDocuments
        creative={view.name}
        documents={view.documents}
        busy={busy}
        onApprove={(d) => onDocument('approve', d)}
        onReject={(d) => onDocument('reject', d)}
      />
      {(view.mayApprove || view.mayReject) && (
        <div className={buttons}>
          {view.mayApprove && (
            <Button size="small" onPress={onApprove} isDisabled={busy}>
              Согласовать материал
            </Button>
          )}
          {view.mayReject && (
            <Button size="small" variant="secondary" onPress={onReject} isDisabled={busy}>
              Отклонить материал
            </Button>
          )}
        </div>
      )}
    </div>
  </article>
)
