import { StateStore } from '../../shared/store'
import { validateBudget, type MetroMode } from '../rules/metro'

/** R-METRO-01: the selection blocks. */
export const SELECTION_BLOCKS = [
  'lines',
  'monitors',
  'cityFormats',
  'routes',
  'time',
  'frequency',
  'days',
] as const
export type SelectionBlock = (typeof SELECTION_BLOCKS)[number]

export interface MetroMonitorsState {
  readonly mode: MetroMode
  readonly lastSelectedBlock: SelectionBlock | null
  readonly selections: Readonly<Partial<Record<SelectionBlock, readonly (string | number)[]>>>
  readonly budgetText: string
  /** R-METRO-02: the budget once it passed validation. */
  readonly budget: number | null
  readonly budgetError: string | null
  readonly periodError: string | null
  readonly endDateLocked: boolean
  readonly advertisePlaces: readonly string[]
  readonly discount: number | null
  readonly isAgency: boolean
  /** R-METRO-26: report failure flags. */
  readonly reportsMlinesError: boolean
  readonly reportsTimeIntervalsError: boolean
  readonly reportsOtsPerPeriodError: boolean
}

const blank = (
  mode: MetroMode,
  keep: Pick<MetroMonitorsState, 'advertisePlaces' | 'discount' | 'isAgency'>,
): MetroMonitorsState => ({
  mode,
  lastSelectedBlock: null,
  selections: {},
  budgetText: '',
  budget: null,
  budgetError: null,
  periodError: null,
  endDateLocked: false,
  reportsMlinesError: false,
  reportsTimeIntervalsError: false,
  reportsOtsPerPeriodError: false,
  ...keep,
})

export type MetroReport = 'mlines' | 'timeIntervals' | 'otsPerPeriod'

/** The metro monitors calculator's state (R-METRO-01..03, 08, 09, 26). */
export class MetroMonitorsStore extends StateStore<MetroMonitorsState> {
  constructor(
    mode: MetroMode,
    keep: Pick<MetroMonitorsState, 'advertisePlaces' | 'discount' | 'isAgency'> = {
      advertisePlaces: [],
      discount: null,
      isAgency: false,
    },
  ) {
    super(blank(mode, keep))
  }

  /** R-METRO-01: every block records itself as the last selected one. */
  select(block: SelectionBlock, values: readonly (string | number)[]): void {
    this.update((s) => {
      s.selections[block] = [...values]
      s.lastSelectedBlock = block
    })
  }

  /** R-METRO-02 / R-METRO-05: the budget is fixed once it passes validation; otherwise the message shows. */
  enterBudget(text: string): void {
    const checked = validateBudget(this.getSnapshot().mode, text)
    this.update((s) => {
      s.budgetText = text
      if (checked.ok) {
        s.budget = checked.value
        s.budgetError = null
      } else s.budgetError = checked.error
    })
  }

  /** R-METRO-08. */
  lockEndDate(locked: boolean): void {
    this.update((s) => {
      s.endDateLocked = locked
    })
  }

  setPeriodError(message: string | null): void {
    this.update((s) => {
      s.periodError = message
    })
  }

  /** R-METRO-09: the budget and the period errors can be cleared. */
  clearErrors(): void {
    this.update((s) => {
      s.budgetError = null
      s.periodError = null
    })
  }

  /** R-METRO-03: a preset resets the state, keeping the advertise places, the discount and the agency flag. */
  applyPreset(mode: MetroMode): void {
    const s = this.getSnapshot()
    this.set(blank(mode, { advertisePlaces: s.advertisePlaces, discount: s.discount, isAgency: s.isAgency }))
  }

  /** R-METRO-26. */
  reportFailed(report: MetroReport): void {
    this.update((s) => {
      if (report === 'mlines') s.reportsMlinesError = true
      else if (report === 'timeIntervals') s.reportsTimeIntervalsError = true
      else s.reportsOtsPerPeriodError = true
    })
  }
}
