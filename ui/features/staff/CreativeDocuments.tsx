import { css } from '@linaria/core'
import type { CreativeDocumentView } from '../../../core/staff/staff-review.view-model'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { color, font, space } from '../../design/tokens'
import { buttons } from './review.styles'

const list = css`
  list-style: none;
  margin: 0 0 ${space(3)};
  padding: 0;
  display: grid;
  gap: ${space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(1)} ${space(3)};
  }
  .category {
    color: ${color.muted};
    font-size: ${font.caption};
  }
`

/**
 * A creative's documents on the review (R-API-24, R-STATE-12): each opened by its signed link, its category and
 * status; a loaded one is accepted or sent back to rework with a reason, when the viewer's role decides on
 * creatives (the review's actions).
 */
export const CreativeDocuments = ({
  creative,
  documents,
  busy,
  onApprove,
  onReject,
}: {
  readonly creative: string
  readonly documents: readonly CreativeDocumentView[]
  readonly busy: boolean
  readonly onApprove: (document: CreativeDocumentView) => void
  readonly onReject: (document: CreativeDocumentView) => void
}) =>
  documents.length === 0 ? null : (
    <ul className={list} aria-label={`Документы «${creative}»`}>
      {documents.map((d) => (
        <li key={d.id} aria-label={`Документ «${d.name}»`}>
          <Link href={d.url}>{d.name}</Link>
          <span className="category">{d.category}</span>
          <Badge tone={d.status.tone}>{d.status.label}</Badge>
          {(d.mayApprove || d.mayReject) && (
            <span className={buttons}>
              {d.mayApprove && (
                <Button size="small" onPress={() => onApprove(d)} isDisabled={busy}>
                  Принять документ
                </Button>
              )}
              {d.mayReject && (
                <Button size="small" variant="secondary" onPress={() => onReject(d)} isDisabled={busy}>
                  Вернуть на доработку
                </Button>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
