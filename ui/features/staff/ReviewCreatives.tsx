import type { CreativeDocumentView, CreativeReviewView } from '../../../core/staff/staff-review.view-model'
import type { ReviewWire } from '../../../core/contract/staff.answer'
import { CreativeReview } from './CreativeReview'
import { lines, panel } from './review.styles'

/** The creatives and, beside them, what the place's format asks (issue #48 item 3). */
export const ReviewCreatives = ({
  creatives,
  requirements,
  busy,
  onApprove,
  onReject,
  onDocument,
}: {
  readonly creatives: readonly CreativeReviewView[]
  readonly requirements: ReviewWire['requirements']
  readonly busy: boolean
  readonly onApprove: (creative: CreativeReviewView) => void
  readonly onReject: (creative: CreativeReviewView) => void
  readonly onDocument: (
    verdict: 'approve' | 'reject',
    creative: CreativeReviewView,
    document: CreativeDocumentView,
  ) => void
}) => (
  <section className={panel} aria-labelledby="review-creatives">
    <h2 id="review-creatives">Материалы</h2>
    {requirements.length > 0 && (
      <p className="muted">
        Требования формата: {requirements.map((r) => `${r.label} — ${r.value}`).join('; ')}
      </p>
    )}
    {creatives.length === 0 ? (
      <p className="empty">Материалов пока нет</p>
    ) : (
      <ul className={lines}>
        {creatives.map((c) => (
          <li key={c.id}>
            <CreativeReview
              view={c}
              busy={busy}
              onApprove={() => onApprove(c)}
              onReject={() => onReject(c)}
              onDocument={(verdict, d) => onDocument(verdict, c, d)}
            />
          </li>
        ))}
      </ul>
    )}
  </section>
)
