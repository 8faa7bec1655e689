import { css } from '@linaria/core'
import {
  chosen,
  isNarrowed,
  PLACE_OPTIONS,
  STATE_OPTIONS,
  WAIT_OPTIONS,
  type QueueFilters as Filters,
} from '../../../core/staff/staff-queue-filters.view-model'
import { QUEUE_SEARCH_MAX } from '../../../core/staff/staff-desk.contract'
import { Button } from '../../design/Button'
import { Select } from '../../design/Select'
import { TextField } from '../../design/TextField'
import { mobile, space } from '../../design/tokens'

const bar = css`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) repeat(3, minmax(160px, 1fr)) auto;
  align-items: end;
  gap: ${space(3)};
  margin-bottom: ${space(4)};
  ${mobile} {
    grid-template-columns: 1fr 1fr;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`

export interface QueueFiltersProps {
  readonly filters: Filters
  readonly typed: string
  readonly onType: (text: string) => void
  readonly onChoose: (filter: 'place' | 'state' | 'waits', id: string) => void
  readonly onClear: () => void
}

/**
 * The queue's search and filters (issue #48 item 2): the search asks as you type (campaign id or number, the
 * advertiser's name or e-mail, an ИНН); place, state and what waits each narrow it; the address keeps them all.
 */
export const QueueFilters = ({ filters, typed, onType, onChoose, onClear }: QueueFiltersProps) => (
  <div className={bar} role="search" aria-label="Поиск и фильтры очереди">
    <TextField
      label="Поиск"
      type="search"
      value={typed}
      onChange={onType}
      maxLength={QUEUE_SEARCH_MAX}
      placeholder="Номер кампании, рекламодатель, ИНН"
    />
    <Select
      label="Место"
      options={PLACE_OPTIONS}
      value={chosen(filters.place)}
      onChange={(id) => onChoose('place', id)}
    />
    <Select
      label="Состояние"
      options={STATE_OPTIONS}
      value={chosen(filters.states)}
      onChange={(id) => onChoose('state', id)}
    />
    <Select
      label="Что ждёт"
      options={WAIT_OPTIONS}
      value={chosen(filters.waits)}
      onChange={(id) => onChoose('waits', id)}
    />
    <Button variant="secondary" isDisabled={!isNarrowed(filters) && typed === ''} onPress={onClear}>
      Сбросить
    </Button>
  </div>
)
