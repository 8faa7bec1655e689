import { describe, expect, it } from 'vitest'
import { aCampaign } from '../campaign/testing/campaign-aggregate.fixture'
import type { CreativeRef } from '../campaign/campaign-creatives'
import { creativeChecks, fileSize, requirementsOf } from './creative-checks'
import { historyActor, historyLines, historyTitle, type LoggedChange } from './desk-history'
import { decodePaymentBody, decodeReasonBody } from './desk-requests'
import { reviewActions, StaffReview, type ReviewAdvertiser } from './desk-review'
import { aMediaItem } from '../media/testing/creative-records.memory'
import { aReviewRead } from './testing/review-read.fixture'

const video = (status: CreativeRef['status']): CreativeRef => ({
  id: 'v1',
  kind: 'video',
  status,
  name: 'Ролик.mp4',
  moderationReason: null,
})

describe('the decisions a viewer may take now: the role table ∩ the state machine (issue #48)', () => {
  it('offers a decision on a creative’s document to who decides on creatives, while one may be decided', () => {
    const campaign = aCampaign({ state: 'moderation', creatives: [video('moderation')] })
    const withDocument = (status: 'loaded' | 'revision' | 'rework') => [
      {
        item: aMediaItem({ id: 'v1', status: 'moderation' }),
        documents: [
          { documentId: 'd1', ownerId: 'o', name: 'Д.pdf', typeId: 'other', typeSubId: null, status },
        ],
      },
    ]
    const documentActions = (
      roles: Parameters<typeof reviewActions>[0],
      status: 'loaded' | 'revision' | 'rework',
    ) => reviewActions(roles, campaign, withDocument(status)).filter((a) => a.endsWith('Document'))
    expect(documentActions(['primaryModerator'], 'loaded')).toEqual(['approveDocument', 'rejectDocument'])
    expect(documentActions(['moderator'], 'revision')).toEqual(['rejectDocument'])
    expect(documentActions(['moderator'], 'rework')).toEqual([])
    expect(documentActions(['secondaryModerator', 'accountant', 'editor'], 'loaded')).toEqual([])
  })

  it('a moderator decides the content and the hold; an accountant the money; an editor nothing', () => {
    const waiting = aCampaign({
      state: 'moderation',
      reservationState: 'reserved',
      holds: 2,
      creatives: [video('moderation')],
    })
    expect(reviewActions(['moderator'], waiting)).toEqual([
      'approve',
      'reject',
      'approveCreative',
      'rejectCreative',
      'confirmReservation',
      'releaseReservation',
      'cancel',
    ])
    // Money waits for the hold (R-ERR-15), then may come before the approval.
    expect(reviewActions(['accountant'], waiting)).toEqual([])
    const confirmed = aCampaign({ ...waiting.facts, reservationState: 'confirmed' })
    expect(reviewActions(['accountant'], confirmed)).toEqual(['markPaid', 'markPartiallyPaid'])
    expect(reviewActions(['editor', 'contentManager'], confirmed)).toEqual([])
    expect(reviewActions(['superuser'], confirmed)).toEqual([
      'approve',
      'reject',
      'approveCreative',
      'rejectCreative',
      'markPaid',
      'markPartiallyPaid',
      'cancel',
    ])
  })

  it('the stages part the moderators; a rejected creative holds the approval back', () => {
    const second = aCampaign({ state: 'secondaryModeration', creatives: [video('approved')] })
    expect(reviewActions(['primaryModerator'], second)).toEqual([])
    expect(reviewActions(['secondaryModerator'], second)).toEqual(['approve', 'reject'])
    const first = aCampaign({ state: 'moderation', creatives: [video('rejected')] })
    expect(reviewActions(['primaryModerator'], first)).toEqual(['reject'])
    expect(reviewActions(['moderator'], aCampaign({ state: 'active' }))).toEqual(['cancel'])
  })
})

describe("the format's requirements and the checks the upload ran (R-FMT-01, R-FMT-02)", () => {
  const facts = {
    kind: 'video' as const,
    mimeType: 'video/mp4',
    sizeBytes: 13_002_342,
    width: 1920,
    height: 1080,
    durationSeconds: 15.02,
    codec: 'avc1',
  }

  it('a metro clip of the bought length and the screens’ resolution passes every check', () => {
    expect(creativeChecks('metroMonitors', facts, 15)).toEqual([
      { label: 'Тип файла', expected: 'видео MP4 (H.264)', actual: 'MP4 (H.264)', ok: true },
      { label: 'Разрешение', expected: '1920×1080', actual: '1920×1080', ok: true },
      { label: 'Длительность', expected: '15 с', actual: '15 с', ok: true },
      { label: 'Размер файла', expected: 'до 500 МБ', actual: '12,4 МБ', ok: true },
    ])
    expect(requirementsOf('metroMonitors', 15)).toEqual([
      { label: 'Тип файла', value: 'видео MP4 (H.264)' },
      { label: 'Разрешение', value: '1920×1080' },
      { label: 'Длительность', value: '15 с' },
      { label: 'Размер файла', value: 'видео до 500 МБ' },
    ])
  })

  it('says each check that fails, as the upload did', () => {
    const checks = creativeChecks('busMonitors', { ...facts, codec: 'hvc1', durationSeconds: 70 })
    expect(checks.map((c) => [c.label, c.expected, c.actual, c.ok])).toEqual([
      ['Тип файла', 'видео MP4 (H.264)', 'MP4 (hvc1)', false],
      ['Разрешение', '1280×720', '1920×1080', false],
      ['Длительность', 'от 5 до 45 с', '70 с', false],
      ['Размер файла', 'до 500 МБ', '12,4 МБ', true],
    ])
    const image = creativeChecks('metroMonitors', { ...facts, kind: 'image', mimeType: 'image/png' })
    expect(image[0]).toMatchObject({ label: 'Тип файла', actual: 'PNG (H.264)', ok: false })
    expect(fileSize(86_000)).toBe('84 КБ')
    expect(requirementsOf('lightBoxes').map((r) => r.value)).toEqual([
      'изображение JPEG или PNG',
      'не ограничено',
      'изображение до 20 МБ',
    ])
  })
})

