import { groupDigits } from '../../shared/money'
import type { OkrugChoice } from '../stores/shelter-list.store'

/** An option of the shelter list's okrug filter. */
export interface OkrugOption {
  readonly id: string
  readonly name: string
}

/** The whole city, the filter's first option. */
export const WHOLE_CITY = 'Вся Москва'

/**
 * The okrug filter's options (R-STOP-18): the whole city, then each okrug by name as soon as the rows come, with
 * its free sides in the period once the server has counted them (a moment later: issue #51 left the rows not
 * waiting for that count). Until then an okrug is named alone, never with a stale or zero count.
 */
export const okrugFilterOptions = (allId: string, okrugs: readonly OkrugChoice[]): OkrugOption[] => [
  { id: allId, name: WHOLE_CITY },
  ...okrugs.map((o) => ({
    id: o.code,
    name: o.available === undefined ? o.name : `${o.name} — свободно ${groupDigits(String(o.available))}`,
  })),
]
