import { beforeEach, describe, expect, it } from 'vitest'
import { aCampaignFacts, type CampaignFixture } from '../campaign/testing/campaign-records.memory'
import { CampaignAggregate, type CampaignFacts } from '../campaign/campaign.aggregate'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import { NIL_UUID } from '../shared/uuid'
import { CampaignCreatives, type UploadTarget } from './campaign-creatives.service'
import { MediaLibrary } from './media-library.service'
import type { MediaItem, StoredFile } from './media.entities'
import {
  aMediaItem,
  attachCreative,
  MemoryCreativeRecords,
  memoryCreativeState,
  memoryCreativeUnitOfWork,
  MemoryMediaRepository,
  planEntry,
  type MemoryCreativeState,
} from './testing/creative-records.memory'

const OTHER = '33333333-3333-4333-8333-333333333333'
const CAMPAIGN = '22222222-2222-4222-8222-222222222222'
const OLD_VIDEO = '44444444-4444-4444-8444-444444444444'
const ENTRY = '55555555-5555-4555-8555-555555555555'
const now = new Date('2026-11-27T10:00:00Z')
const clock: Clock = { now: () => now, today: () => '2026-12-10' }

const screens = (over: CampaignFixture = {}) =>
  aCampaignFacts({ id: CAMPAIGN, place: 'metroMonitors', ...over })
const fullHd: StoredFile = {
  storageKey: 'media/new.mp4',
  thumbKey: undefined,
  mimeType: 'video/mp4',
  sizeBytes: 2000,
  hash: 'cd',
  width: 1920,
  height: 1080,
  durationSeconds: 15,
  codec: 'avc1',
}
const anna = anAccount()
const observer = anAccount({ id: OTHER, isObserver: true, observerOf: ANNA_ID })

let state: MemoryCreativeState
let creatives: CampaignCreatives
let issued: number

const setUp = (campaigns: CampaignFacts[], media: MediaItem[] = []) => {
  state = memoryCreativeState(campaigns, media)
  issued = 0
  const ids: Ids = {
    newId: () => `00000000-0000-4000-8000-${String(++issued).padStart(12, '0')}`,
    newSecret: () => 'secret',
  }
  const repository = new MemoryMediaRepository(state)
  const posters = { requestPoster: () => Promise.resolve() }
  creatives = new CampaignCreatives({
    uow: memoryCreativeUnitOfWork(state),
    reads: new MemoryCreativeRecords(state),
    clock,
    ids,
    library: new MediaLibrary({ media: repository, ids, clock, posters }),
    media: repository,
  })
}

/** What a refusal must leave as it was. */
const snapshot = () => ({
  campaigns: new Map(state.campaigns),
  media: new Map(state.media),
  attachments: new Map(state.attachments),
  plan: new Map(state.plan),
  mediaEvents: [...state.mediaEvents],
  events: [...state.events],
})

const codeOf = (outcome: { ok: boolean; error?: { code: string } }) =>
  outcome.ok ? 'ok' : outcome.error?.code

describe('uploadTarget: where an upload may go, before a byte is read', () => {
  beforeEach(() => setUp([screens()], [aMediaItem({ id: OLD_VIDEO })]))
  const video: UploadTarget = { campaignId: CAMPAIGN, kind: 'video' }

  it("takes a video for the owner's open screen campaign", async () => {
    const target = await creatives.uploadTarget(anna, { ...video, place: 'metroMonitors' })
    expect(target.ok && target.value.id).toBe(CAMPAIGN)
  })

  it("answers another's campaign and a wrong place as not there, an observer as forbidden", async () => {
    expect(codeOf(await creatives.uploadTarget(anAccount({ id: OTHER }), video))).toBe('campaign not found')
    expect(codeOf(await creatives.uploadTarget(anna, { ...video, place: 'busMonitors' }))).toBe(
      'campaign not found',
    )
    expect(codeOf(await creatives.uploadTarget(observer, video))).toBe('forbidden')
  })

  it('refuses a closed campaign as wrong state', async () => {
    setUp([screens({ state: 'completed' })])
    const target = await creatives.uploadTarget(anna, video)
    expect(target.ok ? undefined : target.error).toMatchObject({
      code: 'wrong state',
      errors: { state: 'campaignClosed' },
    })
  })

  it('refuses an image for screens with the technical check’s sentence', async () => {
    const target = await creatives.uploadTarget(anna, { campaignId: CAMPAIGN, kind: 'image' })
    expect(target.ok ? undefined : target.error).toEqual({
      code: 'invalid input',
      message: 'Для экранов нужен видеоролик MP4 (H.264), а не изображение',
      errors: { type: 'wrong format' },
    })
  })

  it('refuses to replace a video that is no longer the one attached', async () => {
    attachCreative(state, { campaignId: CAMPAIGN, scheduleId: 'slot-1', mediaId: OTHER, at: now })
    const target = await creatives.uploadTarget(anna, {
      ...video,
      scheduleId: 'slot-1',
      replaces: { videoId: OLD_VIDEO, mustBe: 'attached' },
    })
    expect(target.ok ? undefined : target.error).toEqual({
      code: 'changed',
      message: 'Ролик в этом расписании уже заменён: обновите страницу',
      errors: { videoId: 'stale' },
    })
  })

  it('refuses to replace a video that is not in the rotation plan', async () => {
    const target = await creatives.uploadTarget(anna, {
      ...video,
      replaces: { videoId: OLD_VIDEO, mustBe: 'scheduled' },
    })
    expect(target.ok ? undefined : target.error).toEqual({
      code: 'not found',
      message: 'Этого ролика нет в плане показа кампании',
      errors: { videoId: 'not found' },
    })
  })
})