describe('the audit trail as staff read it (issue #48 item 6)', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute))
  const change = (over: Partial<LoggedChange>): LoggedChange => ({
    source: 'campaign',
    event: 'create',
    actor: 'advertiser',
    from: null,
    to: 'draft',
    reason: null,
    at: at(0),
    account: { name: 'Анна', roles: [] },
    creativeName: null,
    ...over,
  })

  it('names what happened and who did it: staff with their roles, the advertiser, the clock', () => {
    expect(historyTitle(change({ event: 'rejectPrimary' }))).toBe('Отклонена модератором')
    expect(historyTitle(change({ source: 'creative', event: 'reject', creativeName: 'Ролик.mp4' }))).toBe(
      'Материал «Ролик.mp4» отклонён',
    )
    expect(historyTitle(change({ event: 'clock', to: 'active' }))).toBe('Запущена по расписанию')
    expect(historyTitle(change({ event: 'somethingNew', to: 'approved' }))).toBe('Статус: Согласована')
    expect(historyTitle(change({ event: 'somethingNew', to: null }))).toBe('Кампания изменена')
    expect(
      historyActor(
        change({ actor: 'moderator', account: { name: 'Мария', roles: ['moderator', 'accountant'] } }),
      ),
    ).toBe('Мария (Модератор, Бухгалтер)')
    expect(historyActor(change({}))).toBe('Рекламодатель Анна')
    expect(historyActor(change({ actor: 'clock', account: null }))).toBe('Система: часы Москвы')
    expect(historyActor(change({ actor: 'payment', account: null }))).toBe('Система')
  })

  it('oldest first, the order written kept for one instant', () => {
    const lines = historyLines([
      change({ event: 'approve', at: at(5), actor: 'moderator' }),
      change({ event: 'create', at: at(1) }),
      change({ source: 'creative', event: 'approve', at: at(5), creativeName: 'Макет.png' }),
    ])
    expect(lines.map((l) => [l.event, l.at])).toEqual([
      ['create', '2026-11-20T09:01:00.000Z'],
      ['approve', '2026-11-20T09:05:00.000Z'],
      ['creative:approve', '2026-11-20T09:05:00.000Z'],
    ])
  })
})

describe('the bodies of the decisions, refused in Russian at the edge', () => {
  it('a rejection needs a reason of 1..1000 characters; a release may go without', () => {
    expect(decodeReasonBody({ reason: '  Нет erid  ' }, true)).toEqual({
      ok: true,
      value: { reason: 'Нет erid' },
    })
    expect(decodeReasonBody({}, false)).toEqual({ ok: true, value: { reason: null } })
    expect(decodeReasonBody({ reason: ' ' }, true)).toMatchObject({
      ok: false,
      error: { errors: { reason: 'required' } },
    })
    expect(decodeReasonBody({ reason: 'я'.repeat(1000) }, true).ok).toBe(true)
    expect(decodeReasonBody({ reason: 'я'.repeat(1001) }, true)).toMatchObject({
      ok: false,
      error: { message: 'Причина длиннее 1000 символов: сократите её' },
    })
    expect(decodeReasonBody({ reason: 1 }, true).ok).toBe(false)
    expect(decodeReasonBody({ reason: 'x', extra: 1 }, true)).toMatchObject({
      ok: false,
      error: { errors: { extra: 'unknown field' } },
    })
    expect(decodeReasonBody([], false).ok).toBe(false)
  })

  it('a payment is in full or in part', () => {
    expect(decodePaymentBody({ paymentState: 'paid' })).toEqual({ ok: true, value: { paymentState: 'paid' } })
    expect(decodePaymentBody({ paymentState: 'notPaid' })).toMatchObject({
      ok: false,
      error: { message: 'Укажите, оплачена кампания полностью или частично' },
    })
    expect(decodePaymentBody({ paymentState: 'paid', more: 1 }).ok).toBe(false)
  })
})

describe('the review answers a read-model, not the wire (issue #49 item 1)', () => {
  const campaign = aCampaign({ state: 'moderation' })
  const { advertiser, purchase, payments } = aReviewRead(campaign)
  const review = (owner: ReviewAdvertiser | undefined) =>
    new StaffReview({
      reads: { campaign: async (id) => (id === campaign.id ? campaign : undefined) },
      purchases: { ofCampaign: async () => purchase },
      records: {
        advertiser: async () => owner,
        creatives: async () => [],
        changes: async () => [],
        invoicePdf: async () => undefined,
      },
      payments: { ofCampaign: async () => payments },
    })
  const viewer = { id: 's1', fullName: 'Модератор', roles: ['moderator'] as const }

  it("carries the aggregate, what was read and the viewer's decisions; the edge writes the wire", async () => {
    const read = await review(advertiser).of(viewer, campaign.id)
    expect(read).toEqual({
      ok: true,
      value: {
        campaign,
        advertiser,
        purchase,
        payments,
        creatives: [],
        changes: [],
        actions: ['approve', 'reject', 'cancel'],
      },
    })
  })

  it('a campaign not there, or without its advertiser, is not found', async () => {
    expect(await review(advertiser).of(viewer, 'other')).toMatchObject({
      ok: false,
      error: { code: 'campaign not found' },
    })
    expect(await review(undefined).of(viewer, campaign.id)).toMatchObject({
      ok: false,
      error: { code: 'campaign not found' },
    })
  })
})
