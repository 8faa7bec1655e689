import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../contract/campaign.answer'
import { NOTHING_CHANGED_MESSAGE, RESUBMIT_LABEL } from '../../campaign/campaign-resubmission'
import type { CampaignStateId } from '../../campaign/campaign-state'
import { materialsOnCampaign, rejectionNotice, SEND_LABEL, sendOffer } from './resubmission.view-model'

const REJECTED_AT = '2026-11-26T09:00:00.000Z'
const layout = (status: string, moderationReason: string | null = null, _id = 'm-1', name = 'Макет.png') => ({
  _id,
  name,
  status,
  moderationReason,
})

/** A light-box campaign as its read answers it (issue #48: with moderationReason and resubmission). */
const campaign = (
  state: CampaignStateId,
  images: ReturnType<typeof layout>[],
  extra: { moderationReason?: string | null; changedAt?: string | null; rejectedAt?: string | null } = {},
): Pick<Campaign, '_id' | 'advertisePlace' | 'state' | 'advertiser'> =>
  ({
    _id: 'c-1',
    advertisePlace: 'lightBoxes',
    state: { _id: state, name: state },
    advertiser: { images, videos: [] },
    moderationReason: extra.moderationReason ?? null,
    ...(extra.rejectedAt === null
      ? {}
      : {
          resubmission: {
            rejectedAt: extra.rejectedAt ?? REJECTED_AT,
            changedAt: extra.changedAt ?? '2026-11-25T09:00:00.000Z',
          },
        }),
  }) as Pick<Campaign, '_id' | 'advertisePlace' | 'state' | 'advertiser'>

describe('what the page and the materials step offer about moderation (R-STATE-04, issue #48 item 7)', () => {
  it('a draft never rejected is sent as before, once it has its layout', () => {
    expect(sendOffer(campaign('draft', [layout('noStatus')], { rejectedAt: null }))).toEqual({
      kind: 'ready',
      label: SEND_LABEL,
      resubmit: false,
    })
    expect(sendOffer(campaign('draft', [], { rejectedAt: null }))).toMatchObject({
      kind: 'blocked',
      resubmit: false,
    })
    expect(sendOffer(campaign('moderation', [layout('moderation')], { rejectedAt: null }))).toEqual({
      kind: 'none',
    })
  })

  it('a rejected campaign whose layout is still the rejected one asks for a new one', () => {
    const offer = sendOffer(campaign('primaryRejected', [layout('rejected', 'Нет ERID')]))
    expect(offer).toEqual({
      kind: 'blocked',
      resubmit: true,
      reason:
        'Материал кампании отклонён модератором: загрузите новый макет (изображение JPEG или PNG), затем отправьте кампанию на модерацию',
    })
  })

  it('a rejected campaign unchanged since its rejection says to change it; changed, it is offered again', () => {
    const unchanged = campaign('secondaryRejected', [layout('moderation')], {
      moderationReason: 'Мелкий шрифт',
    })
    expect(sendOffer(unchanged)).toEqual({ kind: 'blocked', resubmit: true, reason: NOTHING_CHANGED_MESSAGE })
    const changed = campaign('secondaryRejected', [layout('moderation', null, 'm-2', 'Новый.png')], {
      changedAt: '2026-11-26T12:00:00.000Z',
    })
    expect(sendOffer(changed)).toEqual({ kind: 'ready', label: RESUBMIT_LABEL, resubmit: true })
  })

  it('a draft edited after its rejection is offered as a resubmission', () => {
    expect(sendOffer(campaign('draft', [layout('noStatus')], { changedAt: null }))).toEqual({
      kind: 'ready',
      label: RESUBMIT_LABEL,
      resubmit: true,
    })
  })
})

describe('the rejection beside the creative it concerns (R-STATE-05, issue #48 item 7)', () => {
  it('a rejected creative carries its own reason; the campaign’s reason opens the step', () => {
    const rejected = campaign('primaryRejected', [layout('rejected', 'Нет маркировки «Реклама»')], {
      moderationReason: 'В макете нет маркировки',
    })
    expect(materialsOnCampaign(rejected)).toEqual([
      {
        id: 'm-1',
        name: 'Макет.png',
        status: 'Отклонено',
        rejected: true,
        reason: 'Нет маркировки «Реклама»',
      },
    ])
    expect(rejectionNotice(rejected)).toEqual({
      reason: 'В макете нет маркировки',
      next: 'Замените материал или измените кампанию, затем отправьте её на модерацию повторно.',
    })
  })

  it('a campaign rejected alone shows its reason beside its files until something changes', () => {
    const alone = campaign('primaryRejected', [layout('moderation')], { moderationReason: 'Не тот бренд' })
    expect(materialsOnCampaign(alone)[0]).toMatchObject({ rejected: false, reason: 'Не тот бренд' })
    const replaced = campaign('primaryRejected', [layout('moderation', null, 'm-2', 'Новый.png')], {
      moderationReason: 'Не тот бренд',
      changedAt: '2026-11-27T09:00:00.000Z',
    })
    expect(materialsOnCampaign(replaced)[0]).toMatchObject({ name: 'Новый.png', reason: undefined })
    expect(rejectionNotice(replaced)).toEqual({
      reason: 'Не тот бренд',
      next: 'Изменения сохранены: отправьте кампанию на модерацию повторно.',
    })
  })

  it('without a campaign reason the notice quotes the creative’s; a campaign not rejected has no notice', () => {
    const rejected = campaign('primaryRejected', [layout('rejected', 'Нет ERID')])
    expect(rejectionNotice(rejected)?.reason).toBe('Нет ERID')
    expect(rejectionNotice(campaign('moderation', [layout('moderation')]))).toBeUndefined()
    expect(materialsOnCampaign(campaign('moderation', [layout('moderation')]))[0]?.reason).toBeUndefined()
  })
})