describe('placeUpload: the upload goes to the library, to moderation and onto the campaign', () => {
  const upload = { file: fullHd, name: 'Новый ролик' }
  const NEW = '00000000-0000-4000-8000-000000000001'

  it('adds the video on moderation, attaches it, swaps it into the plan and logs the upload', async () => {
    setUp([screens()], [aMediaItem({ id: OLD_VIDEO, status: 'approved' })])
    attachCreative(state, { campaignId: CAMPAIGN, scheduleId: CAMPAIGN, mediaId: OLD_VIDEO, at: now })
    planEntry(state, CAMPAIGN, {
      id: ENTRY,
      scheduleId: CAMPAIGN,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      videos: [{ advertiseVideoId: OLD_VIDEO, share: 60 }],
    })
    const placed = await creatives.placeUpload(
      anna,
      CampaignAggregate.of(screens()),
      { campaignId: CAMPAIGN, kind: 'video' },
      upload,
    )
    if (!placed.ok) throw new Error(placed.error.message)
    expect(placed.value.media).toMatchObject({ id: NEW, name: 'Новый ролик', status: 'moderation' })
    expect(state.media.get(NEW)?.status).toBe('moderation')
    expect(state.attachments.get(`${CAMPAIGN}|${CAMPAIGN}`)?.mediaId).toBe(NEW)
    expect(state.plan.get(ENTRY)?.entry.videos).toEqual([{ advertiseVideoId: NEW, share: 60 }])
    expect(state.mediaEvents).toEqual([
      {
        mediaId: NEW,
        campaignId: CAMPAIGN,
        event: 'upload',
        actor: 'advertiser',
        actorId: ANNA_ID,
        from: 'noStatus',
        to: 'moderation',
        at: now,
      },
    ])
    expect(
      placed.value.campaign.facts.creatives.filter((c) => c.kind === 'video').map((v) => [v.id, v.status]),
    ).toEqual([[NEW, 'moderation']])
  })

  it('keeps nothing when the technical check refuses the file', async () => {
    setUp([screens()])
    const before = snapshot()
    const placed = await creatives.placeUpload(
      anna,
      CampaignAggregate.of(screens()),
      { campaignId: CAMPAIGN, kind: 'video' },
      { ...upload, file: { ...fullHd, width: 1280, height: 720 } },
    )
    expect(placed.ok ? undefined : placed.error).toMatchObject({
      code: 'invalid input',
      errors: { resolution: 'wrong format' },
    })
    expect(snapshot()).toEqual(before)
  })

  it('removes the library item when the campaign closed meanwhile, and changes nothing else', async () => {
    setUp([screens({ state: 'canceled' })])
    const before = snapshot()
    const placed = await creatives.placeUpload(
      anna,
      CampaignAggregate.of(screens()),
      { campaignId: CAMPAIGN, kind: 'video' },
      upload,
    )
    expect(codeOf(placed)).toBe('wrong state')
    expect(snapshot()).toEqual(before)
  })

  it('removes the library item when the attached video was replaced meanwhile', async () => {
    setUp([screens()], [aMediaItem({ id: OLD_VIDEO })])
    attachCreative(state, { campaignId: CAMPAIGN, scheduleId: 'slot-1', mediaId: OTHER, at: now })
    const before = snapshot()
    const placed = await creatives.placeUpload(
      anna,
      CampaignAggregate.of(screens()),
      {
        campaignId: CAMPAIGN,
        kind: 'video',
        scheduleId: 'slot-1',
        replaces: { videoId: OLD_VIDEO, mustBe: 'attached' },
      },
      upload,
    )
    expect(codeOf(placed)).toBe('changed')
    expect(snapshot()).toEqual(before)
  })
})

