import { css } from '@linaria/core'
import { CalendarClock, CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { WizardDraftStore } from '../../../core/cabinet/stores/wizard-draft.store'
import { withField } from '../../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import {
  adviceQuery,
  adviceView,
  InventoryAdviceStore,
  type AdviceView,
} from '../../../core/pricing/selection/inventory-advice.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { color, font, radius, space } from '../../design/tokens'
import type { InputChange } from './control-props'

const panel = css`
  grid-column: 1 / -1;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  padding: ${space(3)} ${space(4)};
  h3 {
    font-size: ${font.body};
    font-weight: 600;
    margin: 0 0 ${space(2)};
  }
  p {
    margin: ${space(1)} 0 0;
  }
  .verdict {
    display: flex;
    gap: ${space(2)};
    align-items: flex-start;
    font-weight: 600;
    margin: 0;
    svg {
      flex: none;
      width: 20px;
      height: 20px;
    }
  }
  &[data-tone='fits'] .verdict {
    color: ${color.success};
  }
  &[data-tone='changed'] .verdict {
    color: ${color.warning};
  }
  &[data-tone='refused'] .verdict,
  &[data-tone='failed'] .verdict {
    color: ${color.danger};
  }
  button {
    margin-top: ${space(3)};
  }
`

const ICONS: Record<AdviceView['tone'], typeof CircleCheck> = {
  fits: CircleCheck,
  changed: CalendarClock,
  refused: CircleAlert,
  failed: CircleAlert,
  pending: LoaderCircle,
}

/**
 * The inventory planner under the units of a place it plans (R-API-38, R-PLANNER-01..05): whether the screens
 * chosen have the airtime asked (or the units are free) over the period, asked again as the choice changes; when
 * the planner moved or shortened the period, its message and a button that takes that period into the
 * calculation; a refusal says what fits and what to change (our choice: the spec names the call and its
 * messages, not where they show).
 */
export const InventoryAdvice = ({
  place,
  field,
  input,
  onChange,
}: {
  readonly place: string
  readonly field: string
  readonly input: FormInput
  readonly onChange: (change: InputChange) => void
}) => {
  const store = useService(InventoryAdviceStore)
  const state = useReadable(store)
  const { campaignId } = useReadable(useService(WizardDraftStore))
  const query = adviceQuery(place, input, field, campaignId)
  // After each render: the store asks the server only when the question changed.
  useEffect(() => {
    if (query) void store.ask(query)
  })
  const view = query && adviceView(state)
  if (!view) return null
  const Icon = ICONS[view.tone]
  const [first, ...rest] = view.message === undefined ? view.lines : [view.message, ...view.lines]
  const proposal = view.proposal
  return (
    <section
      className={panel}
      data-tone={view.tone}
      aria-labelledby="inventory-advice"
      aria-busy={view.tone === 'pending'}
      aria-live="polite"
    >
      <h3 id="inventory-advice">{view.heading}</h3>
      <p className="verdict">
        <Icon aria-hidden />
        <span>{first}</span>
      </p>
      {rest.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {proposal && (
        <Button
          variant="secondary"
          size="small"
          onPress={() =>
            onChange((now) =>
              withField(withField(now, 'startDate', proposal.startDate), 'endDate', proposal.endDate),
            )
          }
        >
          {proposal.label}
        </Button>
      )}
    </section>
  )
}
