import { describe, expect, it } from 'vitest'
import { movedRow, queueCountText, queueRow, waitedFor } from './staff-queue.view-model'
import { queueItem } from '../contract/testing/staff.fixture'

const NOW = new Date('2026-11-28T09:30:00.000Z')

describe('how long a campaign has waited (issue #48 item 2)', () => {
  it.each([
    ['2026-11-28T09:29:40.000Z', 'только что'],
    ['2026-11-28T09:00:00.000Z', 'меньше часа'],
    ['2026-11-28T08:30:00.000Z', '1 час'],
    ['2026-11-28T04:30:00.000Z', '5 часов'],
    ['2026-11-27T09:30:00.000Z', '1 день'],
    ['2026-11-25T09:00:00.000Z', '3 дня'],
    ['2026-11-07T09:00:00.000Z', '21 день'],
    ['2026-10-01T09:00:00.000Z', '58 дней'],
    ['2026-11-29T00:00:00.000Z', 'только что'],
    ['не дата', 'только что'],
  ])('since %s reads "%s"', (since, text) => {
    expect(waitedFor(since, NOW)).toBe(text)
  })
})

describe('a row of the queue', () => {
  it('shows the campaign, its advertiser with ИНН, its period, total, state and what waits', () => {
    const row = queueRow(queueItem(12, { state: { _id: 'primaryModeration', name: 'На модерации' } }), NOW)
    expect(row).toEqual({
      id: 'c-12',
      title: '№ 12 · Кампания 12',
      age: '3 дня',
      since: 'с 25.11.2026 12:00',
      placeName: 'Лайтбоксы',
      advertiser: 'ООО «Ромашка»',
      inn: 'ИНН 7701234567',
      period: '01.12.2026 – 31.12.2026',
      total: 12_345_678,
      state: { label: 'Первичная проверка', tone: 'moderation' },
      waits: [
        { id: 'campaign', label: 'Кампания' },
        { id: 'creative', label: 'Материал' },
      ],
      href: '/staff/campaigns/c-12',
    })
  })
  it('says when the advertiser gave no ИНН, and keeps an id safe in the link', () => {
    const item = queueItem(1, {
      campaignId: 'a/b',
      advertiser: { id: 'x', name: 'Иван', email: 'i@x.ru', inn: null },
    })
    expect(queueRow(item, NOW)).toMatchObject({ inn: 'ИНН не указан', href: '/staff/campaigns/a%2Fb' })
  })
  it('counts the queue in Russian', () => {
    expect(queueCountText(1)).toBe('В очереди 1 кампания')
    expect(queueCountText(3)).toBe('В очереди 3 кампании')
    expect(queueCountText(10_000)).toBe('В очереди 10\u00a0000 кампаний')
  })
})

describe('the keyboard walks the queue', () => {
  it('moves a row, a screenful or to the ends, never outside the queue', () => {
    expect(movedRow('ArrowDown', 0, 10, 5)).toBe(1)
    expect(movedRow('ArrowDown', 9, 10, 5)).toBe(9)
    expect(movedRow('ArrowUp', 0, 10, 5)).toBe(0)
    expect(movedRow('PageDown', 3, 10, 5)).toBe(8)
    expect(movedRow('PageDown', 8, 10, 5)).toBe(9)
    expect(movedRow('PageUp', 3, 10, 5)).toBe(0)
    expect(movedRow('Home', 7, 10, 5)).toBe(0)
    expect(movedRow('End', 0, 10_000, 5)).toBe(9_999)
    expect(movedRow('PageDown', 0, 10, 0)).toBe(1)
    expect(movedRow('Enter', 3, 10, 5)).toBeUndefined()
    expect(movedRow('ArrowDown', 0, 0, 5)).toBeUndefined()
  })
})