describe('campaignOfSchedule: the campaign a city-format schedule item belongs to', () => {
  const older = aCampaignFacts({
    id: '66666666-6666-4666-8666-666666666666',
    place: 'cityFormat',
    createdAt: '2026-10-01T09:00:00.000Z',
  })
  const closed = aCampaignFacts({
    id: '77777777-7777-4777-8777-777777777777',
    place: 'cityFormat',
    state: 'completed',
    createdAt: '2026-11-25T09:00:00.000Z',
  })

  beforeEach(() => {
    setUp([older, closed])
    for (const c of [older, closed])
      attachCreative(state, { campaignId: c.id, scheduleId: 'slot-9', mediaId: OLD_VIDEO, at: now })
  })

  it('answers the open campaign before a later closed one', async () => {
    expect(await creatives.campaignOfSchedule(anna, 'cityFormat', 'slot-9')).toBe(older.id)
  })

  it('answers the nil id for a slot of nobody, for staff and for another advertiser', async () => {
    expect(await creatives.campaignOfSchedule(anna, 'cityFormat', 'slot-0')).toBe(NIL_UUID)
    expect(await creatives.campaignOfSchedule(anAccount({ isModerator: true }), 'cityFormat', 'slot-9')).toBe(
      NIL_UUID,
    )
    expect(await creatives.campaignOfSchedule(anAccount({ id: OTHER }), 'cityFormat', 'slot-9')).toBe(
      NIL_UUID,
    )
  })
})

describe('the rotation plan', () => {
  const REJECTED = '88888888-8888-4888-8888-888888888888'
  const request = {
    startDate: '2026-12-05',
    endDate: '2026-12-10',
    videos: [{ advertiseVideoId: OLD_VIDEO, share: 50 }],
  }

  beforeEach(() =>
    setUp(
      [screens()],
      [aMediaItem({ id: OLD_VIDEO }), aMediaItem({ id: REJECTED, name: 'Плохой', status: 'rejected' })],
    ),
  )

  it('adds an entry on the campaign’s own slot and answers the plan with the videos named, a new one on moderation', async () => {
    const added = await creatives.addToSchedule(anna, CAMPAIGN, request)
    const id = '00000000-0000-4000-8000-000000000001'
    expect(added).toEqual({
      ok: true,
      value: {
        entryId: id,
        plan: {
          entries: [
            {
              id,
              scheduleId: CAMPAIGN,
              startDate: '2026-12-05',
              endDate: '2026-12-10',
              videos: [{ advertiseVideoId: OLD_VIDEO, share: 50 }],
            },
          ],
          // Never sent before, the planned video goes to moderation (statusOnCampaign).
          videos: [{ id: OLD_VIDEO, name: 'Ролик', status: 'moderation' }],
        },
      },
    })
    expect(await creatives.videoSchedule(observer, CAMPAIGN)).toEqual({
      ok: true,
      value: added.ok && added.value.plan,
    })
  })

  it('refuses a rejected video, an unknown one, a period outside the campaign and an observer; nothing changes', async () => {
    const before = snapshot()
    const rejected = await creatives.addToSchedule(anna, CAMPAIGN, {
      ...request,
      videos: [{ advertiseVideoId: REJECTED, share: 50 }],
    })
    expect(rejected.ok ? undefined : rejected.error).toEqual({
      code: 'invalid input',
      message: 'Ролик «Плохой» отклонён модератором',
      errors: { 'videos.0.advertiseVideoId': 'rejected' },
    })
    const unknown = await creatives.addToSchedule(anna, CAMPAIGN, {
      ...request,
      videos: [{ advertiseVideoId: OTHER, share: 50 }],
    })
    expect(unknown.ok ? undefined : unknown.error.errors).toEqual({
      'videos.0.advertiseVideoId': 'not found',
    })
    const outside = await creatives.addToSchedule(anna, CAMPAIGN, { ...request, endDate: '2027-01-10' })
    expect(outside.ok ? undefined : outside.error).toMatchObject({
      code: 'invalid input',
      errors: { endDate: 'outOfPeriod' },
    })
    expect(codeOf(await creatives.addToSchedule(observer, CAMPAIGN, request))).toBe('forbidden')
    expect(snapshot()).toEqual(before)
  })

  it('refuses a plan for a place without videos', async () => {
    setUp([aCampaignFacts({ id: CAMPAIGN })], [aMediaItem({ id: OLD_VIDEO })])
    const added = await creatives.addToSchedule(anna, CAMPAIGN, request)
    expect(added.ok ? undefined : added.error).toEqual({
      code: 'invalid input',
      message: 'У кампаний этого места нет видеороликов, план показа не составляется',
      errors: { advertisePlace: 'wrong format' },
    })
  })

  it('refuses any change of a closed campaign’s plan as wrong state', async () => {
    setUp([screens({ state: 'completed' })], [aMediaItem({ id: OLD_VIDEO })])
    planEntry(state, CAMPAIGN, { id: ENTRY, scheduleId: CAMPAIGN, ...request })
    const before = snapshot()
    expect(codeOf(await creatives.addToSchedule(anna, CAMPAIGN, request))).toBe('wrong state')
    expect(codeOf(await creatives.changeSchedule(anna, CAMPAIGN, ENTRY, { endDate: '2026-12-20' }))).toBe(
      'wrong state',
    )
    expect(codeOf(await creatives.removeFromSchedule(anna, CAMPAIGN, ENTRY))).toBe('wrong state')
    expect(snapshot()).toEqual(before)
  })

  it('changes an entry’s dates, keeping its videos', async () => {
    planEntry(state, CAMPAIGN, { id: ENTRY, scheduleId: CAMPAIGN, ...request })
    const changed = await creatives.changeSchedule(anna, CAMPAIGN, ENTRY, { endDate: '2026-12-20' })
    expect(changed.ok && changed.value.entryId).toBe(ENTRY)
    expect(state.plan.get(ENTRY)?.entry).toEqual({
      id: ENTRY,
      scheduleId: CAMPAIGN,
      ...request,
      endDate: '2026-12-20',
    })
  })

  it('removes an entry; an unknown one is not found and nothing changes', async () => {
    planEntry(state, CAMPAIGN, { id: ENTRY, scheduleId: CAMPAIGN, ...request })
    const before = snapshot()
    const unknown = await creatives.removeFromSchedule(anna, CAMPAIGN, OTHER)
    expect(unknown.ok ? undefined : unknown.error).toEqual({
      code: 'not found',
      message: 'Запись плана показа не найдена',
      errors: { videoScheduleId: 'not found' },
    })
    expect(codeOf(await creatives.changeSchedule(anna, CAMPAIGN, OTHER, { endDate: '2026-12-20' }))).toBe(
      'not found',
    )
    expect(snapshot()).toEqual(before)
    expect(await creatives.removeFromSchedule(anna, CAMPAIGN, ENTRY)).toEqual({
      ok: true,
      value: { entryId: null, plan: { entries: [], videos: [] } },
    })
    expect(state.plan.size).toBe(0)
  })
})

