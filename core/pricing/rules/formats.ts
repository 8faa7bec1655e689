/** R-FMT-01: the video formats per place are in each place's module (core/places/media.ts reads them). */

export const steps = (min: number, max: number, step: number): number[] =>
  Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => min + i * step)

/** R-FMT-02: calculator clip durations 5..45 step 5 (nine options), default 5. */
export const CLIP_DURATIONS = steps(5, 45, 5)
export const DEFAULT_CLIP_DURATION = 5
/** R-FMT-03: maxima video timing 5..30 step 5. */
export const MAXIMA_VIDEO_TIMINGS = steps(5, 30, 5)
/** R-FMT-04: ground video duration 5..60 step 5, default 5. */
export const GROUND_VIDEO_DURATIONS = steps(5, 60, 5)
export const DEFAULT_GROUND_VIDEO_DURATION = 5

/** R-CITY-11: default frequency 8 airings an hour (30 for standalone monitors), default hours 19.5. */
export const DEFAULT_FREQUENCY = 8
export const DEFAULT_STANDALONE_FREQUENCY = 30
export const DEFAULT_HOURS = 19.5

/** R-CITY-12: standalone monitors show 19.5 × the hourly frequency a day, 585 by default. */
export const impressionsPerDay = (frequency: number, hours: number = DEFAULT_HOURS): number =>
  hours * frequency
