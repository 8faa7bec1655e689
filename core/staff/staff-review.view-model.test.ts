import { describe, expect, it } from 'vitest'
import {
  campaignActions,
  checkView,
  creativeViews,
  nothingToDecide,
  reviewHead,
  reviewHistory,
  stateWord,
} from './staff-review.view-model'
import { review } from '../contract/testing/staff.fixture'
import { NO_LIMIT } from './staff-desk.contract'

describe('the review’s head (issue #48 item 3)', () => {
  it('names the campaign, its place, period and total, its three states and its advertiser', () => {
    const head = reviewHead(review())
    expect(head).toMatchObject({
      title: '№ 7 · Весна у метро',
      placeName: 'Лайтбоксы',
      period: '01.12.2026 – 31.12.2026',
      total: 24_000_000,
      reason: undefined,
    })
    expect(head.badges).toEqual([
      { name: 'Кампания', badge: { label: 'На модерации', tone: 'moderation' } },
      { name: 'Бронь', badge: { label: 'Зарезервирована', tone: 'purchased' } },
      { name: 'Оплата', badge: { label: 'Ожидает оплаты', tone: 'create' } },
    ])
    expect(head.advertiser).toEqual([
      { label: 'Рекламодатель', value: 'Ирина Кампаниева' },
      { label: 'E-mail', value: 'irina@example.ru' },
      { label: 'Юридические лица', value: 'ООО «Ромашка», ИНН 7701234567' },
    ])
  })
  it('says an agency, its phone, no legal entities, and the reason of a rejection', () => {
    const r = review()
    const head = reviewHead({
      ...r,
      campaign: {
        ...r.campaign,
        state: { _id: 'secondaryRejected', name: 'Отклонена' },
        moderationReason: ' Нет erid ',
      },
      advertiser: { ...r.advertiser, isAgency: true, phone: '+7 900 000-00-00', legalEntities: [] },
    })
    expect(head.reason).toBe('Нет erid')
    expect(head.badges[0]?.badge).toEqual({ label: 'Отклонена', tone: 'rejected' })
    expect(head.advertiser.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Агентство: Ирина Кампаниева',
      'E-mail: irina@example.ru',
      'Телефон: +7 900 000-00-00',
      'Юридические лица: не добавлены',
    ])
  })
})

describe('the creatives beside the format’s requirements', () => {
  it('lists each check with its sign and words, and offers the decisions the role and status allow', () => {
    const r = review()
    const [creative] = creativeViews({
      ...r,
      creatives: [
        {
          ...r.creatives[0]!,
          checks: [
            { label: 'Разрешение', expected: '1920×1080', actual: '1280×720', ok: false },
            { label: 'Длительность', expected: 'до 30 с', actual: '15 с', ok: true },
          ],
        },
      ],
    })
    expect(creative).toMatchObject({
      kind: 'image',
      status: { label: 'На модерации', tone: 'moderation' },
      fits: false,
      mayApprove: true,
      mayReject: true,
    })
    expect(creative?.checks).toEqual([
      {
        label: 'Разрешение',
        ok: false,
        mark: '✗',
        text: 'Разрешение: 1280×720 — не подходит (нужно 1920×1080)',
      },
      { label: 'Длительность', ok: true, mark: '✓', text: 'Длительность: 15 с — подходит (нужно до 30 с)' },
    ])
  })
  it('says a check the format sets no limit for in plain Russian (walk defect 15)', () => {
    expect(checkView({ label: 'Разрешение', expected: NO_LIMIT, actual: '600×800', ok: true }).text).toBe(
      'Разрешение: 600×800 — подходит (ограничений нет)',
    )
    expect(checkView({ label: 'Размер файла', expected: 'до 10 МБ', actual: '86 КБ', ok: true }).text).toBe(
      'Размер файла: 86 КБ — подходит (нужно до 10 МБ)',
    )
  })
  it('lists a creative’s documents with their status, and the decisions the viewer may take on each', () => {
    const r = review({ actions: ['approveDocument', 'rejectDocument'] })
    const document = (documentId: string, status: 'loaded' | 'revision' | 'rework', name: string) => ({
      documentId,
      name: `${documentId}.pdf`,
      typeId: 'other',
      typeSubId: null,
      category: 'Другой документ',
      status: { _id: status, name },
      url: `/files/${documentId}`,
    })
    const creative = {
      ...r.creatives[0]!,
      documents: [
        document('d-1', 'loaded', 'Загружен, ждёт проверки'),
        document('d-2', 'revision', 'Проверен'),
        document('d-3', 'rework', 'На доработке'),
      ],
    }
    const views = creativeViews({ ...r, creatives: [creative] })[0]?.documents
    expect(views?.map((d) => [d.id, d.status.label, d.status.tone, d.mayApprove, d.mayReject])).toEqual([
      ['d-1', 'Загружен, ждёт проверки', 'moderation', true, true],
      ['d-2', 'Проверен', 'current', false, true],
      ['d-3', 'На доработке', 'rejected', false, false],
    ])
    expect(creativeViews({ ...r, actions: [], creatives: [creative] })[0]?.documents[0]).toMatchObject({
      mayApprove: false,
      mayReject: false,
    })
  })

  it('offers nothing on a creative already decided, nor to a role that may not decide on creatives', () => {
    const r = review()
    const decided = {
      ...r.creatives[0]!,
      status: { _id: 'rejected', name: 'Отклонено' },
      reason: 'Мелкий шрифт',
    }
    expect(creativeViews({ ...r, creatives: [decided] })[0]).toMatchObject({
      mayApprove: false,
      mayReject: false,
      reason: 'Мелкий шрифт',
      status: { tone: 'rejected' },
      fits: true,
    })
    expect(creativeViews({ ...r, actions: ['markPaid'] })[0]).toMatchObject({
      mayApprove: false,
      mayReject: false,
    })
  })
})

