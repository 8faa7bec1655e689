/**
 * A campaign as the campaign list answers it (a running metro-monitors campaign of December 2026), for the stores'
 * tests and the features; `more` replaces or adds fields.
 */
export const listedCampaignWire = (id: string, more: Readonly<Record<string, unknown>> = {}) => ({
  _id: id,
  name: `Кампания ${id}`,
  advertisePlace: 'metroMonitors',
  state: { _id: 'active', name: 'Активна' },
  paymentState: { _id: 'paid', name: 'Оплачена' },
  reservationStatus: { _id: 'confirmed', name: 'Подтверждена' },
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2026-12-31T00:00:00.000Z',
  taxesSum: 200,
  totalSumWithoutTaxes: 1000,
  partners: [],
  ...more,
})
