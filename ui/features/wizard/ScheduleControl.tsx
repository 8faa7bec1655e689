import {
  fieldOf,
  scheduleOf,
  scheduleSummary,
  withField,
  type FormControl,
} from '../../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import { HITS_KEY } from '../../../core/pricing/selection/form-problems'
import { describeNumber } from '../../../core/shared/number-rule'
import { DateRangePicker } from '../../design/DateRangePicker'
import { NumberField } from '../../design/NumberField'
import type { InputChange } from './control-props'

/**
 * A day-by-day schedule as a person gives it (the Maxima, R-MAXIMA-01..03): a period and the hits a day, each with
 * its own refusal (the hits' under the hits, form-problems.ts).
 */
export const ScheduleControl = ({
  control: c,
  input,
  errors,
  onChange,
  today,
}: {
  readonly control: Extract<FormControl, { kind: 'schedule' }>
  readonly input: FormInput
  readonly errors: Readonly<Record<string, string>>
  readonly onChange: (change: InputChange) => void
  readonly today: string
}) => {
  const s = scheduleSummary(fieldOf(input, c.field))
  const hits = s.hits ?? c.fallback
  const set = (start: string, end: string, h: number | string) =>
    onChange((now) => withField(now, c.field, scheduleOf(start, end, h)))
  return (
    <div className="wide" style={{ display: 'contents' }}>
      <DateRangePicker
        className="wide"
        label={c.label}
        value={s.start && s.end ? { start: s.start, end: s.end } : null}
        min={today}
        onChange={(p) => p && set(p.start, p.end, hits)}
        errorMessage={errors[c.field]}
      />
      <NumberField
        label={c.hitsLabel}
        rule={c.rule}
        value={hits}
        description={describeNumber(c.rule)}
        onChange={(v) => s.start && s.end && set(s.start, s.end, v)}
        errorMessage={errors[HITS_KEY(c.field)]}
      />
    </div>
  )
}
