import { describe, expect, it } from 'vitest'
import { replaceStops, stopsNotice } from './shelter-stops'

const calculation = { months: ['2027-01'], stops: [{ inventoryNumber: '1', side: 'a' }], discount: 'x' }
const stops = [{ inventoryNumber: '2', side: 'b' }]

describe('replacing the stops of a shelter campaign', () => {
  it('keeps the rest of the calculator input and replaces the stops, and the months when given', () => {
    expect(replaceStops({ state: 'draft', reservationState: 'reserved', calculation }, { stops })).toEqual({
      ok: true,
      value: { months: ['2027-01'], stops, discount: 'x' },
    })
    expect(
      replaceStops(
        { state: 'primaryRejected', reservationState: 'canceled', calculation },
        { stops, months: ['2027-03'] },
      ),
    ).toMatchObject({ ok: true, value: { months: ['2027-03'], stops } })
  })

  it('refuses a campaign past editing, a confirmed reservation and an empty selection', () => {
    expect(
      replaceStops({ state: 'moderation', reservationState: 'reserved', calculation }, { stops }),
    ).toEqual({
      ok: false,
      error: {
        code: 'not editable',
        message: 'Кампанию в статусе «На модерации» нельзя изменить',
        field: 'state',
      },
    })
    expect(replaceStops({ state: 'draft', reservationState: 'confirmed', calculation }, { stops })).toEqual({
      ok: false,
      error: {
        code: 'confirmed',
        message: 'Резерв подтверждён менеджером: остановки больше не меняются',
        field: 'reservationStatus',
      },
    })
    expect(
      replaceStops({ state: 'draft', reservationState: 'reserved', calculation }, { stops: [] }),
    ).toEqual({
      ok: false,
      error: { code: 'required', message: 'Выберите хотя бы одну остановку', field: 'stops' },
    })
    expect(
      replaceStops(
        { state: 'secondaryRejected', reservationState: 'notReserved', calculation },
        { stops: [1] },
      ),
    ).toEqual({ ok: true, value: { ...calculation, stops: [1] } })
  })

  it('tells the advertiser the new hold', () => {
    expect(stopsNotice('Весна', 2, '2026-11-27')).toBe(
      'Кампания «Весна»: остановки изменены (2 шт.), бронь до 27.11.2026',
    )
    expect(stopsNotice('Весна', 0, null)).toBe('Кампания «Весна»: остановки изменены (0 шт.)')
  })
})
