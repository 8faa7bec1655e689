import type { ListView } from './campaign-table.view-model'

/** R-PLAN-01 */
export const MEDIA_PLAN_TITLE = 'Сводный медиаплан'

/** R-PLAN-05: the red reset button's question and buttons. */
export const MEDIA_PLAN_RESET_DIALOG = {
  question: 'Отменить формирование сводного медиаплана?',
  back: 'Вернуться назад',
  confirm: 'Отменить',
  tone: 'danger',
} as const

export interface MediaPlanScreenModel {
  readonly title: string
  readonly view: ListView
  /** R-PLAN-02: the other view the switch offers. */
  readonly otherView: ListView
  /** R-PLAN-03 */
  readonly backLink: string
  /** R-PLAN-06 */
  readonly badge: number
}

/**
 * The consolidated media-plan screen (R-PLAN-01..08): undefined means there is nothing to show and the
 * screen goes to /campaigns — on entry with an empty selection (R-PLAN-07) or once it becomes empty
 * (R-PLAN-08); see mediaPlanExit.
 */
export const mediaPlanScreen = (view: ListView, selectedCount: number): MediaPlanScreenModel | undefined =>
  selectedCount <= 0
    ? undefined
    : {
        title: MEDIA_PLAN_TITLE,
        view,
        otherView: view === 'cards' ? 'table' : 'cards',
        backLink: `/campaigns?view=${view}`,
        badge: selectedCount,
      }

/** R-PLAN-07, R-PLAN-08: where the screen goes when the selection is empty, or undefined to stay. */
export const mediaPlanExit = (selectedCount: number): '/campaigns' | undefined =>
  selectedCount <= 0 ? '/campaigns' : undefined
