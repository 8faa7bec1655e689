import { css, cx } from '@linaria/core'
import type { CampaignActionView } from '../../../core/staff/staff-review.view-model'
import { Button } from '../../design/Button'
import { color, space } from '../../design/tokens'
import { buttons, panel } from './review.styles'

const box = css`
  border-color: ${color.borderStrong};
  p {
    margin: 0 0 ${space(3)};
  }
`

/**
 * The decisions on the whole campaign the viewer may take now (issue #48 item 4): only those the review allows
 * (role table ∩ state machine); a decision on its way keeps them all waiting.
 */
export const ReviewActions = ({
  actions,
  nothing,
  busy,
  onAct,
}: {
  readonly actions: readonly CampaignActionView[]
  readonly nothing: string | undefined
  readonly busy: boolean
  readonly onAct: (action: CampaignActionView) => void
}) => (
  <section className={cx(panel, box)} aria-labelledby="review-actions">
    <h2 id="review-actions">Решение</h2>
    {nothing !== undefined && <p className="muted">{nothing}</p>}
    {actions.length > 0 && (
      <div className={buttons}>
        {actions.map((a) => (
          <Button key={a.action} variant={a.variant} isDisabled={busy} onPress={() => onAct(a)}>
            {a.label}
          </Button>
        ))}
      </div>
    )}
  </section>
)
