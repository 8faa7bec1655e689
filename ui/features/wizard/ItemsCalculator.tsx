import { css } from '@linaria/core'
import { useMemo, useState } from 'react'
import {
  AIRING_OPTIONS,
  defaultItemsInput,
  filterChoices,
  isAiringPlace,
  toggleItem,
  type ItemChoice,
  type ItemsInput,
  type ItemsPlace,
} from '../../../core/pricing/selection/items-calculator'
import { DatePicker } from '../../design/DatePicker'
import { DateRangePicker } from '../../design/DateRangePicker'
import { NumberField } from '../../design/NumberField'
import { RadioGroup } from '../../design/RadioGroup'
import { SelectionList } from '../../design/SelectionList'
import { TextField } from '../../design/TextField'
import { color, mobile, space } from '../../design/tokens'

const form = css`
  display: grid;
  gap: ${space(5)};
  .row {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(4)};
    ${mobile} {
      grid-template-columns: 1fr;
    }
  }
  .chosen {
    color: ${color.muted};
    margin: 0;
  }
`

const DAYS = [
  { id: 'all', name: 'Все дни' },
  { id: 'workday', name: 'Будни' },
  { id: 'weekend', name: 'Выходные' },
]

export interface ItemsCalculatorProps {
  readonly place: ItemsPlace
  readonly input: ItemsInput
  readonly choices: readonly ItemChoice[]
  readonly errors: Readonly<Record<string, string>>
  readonly onChange: (input: ItemsInput) => void
  readonly today: string
}

/**
 * The calculators of chosen units (R-SCREEN-65 city formats, R-SCREEN-66 standalone monitors, R-SCREEN-67 light
 * boxes; crystal light, turn tiles and the media facade alike): the period, the screens' airing options, and
 * the units, searched and chosen in one list.
 */
export const ItemsCalculator = ({ place, input, choices, errors, onChange, today }: ItemsCalculatorProps) => {
  const [search, setSearch] = useState('')
  const shown = useMemo(
    () => filterChoices(choices, search).map((c) => ({ id: c.id, name: c.name, note: c.price })),
    [choices, search],
  )
  const selected = useMemo(() => new Set(input.itemIds), [input.itemIds])
  const defaults = useMemo(() => defaultItemsInput(place, today), [place, today])
  const number = (key: 'clipDuration' | 'frequency' | 'hours') => (value: number) =>
    Number.isFinite(value) && onChange({ ...input, [key]: value })
  return (
    <div className={form}>
      {place === 'turnsTiles' ? (
        <DatePicker
          label="Начало размещения"
          description="Плитки размещаются на месяц с 1-го или 16-го числа"
          value={input.startDate}
          min={today}
          onChange={(day) => day && onChange({ ...input, startDate: day, endDate: day })}
          errorMessage={errors['startDate']}
        />
      ) : (
        <DateRangePicker
          label="Период размещения"
          value={{ start: input.startDate, end: input.endDate }}
          min={today}
          onChange={(p) => p && onChange({ ...input, startDate: p.start, endDate: p.end })}
          errorMessage={errors['startDate'] ?? errors['endDate']}
        />
      )}
      {isAiringPlace(place) && (
        <>
          <div className="row">
            {AIRING_OPTIONS.map((o) => (
              <NumberField
                key={o.key}
                label={o.label}
                minValue={o.min}
                maxValue={o.max}
                step={o.step}
                value={input[o.key] ?? defaults[o.key] ?? o.min}
                onChange={number(o.key)}
                errorMessage={errors[o.key]}
              />
            ))}
          </div>
          <RadioGroup
            label="Дни показа"
            orientation="horizontal"
            options={DAYS}
            value={input.targeting?.days ?? 'all'}
            onChange={(days) =>
              onChange({ ...input, targeting: { days: days as 'all' | 'workday' | 'weekend' } })
            }
            errorMessage={errors['targeting.days']}
          />
        </>
      )}
      <TextField label="Поиск по названию или номеру" type="search" value={search} onChange={setSearch} />
      <p className="chosen" aria-live="polite">
        Выбрано: {input.itemIds.length} из {choices.length}
        {errors['itemIds'] ? ` — ${errors['itemIds']}` : ''}
      </p>
      <SelectionList
        label="Рекламные места"
        items={shown}
        selected={selected}
        onToggle={(id) => onChange(toggleItem(input, id))}
      />
    </div>
  )
}
