import { css } from '@linaria/core'
import { Fragment, Suspense } from 'react'
import { fieldOf, withField, type FormControl } from '../../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import { Checkbox } from '../../design/Checkbox'
import { DatePicker } from '../../design/DatePicker'
import { DateRangePicker } from '../../design/DateRangePicker'
import { NumberField } from '../../design/NumberField'
import { Skeleton } from '../../design/Skeleton'
import { color, font, mobile, space } from '../../design/tokens'
import { ChoiceControl } from './ChoiceControl'
import { FlagsControl } from './FlagsControl'
import { InventoryAdvice } from './InventoryAdvice'
import { ItemsControl } from './ItemsControl'
import { ScheduleControl } from './ScheduleControl'
import {
  GroundRoutesControl,
  MetroItemsControl,
  MetroLinesControl,
  NavigationPicker,
  ShelterPicker,
} from './control-chunks'
import type { InputChange } from './control-props'

/**
 * The controls only some calculators have are lazy chunks of their own (issue #15: each calculator a lazy chunk):
 * a calculator loads this form, shared by all sixteen, and its own control — the shelters (with the map a chunk
 * further), the navigation stations or the metro scheme. `npm run bench` prints each calculator's bytes.
 */
const loading = (
  <div className="wide">
    <Skeleton lines={6} />
  </div>
)

const form = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(5)} ${space(4)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  .wide {
    grid-column: 1 / -1;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)} ${space(5)};
  }
  legend {
    font-weight: 600;
    font-size: ${font.body};
    margin-bottom: ${space(2)};
    padding: 0;
  }
  .chosen {
    color: ${color.muted};
    margin: ${space(2)} 0;
  }
  .error {
    color: ${color.danger};
  }
`

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/**
 * Every calculator of the wizard (R-SCREEN-65..71 and the others, issue #15 item 3) as one form over the core's
 * declaration of the place's controls: each control reads and writes one field of the calculator's input, and
 * the price panel beside it reprices on every change. `errors` and `notes` are the core's, keyed by control
 * (form-problems.ts): a refusal or what the price counted instead, under the field it concerns.
 */
export const CalculatorForm = ({
  controls,
  input,
  errors,
  notes = {},
  onChange,
  today,
}: {
  readonly controls: readonly FormControl[]
  readonly input: FormInput
  readonly errors: Readonly<Record<string, string>>
  readonly notes?: Readonly<Record<string, string>>
  readonly onChange: (change: InputChange) => void
  readonly today: string
}) => (
  <div className={form}>
    {controls.map((c) => {
      switch (c.kind) {
        case 'period': {
          const start = text(fieldOf(input, c.start))
          const end = text(fieldOf(input, c.end))
          return (
            <DateRangePicker
              key={c.start}
              className="wide"
              label={c.label}
              value={start && end ? { start, end } : null}
              min={today}
              onChange={(p) => p && onChange(withField(withField(input, c.start, p.start), c.end, p.end))}
              errorMessage={errors[c.start] ?? errors[c.end]}
            />
          )
        }
        case 'day':
          return (
            <DatePicker
              key={c.field}
              className="wide"
              label={c.label}
              {...(c.description ? { description: c.description } : {})}
              value={text(fieldOf(input, c.field)) ?? null}
              min={today}
              onChange={(day) => day && onChange(withField(input, c.field, day))}
              errorMessage={errors[c.field]}
            />
          )
        case 'number':
          return (
            <NumberField
              key={c.field}
              label={c.label}
              rule={c.rule}
              value={fieldOf(input, c.field)}
              onChange={(v) => onChange((now) => withField(now, c.field, v))}
              description={c.description}
              placeholder={c.placeholder}
              errorMessage={errors[c.field]}
              note={notes[c.field]}
            />
          )
        case 'choice':
        case 'alternative':
          return (
            <ChoiceControl
              key={c.kind === 'choice' ? c.field : `${c.label}:${c.field}`}
              control={c}
              input={input}
              error={c.kind === 'choice' ? errors[c.field] : undefined}
              onChange={onChange}
            />
          )
        case 'toggle':
          return (
            <div key={c.field} className="wide">
              <Checkbox
                isSelected={fieldOf(input, c.field) === true}
                onChange={(on) => onChange((now) => withField(now, c.field, on))}
                {...(c.description ? { 'aria-describedby': `${c.field}-note` } : {})}
              >
                {c.label}
              </Checkbox>
              {c.description && (
                <p id={`${c.field}-note`} className="chosen">
                  {c.description}
                </p>
              )}
            </div>
          )
        case 'flags':
          return (
            <FlagsControl
              key={c.field}
              control={c}
              value={fieldOf(input, c.field)}
              error={errors[c.field]}
              onChange={onChange}
            />
          )
        case 'shelters':
          return (
            <Suspense key={c.field} fallback={loading}>
              <ShelterPicker control={c} input={input} error={errors[c.field]} onChange={onChange} />
            </Suspense>
          )
        case 'metroLines':
          return (
            <Suspense key={c.field} fallback={loading}>
              <MetroLinesControl control={c} input={input} error={errors[c.field]} onChange={onChange} />
            </Suspense>
          )
        case 'navigation':
          return (
            <Suspense key={c.field} fallback={loading}>
              <NavigationPicker control={c} input={input} error={errors[c.field]} onChange={onChange} />
            </Suspense>
          )
        case 'items': {
          const list = c.metro ? (
            <Suspense fallback={loading}>
              <MetroItemsControl control={c} input={input} error={errors[c.field]} onChange={onChange} />
            </Suspense>
          ) : c.field === 'transportRouteIds' ? (
            <Suspense fallback={loading}>
              <GroundRoutesControl control={c} input={input} error={errors[c.field]} onChange={onChange} />
            </Suspense>
          ) : (
            <ItemsControl control={c} input={input} error={errors[c.field]} onChange={onChange} />
          )
          return (
            <Fragment key={c.field}>
              {list}
              {c.planner !== undefined && (
                <InventoryAdvice place={c.planner} field={c.field} input={input} onChange={onChange} />
              )}
            </Fragment>
          )
        }
        case 'schedule':
          return (
            <ScheduleControl
              key={c.field}
              control={c}
              input={input}
              errors={errors}
              onChange={onChange}
              today={today}
            />
          )
      }
    })}
  </div>
)