describe('the history on the review (issue #48 item 6)', () => {
  it('lists who did what, when, from which state to which, and why, newest first', () => {
    const r = review()
    const rows = reviewHistory({
      history: [
        ...r.history,
        {
          event: 'reject',
          title: 'Отклонена модератором',
          from: 'moderation',
          to: 'primaryRejected',
          reason: 'Нет erid',
          actor: 'Анна Смирнова (Модератор)',
          at: '2026-11-21T10:00:00.000Z',
        },
        {
          event: 'payment:paid',
          title: 'Оплата',
          from: 'notPaid',
          to: 'paid',
          reason: null,
          actor: 'Бухгалтер',
          at: '2026-11-22T10:00:00.000Z',
        },
        {
          event: 'note',
          title: 'Заметка',
          from: null,
          to: null,
          reason: '  ',
          actor: 'Система',
          at: '2026-11-23T10:00:00.000Z',
        },
      ],
    })
    expect(rows.map((h) => [h.title, h.actor, h.change, h.reason])).toEqual([
      ['Заметка', 'Система', undefined, undefined],
      ['Оплата', 'Бухгалтер', 'Ожидает оплаты → Оплачена', undefined],
      ['Отклонена модератором', 'Анна Смирнова (Модератор)', 'На модерации → Отклонена', 'Нет erid'],
      ['Отправлена на модерацию', 'Рекламодатель', 'Черновик → На модерации', undefined],
      ['Создана', 'Рекламодатель', '→ Черновик', undefined],
    ])
  })
  it('names the states of every line in words, and an unknown one as it came', () => {
    expect(stateWord('secondaryModeration')).toBe('Итоговая проверка')
    expect(stateWord('confirmed')).toBe('Резерв подтверждён')
    expect(stateWord('approved')).toBe('Согласована')
    expect(stateWord('teleported')).toBe('teleported')
  })
})

describe('the campaign’s decisions (issue #48 item 4)', () => {
  it('offers only what the review allows, in the order of the campaign’s road', () => {
    expect(campaignActions(review()).map((a) => [a.label, a.reason])).toEqual([
      ['Согласовать кампанию', 'none'],
      ['Отклонить кампанию', 'required'],
      ['Подтвердить бронь', 'none'],
    ])
    expect(campaignActions({ actions: ['markPartiallyPaid', 'markPaid'] }).map((a) => a.label)).toEqual([
      'Оплачено полностью',
      'Оплачено частично',
    ])
    expect(nothingToDecide({ actions: [] })).toMatch(/нечего решать/)
    expect(nothingToDecide(review())).toBeUndefined()
  })
})
