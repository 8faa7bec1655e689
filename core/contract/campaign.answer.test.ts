import { describe, expect, it } from 'vitest'
import { decoderOf } from '../shared/decoder'
import { CampaignWire } from './campaign.answer'

/** The wire carries the schedules, creatives and price lines beside these fields: they are let through. */
const decode = decoderOf(CampaignWire, { allowUnknown: true })

const wire = {
  _id: 'c42',
  individualIndex: 17,
  name: 'Весна',
  advertisePlace: 'metroStickers',
  state: { _id: 'draft', name: 'Черновик' },
  reservationStatus: { _id: 'notReserved', name: 'Не зарезервирована' },
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  expirationDate: null,
  isCanceled: false,
  taxesSum: 0,
  totalSumWithoutTaxes: 0,
  partners: ['p1'],
  isPaid: false,
  invoices: { invoiceIds: [] },
  isGotInvoices: false,
  parentProlongation: null,
  prolongationCampaign: null,
  gotTypographyOrder: false,
  isCompleted: false,
  moderationReason: null,
  createdAt: '2026-02-20T10:00:00.000Z',
}

describe('the campaign on the wire (cabinet §3)', () => {
  it('reads a campaign with its states as {_id, name} and an optional brand', () => {
    expect(decode(wire)).toEqual({ ok: true, value: wire })
    expect(decode({ ...wire, brandName: 'Ромашка' })).toMatchObject({
      ok: true,
      value: { brandName: 'Ромашка' },
    })
  })

  it('refuses a state, payment or reservation id outside the lists of R-STATE-01, -08 and -09, or one without a name', () => {
    const refused = (over: Record<string, unknown>) => {
      const r = decode({ ...wire, ...over })
      return r.ok ? 'ok' : r.error.errors
    }
    expect(refused({ state: { _id: 'paused', name: 'Пауза' } })).toEqual({ 'state._id': 'wrong format' })
    expect(refused({ state: { _id: 'draft' } })).toEqual({ 'state.name': 'required' })
    expect(refused({ paymentState: { _id: 'paid', name: 'Оплачена' } })).toBe('ok')
    expect(refused({ paymentState: { _id: 'confirmed', name: '' } })).toEqual({
      'paymentState._id': 'wrong format',
    })
    expect(refused({ reservationStatus: { _id: 'paid', name: '' } })).toEqual({
      'reservationStatus._id': 'wrong format',
    })
    expect(refused({ advertisePlace: 'pointersStandart' })).toEqual({ advertisePlace: 'wrong format' })
    const { name: _name, ...nameless } = wire
    expect(decode({ ...nameless, isPaid: 'no' })).toMatchObject({
      ok: false,
      error: { errors: { name: 'required', isPaid: 'wrong format' } },
    })
  })
})
