import type { QueueItemWire, ReviewWire, StatementImportWire } from '../staff.answer'

/** Where a campaign of the fixtures stands: light boxes in December, on moderation, held, not paid. */
const STANDING = {
  place: 'lightBoxes',
  placeName: 'Лайтбоксы',
  state: { _id: 'moderation', name: 'На модерации' },
  reservationStatus: { _id: 'reserved', name: 'Зарезервирована' },
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  startDate: '2026-12-01',
  endDate: '2026-12-31',
} as const

/** A campaign of the queue as the server sends it; `n` makes its id, number and name its own. */
export const queueItem = (n: number, over: Partial<QueueItemWire> = {}): QueueItemWire => ({
  campaignId: `c-${n}`,
  number: n,
  name: `Кампания ${n}`,
  advertiser: { id: 'a-1', name: 'ООО «Ромашка»', email: 'romashka@example.ru', inn: '7701234567' },
  ...STANDING,
  total: 123456.78,
  waits: ['campaign', 'creative'],
  waitingSince: '2026-11-25T09:00:00.000Z',
  ...over,
})

/** `count` campaigns of the queue from `from` (its page as the server would answer it). */
export const queuePage = (from: number, size: number, count: number) => ({
  items: Array.from({ length: Math.max(0, Math.min(size, count - from)) }, (_, i) => queueItem(from + i)),
  count,
})

/** A campaign on moderation with one clip under review, as a moderator reads it. */
export const review = (over: Partial<ReviewWire> = {}): ReviewWire => ({
  campaign: {
    id: 'c-1',
    number: 7,
    name: 'Весна у метро',
    ...STANDING,
    total: 240000,
    moderationReason: null,
  },
  advertiser: {
    id: 'a-1',
    name: 'Ирина Кампаниева',
    email: 'irina@example.ru',
    phone: null,
    isAgency: false,
    legalEntities: [{ name: 'ООО «Ромашка»', inn: '7701234567' }],
  },
  purchase: {
    items: [],
    totals: { price: 200000, ots: null, grp: null },
    invoices: [
      {
        _id: 'inv-1',
        number: '42',
        issuedOn: '2026-11-20',
        payUntil: '2026-11-25',
        totalSumWithoutTaxes: 200000,
        taxesSum: 40000,
        totalSum: 240000,
        paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
        downloadUrl: '/api/v1/clients/invoices/inv-1/pdf',
      },
    ],
    history: [],
  },
  payments: {
    advertisingCampaignId: 'c-1',
    paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
    totalSum: 240000,
    paidSum: 0,
    pendingSum: 0,
    remainingSum: 240000,
    payments: [],
  },
  creatives: [
    {
      id: 'm-1',
      name: 'макет.png',
      type: 'static',
      status: { _id: 'moderation', name: 'На модерации' },
      url: '/files/m-1?sig=x',
      posterUrl: '/files/m-1/thumb?sig=x',
      checks: [
        { label: 'Тип файла', expected: 'JPEG или PNG', actual: 'PNG', ok: true },
        { label: 'Размер файла', expected: 'до 50 МБ', actual: '1,2 МБ', ok: true },
      ],
      reason: null,
      uploadedAt: '2026-11-20T10:00:00.000Z',
      documents: [],
    },
  ],
  requirements: [{ label: 'Тип файла', value: 'JPEG или PNG' }],
  documents: [],
  history: [
    {
      event: 'create',
      title: 'Создана',
      from: null,
      to: 'draft',
      reason: null,
      actor: 'Рекламодатель',
      at: '2026-11-20T09:00:00.000Z',
    },
    {
      event: 'sendApplication',
      title: 'Отправлена на модерацию',
      from: 'draft',
      to: 'moderation',
      reason: null,
      actor: 'Рекламодатель',
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
  actions: ['approve', 'reject', 'approveCreative', 'rejectCreative', 'confirmReservation'],
  ...over,
})

/** What the server answers for a statement that paid one invoice and left one payment for a person. */
export const statementImport = (over: Partial<StatementImportWire> = {}): StatementImportWire => {
  const payment = {
    number: '512',
    date: '2026-11-27',
    amount: 240000,
    payerName: 'ООО «Ромашка»',
    payerInn: '7701234567',
    purpose: 'Оплата по счёту № 42, в т.ч. НДС',
  }
  return {
    period: { startDate: '2026-11-27', endDate: '2026-11-28' },
    matched: [{ payment, invoiceNumber: '42', campaignId: 'c-1', campaignName: 'Весна у метро' }],
    unmatched: [
      {
        payment: { ...payment, number: '513', amount: 1000, purpose: 'Оплата по счёту № 43' },
        reason: 'Сумма 1 000,00 ₽ не равна сумме счёта № 43 (5 000,00 ₽)',
        code: 'amount differs',
        invoiceNumber: '43',
        campaignId: 'c-2',
      },
    ],
    repeated: 0,
    outgoing: 1,
    ...over,
  }
}
