import { css } from '@linaria/core'
import { useMemo } from 'react'
import type { PricingReferenceData } from '../../../core/pricing/reference/pricing-reference.schema'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import { groundSchedule, type GroundPlace } from '../../../core/pricing/selection/ground-schedule'
import { groupDigits } from '../../../core/shared/money'
import { DateText } from '../../design/DateText'
import { Table } from '../../design/Table'
import { color, font, mobile, space } from '../../design/tokens'

const root = css`
  display: grid;
  gap: ${space(4)};
  dl {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(3)} ${space(4)};
    margin: 0;
    ${mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  dt {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .off {
    color: ${color.muted};
  }
`

const COLUMNS = [
  { id: 'date', name: 'Дата', isRowHeader: true },
  { id: 'weekday', name: 'День недели' },
  { id: 'impressions', name: 'Показов', align: 'end' },
] as const

/**
 * The ground-transport calculator's schedule view (R-SCREEN-69): what the choice runs, where and when, and the
 * impressions of each day as the core spreads them (ground-schedule.ts), a year of days in a virtualised table.
 */
export const GroundScheduleView = ({
  input,
  reference,
  place,
}: {
  readonly input: FormInput
  readonly reference: PricingReferenceData
  readonly place: GroundPlace
}) => {
  // Computed here, so only while the schedule tab is open.
  const schedule = useMemo(() => groundSchedule(input, reference, place), [input, reference, place])
  return (
    <div className={root}>
      <dl>
        <div>
          <dt>Маршруты</dt>
          <dd>{schedule.routes}</dd>
        </div>
        <div>
          <dt>Время показа</dt>
          <dd>{schedule.hours}</dd>
        </div>
        <div>
          <dt>Показов за период</dt>
          <dd>{groupDigits(String(schedule.impressions))}</dd>
        </div>
        <div>
          <dt>Рейсов в час</dt>
          <dd>{schedule.runsPerHour.toLocaleString('ru-RU')}</dd>
        </div>
        <div>
          <dt>Ролик</dt>
          <dd>{schedule.videoDuration} с</dd>
        </div>
        <div>
          <dt>Дней показа</dt>
          <dd>
            {schedule.days.filter((d) => d.impressions > 0).length} из {schedule.days.length}
          </dd>
        </div>
      </dl>
      <Table
        label="Расписание показов по дням"
        columns={COLUMNS}
        rows={schedule.days.map((d) => ({ ...d, id: d.date }))}
        height={360}
        emptyText="Выберите период не длиннее года"
        cell={(d, column) =>
          column === 'date' ? (
            <DateText value={d.date} />
          ) : column === 'weekday' ? (
            <span className={d.shown ? undefined : 'off'}>{d.weekday}</span>
          ) : (
            groupDigits(String(d.impressions))
          )
        }
      />
    </div>
  )
}
