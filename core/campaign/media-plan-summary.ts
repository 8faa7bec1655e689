import { match } from 'ts-pattern'
import type { MediaPlanSummaryEntry } from './media-plan-summary.entity'
import { formatRoubles } from '../shared/money'
import { displayDate, displayPeriod } from '../format/display-date'

/** One summary row: labelled cells in the order the spec lists them (R-PLAN-09..12). */
export type SummaryRow = readonly { readonly label: string; readonly value: string }[]

const count = (n: number): string => String(n)

/** Media-plan summary rows; money as '1 234,56 ₽', dates DD.MM.YYYY (R-CONST-02, R-CONST-03). */
export const summaryRow = (entry: MediaPlanSummaryEntry): SummaryRow =>
  match(entry)
    .with({ kind: 'stickerPackage' }, (e) => [
      { label: 'Линия метро', value: e.metroLine },
      { label: 'Период', value: displayPeriod(e.period.startDate, e.period.endDate) },
      { label: 'Формат', value: e.format },
      { label: 'Количество стикеров', value: count(e.stickerCount) },
      { label: 'Стоимость пакета', value: formatRoubles(e.packagePrice) },
      { label: 'Количество пакетов', value: count(e.packageCount) },
      { label: 'Дата запуска', value: displayDate(e.launchDate) ?? '—' },
    ])
    .with({ kind: 'lightBox' }, (e) => [
      { label: 'Станция', value: e.station },
      { label: 'Период', value: displayPeriod(e.period.startDate, e.period.endDate) },
      { label: 'Формат', value: e.format },
      { label: 'Номер', value: e.number },
      { label: 'Стоимость', value: formatRoubles(e.price) },
    ])
    .with({ kind: 'crystalLight' }, (e) => [
      { label: 'Станция', value: e.station },
      { label: 'Период', value: displayPeriod(e.period.startDate, e.period.endDate) },
      { label: 'Формат', value: e.format },
      { label: 'Инвентарный номер', value: e.inventoryNumber },
      { label: 'Стоимость', value: formatRoubles(e.price) },
    ])
    .with({ kind: 'printItem' }, (e) => [
      { label: 'Наименование', value: e.name },
      { label: 'Стоимость печати', value: formatRoubles(e.printPrice) },
      { label: 'Стоимость доставки', value: formatRoubles(e.deliveryPrice) },
    ])
    .exhaustive()
