import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { PaymentRequest } from '../campaign/campaign.contract'
import { decoderOf } from './decoder'

describe('a decoder names every field it refuses', () => {
  it('a value outside a list of literals is a wrong format of its field, not a nameless refusal', () => {
    const decode = decoderOf(PaymentRequest)
    expect(decode({ paymentState: 'notPaid' })).toEqual({
      ok: false,
      error: { message: 'Некорректные данные', errors: { paymentState: 'wrong format' } },
    })
    expect(decode({ paymentState: 'paid' })).toEqual({ ok: true, value: { paymentState: 'paid' } })
  })

  it('a value no member of a union takes, a missing field and an unknown one are each named', () => {
    const decode = decoderOf(
      Schema.Struct({ n: Schema.Union([Schema.Number, Schema.String]), s: Schema.String }),
    )
    expect(decode({ n: true, x: 1 })).toEqual({
      ok: false,
      error: {
        message: 'Некорректные данные',
        errors: { n: 'wrong format', s: 'required', x: 'unknown field' },
      },
    })
  })
})
