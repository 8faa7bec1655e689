import { describe, expect, it } from 'vitest'
import {
  decodePaymentOrderRequest,
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
