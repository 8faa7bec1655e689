import { ruNumber } from '../../format/number.format'
import type { Surface } from './place-info.catalogue'

/** A person of this height stands beside the surfaces, for scale. */
export const PERSON_HEIGHT_M = 1.75
const PERSON_WIDTH_M = 0.5

export interface SchemeBox {
  readonly number: number
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  /** 'Щит: 6 × 3 м, нижний край на высоте 4 м'. */
  readonly legend: string
}

/** A place's surfaces drawn to one scale beside a person, in the scheme's own units (an SVG's viewBox). */
export interface PlaceScheme {
  readonly width: number
  readonly height: number
  /** Where the floor or the ground is drawn. */
  readonly groundY: number
  readonly person: { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
  readonly boxes: readonly SchemeBox[]
  /** What the scheme shows, for a screen reader. */
  readonly description: string
}

const size = (m: number): string => ruNumber(Math.round(m * 100) / 100)
const metres = (m: number): string => `${size(m)} м`

/**
 * The scheme of a place without a calculator (R-SCREEN-21..35: "photos or a scheme"): its surfaces at their true
 * size and height, beside a person of 1,75 m, scaled to fit `width` × `height` with `margin` around; each box
 * is numbered for its line of the legend. Pure layout: the page draws it.
 */
export const placeScheme = (
  surfaces: readonly Surface[],
  width = 640,
  height = 240,
  margin = 16,
): PlaceScheme => {
  const gapM = Math.max(0.3, 0.08 * surfaces.reduce((sum, s) => sum + s.widthM, PERSON_WIDTH_M))
  const spanM = surfaces.reduce((sum, s) => sum + gapM + s.widthM, PERSON_WIDTH_M)
  const tallestM = Math.max(PERSON_HEIGHT_M, ...surfaces.map((s) => s.aboveFloorM + s.heightM))
  // Room above the tallest box for its number.
  const top = margin + 16
  const scale = Math.min((width - 2 * margin) / spanM, (height - top - margin) / tallestM)
  const groundY = height - margin
  const left = (width - spanM * scale) / 2
  let x = left + (PERSON_WIDTH_M + gapM) * scale
  const boxes = surfaces.map((s, i): SchemeBox => {
    const box = {
      number: i + 1,
      x,
      y: groundY - (s.aboveFloorM + s.heightM) * scale,
      width: Math.max(2, s.widthM * scale),
      height: Math.max(2, s.heightM * scale),
      legend: `${s.label}: ${size(s.widthM)} × ${metres(s.heightM)}, нижний край на высоте ${metres(s.aboveFloorM)}`,
    }
    x += (s.widthM + gapM) * scale
    return box
  })
  return {
    width,
    height,
    groundY,
    person: {
      x: left,
      y: groundY - PERSON_HEIGHT_M * scale,
      width: PERSON_WIDTH_M * scale,
      height: PERSON_HEIGHT_M * scale,
    },
    boxes,
    description: `Схема в масштабе: ${surfaces.map((s) => s.label).join(', ')} рядом с человеком ростом ${metres(PERSON_HEIGHT_M)}`,
  }
}
