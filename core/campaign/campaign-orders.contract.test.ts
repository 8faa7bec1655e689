import { describe, expect, it } from 'vitest'
import {
  decodePaymentOrderRequest,
  MAX_STOPS,
  decodeScheduleItemRequest,
  decodeStopsRequest,
  decodeTypographyRequest,
} from './campaign-orders.contract'

const errors = (r: { ok: boolean; error?: { errors: Record<string, string> } }) =>
  r.ok ? {} : r.error?.errors

describe("the wire contract of the campaign's orders", () => {
  it('a payment order needs an amount, a real date and a number of one to six digits; nothing else', () => {
    expect(decodePaymentOrderRequest({ amount: 10.5, date: '2026-11-22', number: '4711' }).ok).toBe(true)
    expect(errors(decodePaymentOrderRequest({}))).toEqual({
      amount: 'required',
      date: 'required',
      number: 'required',
    })
    expect(
      errors(
        decodePaymentOrderRequest({
          amount: '10',
          date: '2026-02-30',
          number: '1234567',
          invoiceId: 'x',
          y: 1,
        }),
      ),
    ).toEqual({
      amount: 'wrong format',
      date: 'wrong format',
      number: 'wrong format',
      invoiceId: 'wrong format',
      y: 'unknown field',
    })
  })

  it('a typography order names a package; price fields a client sends back are accepted and ignored', () => {
    expect(decodeTypographyRequest({ typographyId: 'standard', price: 1, totalPrice: 'дёшево' }).ok).toBe(
      true,
    )
    expect(errors(decodeTypographyRequest({ typographyId: '  ' }))).toEqual({ typographyId: 'required' })
  })

  it('a schedule item names a known list; an empty body is valid', () => {
    expect(decodeScheduleItemRequest({}).ok).toBe(true)
    expect(errors(decodeScheduleItemRequest({ schedule: 'nope', weekDays: 'workday' }))).toEqual({
      schedule: 'wrong format',
      weekDays: 'wrong format',
    })
  })

  it('stops are a list of objects the shelter calculator reads', () => {
    expect(decodeStopsRequest({ stops: [{ inventoryNumber: '1', side: 'a' }], months: ['2027-01'] }).ok).toBe(
      true,
    )
    expect(errors(decodeStopsRequest({ stops: ['1'] }))).toEqual({ 'stops.0': 'wrong format' })
    expect(errors(decodeStopsRequest({ months: ['2027-01'] }))).toEqual({ stops: 'required' })
  })
})

describe("the wire contract of the campaign's orders: edges", () => {
  const UUID = '3f2b8c1e-9a4d-4e6b-8f0a-1c2d3e4f5a6b'
  const payment = { amount: 10.5, date: '2026-11-22', number: '4711' }
  it('takes a finite amount, a number of exactly one to six digits, and invoice and payer by uuid', () => {
    expect(decodePaymentOrderRequest({ ...payment, invoiceId: UUID, legalEntityId: UUID })).toEqual({
      ok: true,
      value: { ...payment, invoiceId: UUID, legalEntityId: UUID },
    })
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY])
      expect(errors(decodePaymentOrderRequest({ ...payment, amount }))).toEqual({ amount: 'wrong format' })
    for (const number of ['1', '123456'])
      expect(decodePaymentOrderRequest({ ...payment, number }).ok).toBe(true)
    for (const number of ['a1', '1a', '12 34'])
      expect(errors(decodePaymentOrderRequest({ ...payment, number }))).toEqual({ number: 'wrong format' })
    expect(errors(decodePaymentOrderRequest({ ...payment, number: ' ' }))).toEqual({ number: 'required' })
    expect(errors(decodePaymentOrderRequest({ ...payment, legalEntityId: 'x' }))).toEqual({
      legalEntityId: 'wrong format',
    })
  })

  it('takes a package id of up to 64 characters', () => {
    expect(decodeTypographyRequest({ typographyId: 't'.repeat(64) }).ok).toBe(true)
    expect(errors(decodeTypographyRequest({ typographyId: 't'.repeat(65) }))).toEqual({
      typographyId: 'wrong format',
    })
    expect(decodeTypographyRequest({ typographyId: 'x', deliveryPrice: 5 })).toEqual({
      ok: true,
      value: { typographyId: 'x', deliveryPrice: 5 },
    })
  })

  it('takes a schedule item with a name of up to 200, up to 10 slots and day types of up to 16 characters', () => {
    const full = {
      schedule: 'lightBoxSchedule',
      name: 'н'.repeat(200),
      startDate: '2027-01-10',
      endDate: '2027-01-20',
      frequencyPerDay: 3,
      videoHronometrach: 15,
      dayTime: Array(10).fill('08:00-10:00'),
      weekDays: Array(10).fill('w'.repeat(16)),
    }
    expect(decodeScheduleItemRequest(full)).toEqual({ ok: true, value: full })
    expect(
      errors(
        decodeScheduleItemRequest({
          name: 'н'.repeat(201),
          startDate: '2027-02-30',
          frequencyPerDay: Number.NaN,
          videoHronometrach: 'x',
          dayTime: Array(11).fill('08:00-10:00'),
          weekDays: ['w'.repeat(17)],
        }),
      ),
    ).toEqual({
      name: 'wrong format',
      startDate: 'wrong format',
      frequencyPerDay: 'wrong format',
      videoHronometrach: 'wrong format',
      dayTime: 'wrong format',
      'weekDays.0': 'wrong format',
    })
    expect(
      errors(decodeScheduleItemRequest({ dayTime: ['0'.repeat(17)], weekDays: Array(11).fill('x') })),
    ).toEqual({
      'dayTime.0': 'wrong format',
      weekDays: 'wrong format',
    })
    expect(errors(decodeScheduleItemRequest({ endDate: '2027-1-1' }))).toEqual({ endDate: 'wrong format' })
  })

  it('takes up to 2000 stops and 36 months of seven characters', () => {
    expect(MAX_STOPS).toBe(2000)
    expect(decodeStopsRequest({ stops: Array(2000).fill({}), months: Array(36).fill('2027-01') }).ok).toBe(
      true,
    )
    expect(errors(decodeStopsRequest({ stops: Array(2001).fill({}) }))).toEqual({ stops: 'wrong format' })
    expect(errors(decodeStopsRequest({ stops: [], months: Array(37).fill('2027-01') }))).toEqual({
      months: 'wrong format',
    })
    expect(errors(decodeStopsRequest({ stops: [], months: ['2027-011'] }))).toEqual({
      'months.0': 'wrong format',
    })
  })
})