describe('the player and the QR code', () => {
  const SECOND = '99999999-9999-4999-8999-999999999999'

  beforeEach(() => {
    setUp([screens()], [aMediaItem({ id: OLD_VIDEO }), aMediaItem({ id: SECOND, name: 'Второй' })])
    attachCreative(state, { campaignId: CAMPAIGN, scheduleId: CAMPAIGN, mediaId: OLD_VIDEO, at: now })
  })

  it('plays the attached video, the largest share running today, or the one asked for', async () => {
    const attached = await creatives.playerVideo(observer, 'metroMonitors', CAMPAIGN)
    expect(attached.ok && attached.value.id).toBe(OLD_VIDEO)
    planEntry(state, CAMPAIGN, {
      id: ENTRY,
      scheduleId: CAMPAIGN,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      videos: [
        { advertiseVideoId: OLD_VIDEO, share: 30 },
        { advertiseVideoId: SECOND, share: 70 },
      ],
    })
    const current = await creatives.playerVideo(anna, 'metroMonitors', CAMPAIGN)
    expect(current.ok && current.value.id).toBe(SECOND)
    const asked = await creatives.playerVideo(anna, 'metroMonitors', CAMPAIGN, OLD_VIDEO)
    expect(asked.ok && asked.value.id).toBe(OLD_VIDEO)
  })

  it('refuses a video not of the campaign, and a wrong place as not there', async () => {
    const other = await creatives.playerVideo(anna, 'metroMonitors', CAMPAIGN, SECOND)
    expect(other.ok ? undefined : other.error).toEqual({
      code: 'not found',
      message: 'У кампании нет загруженного ролика',
      errors: { video: 'not found' },
    })
    expect(codeOf(await creatives.playerVideo(anna, 'busMonitors', CAMPAIGN))).toBe('campaign not found')
  })

  it('links a sticker campaign’s QR code to its photo report; other places have none', async () => {
    setUp([aCampaignFacts({ id: CAMPAIGN, place: 'metroStickers', individualIndex: 7 })])
    expect(await creatives.qrLink(anna, 'metroStickers', CAMPAIGN, 'https://tablo.example/')).toEqual({
      ok: true,
      value: { url: `https://tablo.example/app/campaigns/${CAMPAIGN}/photo-report`, index: 7 },
    })
    setUp([screens()])
    const none = await creatives.qrLink(anna, 'metroMonitors', CAMPAIGN, 'https://tablo.example')
    expect(none.ok ? undefined : none.error).toMatchObject({
      code: 'invalid input',
      errors: { advertisePlace: 'wrong format' },
    })
  })
})
