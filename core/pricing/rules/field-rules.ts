import type { BoundedRule } from '../../shared/number-rule'

/**
 * The numeric fields the calculators share, each declared once: its calculator's schema checks it, its form field
 * shows it, and its messages are said from it (number-rule.ts). Metro monitors' per-mode fields are in metro.ts,
 * ground transport's in ground.ts.
 */

/** R-FMT-02: calculator clip durations 5..45 s in steps of 5. */
export const CLIP_RULE: BoundedRule = { min: 5, max: 45, step: 5, whole: true, ruleIds: ['R-FMT-02'] }
/** R-FMT-03: the maxima video timing 5..30 s in steps of 5. */
export const MAXIMA_TIMING_RULE: BoundedRule = {
  min: 5,
  max: 30,
  step: 5,
  whole: true,
  ruleIds: ['R-FMT-03'],
}
/** R-FMT-04: the ground video duration 5..60 s in steps of 5. */
export const GROUND_VIDEO_RULE: BoundedRule = { min: 5, max: 60, step: 5, whole: true, ruleIds: ['R-FMT-04'] }
/** Airings an hour on a screen (chosen, R-CITY-11 gives only the defaults 8 and 30): at most one a minute. */
export const AIRINGS_PER_HOUR_RULE: BoundedRule = { min: 1, max: 60, step: 1, whole: true }
/** Hours a day a screen shows (chosen: whole or half hours, as the default 19,5 of R-CITY-12). */
export const HOURS_RULE: BoundedRule = { min: 1, max: 24, step: 0.5 }
/** R-PRICE-07: stickers, one by default (chosen bound: 100 000, more than the metro has). */
export const STICKER_COUNT_RULE: BoundedRule = { min: 1, max: 100_000, step: 1, whole: true }
/** Tram monitors (chosen bound: 10 000, more than the trams carry). */
export const TRAM_MONITORS_RULE: BoundedRule = { min: 1, max: 10_000, step: 1, whole: true }
