import { describe, expect, it } from 'vitest'
import { PLACE_INFO } from './place-info.catalogue'
import { PERSON_HEIGHT_M, placeScheme } from './place-scheme.view-model'

describe('the scheme of a place without a calculator', () => {
  it('draws a billboard and a supersite to one scale with the person, standing on one ground', () => {
    const scheme = placeScheme(PLACE_INFO['ooh']!.surfaces)
    const [board, supersite] = scheme.boxes
    const scale = scheme.person.height / PERSON_HEIGHT_M
    expect(board!.width / scale).toBeCloseTo(6)
    expect(board!.height / scale).toBeCloseTo(3)
    expect(supersite!.width / board!.width).toBeCloseTo(15 / 6)
    // The supersite's lower edge is 6 m above the ground, the board's 4 m.
    expect((scheme.groundY - supersite!.y - supersite!.height) / scale).toBeCloseTo(6)
    expect(scheme.person.y + scheme.person.height).toBeCloseTo(scheme.groundY)
    expect(supersite!.legend).toBe('Суперсайт: 15 × 5 м, нижний край на высоте 6 м')
    expect(scheme.description).toBe('Схема в масштабе: Щит, Суперсайт рядом с человеком ростом 1,75 м')
  })

  it('every scheme fits its box, the boxes side by side without overlapping', () => {
    for (const [page, info] of Object.entries(PLACE_INFO)) {
      const scheme = placeScheme(info.surfaces)
      const shapes = [scheme.person, ...scheme.boxes]
      for (const s of shapes) {
        expect(s.x, page).toBeGreaterThanOrEqual(0)
        expect(s.y, page).toBeGreaterThanOrEqual(16)
        expect(s.x + s.width, page).toBeLessThanOrEqual(scheme.width)
        expect(s.y + s.height, page).toBeLessThanOrEqual(scheme.groundY + 1e-9)
      }
      for (let i = 1; i < shapes.length; i++)
        expect(shapes[i]!.x, page).toBeGreaterThan(shapes[i - 1]!.x + shapes[i - 1]!.width)
      expect(scheme.boxes.length, page).toBeGreaterThan(0)
    }
  })

  it('a small screen is still drawn: at least two units a side', () => {
    const scheme = placeScheme([{ label: 'Листовка', widthM: 0.001, heightM: 0.001, aboveFloorM: 1 }])
    expect(scheme.boxes[0]).toMatchObject({ width: 2, height: 2 })
  })
})
