import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOT_REJECTED_MESSAGE, NOTHING_CHANGED_MESSAGE } from '../../core/campaign/campaign-resubmission'
import { mp4, upload } from '../files/testing/media-fixtures'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'

/**
 * Issue #48 item 7 on a real server (PGlite, or PostgreSQL under TEST_DATABASE_URL): a campaign the moderator
 * rejected is sent again once the advertiser changed it, through the state machine, its history keeping both.
 */
const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let staff: Actor

const CC = '/api/v1/clients/commercial-campaigns'
const api = (method: string, path: string, body?: unknown, token = advertiser.token) =>
  call(server.baseUrl, method, path, body, token)

interface Wire {
  _id: string
  state: { _id: string }
  moderationReason: string | null
  advertiser: { videos: { _id: string; status: string; moderationReason: string | null }[] }
  resubmission?: { rejectedAt: string | null; changedAt: string | null }
}
interface Notification {
  message: string
  campaignId: string | null
  createdAt: string
  campaign: { advertisePlace: string; state: string; paymentState: string } | null
}
const campaignOf = (body: { data?: unknown }): Wire =>
  (body.data as { advertisingCampaign: Wire }).advertisingCampaign
const read = async (id: string): Promise<Wire> => campaignOf((await api('GET', `${CC}/${id}`)).body)
const resubmit = (id: string) => api('POST', `${CC}/metroMonitors/${id}/resubmission`, {})
const clip = (name: string) => ({
  bytes: mp4({ width: 1920, height: 1080, durationSeconds: 10, mediaBytes: 3000 }),
  name,
  type: 'video/mp4',
})
/** Uploads a clip to the campaign as its materials step does; answers the new creative's id. */
const uploadClip = async (id: string, name: string): Promise<string> => {
  const sent = await upload(server.baseUrl, 'PATCH', `${CC}/${id}/video`, advertiser.token, clip(name))
  expect(sent.status).toBe(200)
  return (sent.body.data as { media: { _id: string } }).media._id
}

/**
 * A metro campaign with its clip, sent on the 22nd and rejected with a reason on the 23rd: its clip too (with a
 * reason of its own), or the campaign alone (its clip kept on moderation).
 */
const rejectedCampaign = async (
  options: { clip: 'rejected' | 'kept' } = { clip: 'rejected' },
): Promise<{ id: string; clipId: string }> => {
  clock.set('2026-11-22')
  const made = await api('POST', `${CC}/metroMonitors`, {
    name: 'Отклонённая',
    calculation: CALCULATIONS.metroMonitors,
  })
  const id = campaignOf(made.body)._id
  const clipId = await uploadClip(id, 'Без маркировки.mp4')
  expect((await api('POST', `${CC}/metroMonitors/${id}/application`, {})).status).toBe(200)
  clock.set('2026-11-23')
  const staffCall = (path: string, reason: string) =>
    call(server.baseUrl, 'POST', `/api/v1/staff${path}`, { reason }, staff.token)
  if (options.clip === 'rejected')
    expect((await staffCall(`/media/${clipId}/reject`, 'Нет маркировки «Реклама»')).status).toBe(200)
  expect((await staffCall(`/campaigns/${id}/reject`, 'В ролике нет маркировки')).status).toBe(200)
  return { id, clipId }
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  advertiser = await makeAccount(server.db)
  staff = await makeAccount(server.db, { moderator: true })
})
afterAll(async () => {
  await server?.close()
})

describe(`resubmission of a rejected campaign (issue #48 item 7; ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('R-STATE-04 R-STATE-05: a new clip after the rejection sends it again through edit and sendApplication', async () => {
    const { id, clipId } = await rejectedCampaign()
    const rejected = await read(id)
    expect(rejected.state._id).toBe('primaryRejected')
    expect(rejected.moderationReason).toBe('В ролике нет маркировки')
    expect(rejected.advertiser.videos).toEqual([
      expect.objectContaining({
        _id: clipId,
        status: 'rejected',
        moderationReason: 'Нет маркировки «Реклама»',
      }),
    ])
    // Its clip is still the rejected one: refused as the application would be, nothing moves.
    expect(rejected.resubmission).toEqual({
      rejectedAt: '2026-11-23T09:00:00.000Z',
      changedAt: '2026-11-22T09:00:00.000Z',
    })
    const early = await resubmit(id)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({
      message:
        'Материал кампании отклонён модератором: загрузите новый видеоролик, затем отправьте кампанию на модерацию',
      errors: { creatives: 'required' },
    })

    // The rejection's notification carries the reason and what the campaign's link depends on now (item 7).
    const notes = await api('GET', '/api/v1/clients/notifications?limit=20')
    const items = (notes.body.data as { items: Notification[] }).items
    const rejection = items.find((n) => n.message.includes('«Отклонена»'))
    expect(rejection).toMatchObject({
      message: 'Кампания «Отклонённая»: статус «Отклонена». Причина: В ролике нет маркировки',
      campaignId: id,
      createdAt: '2026-11-23T09:00:00.000Z',
      campaign: { advertisePlace: 'metroMonitors', state: 'primaryRejected', paymentState: 'notPaid' },
    })

    clock.set('2026-11-24')
    const newClip = await uploadClip(id, 'С маркировкой.mp4')
    const replaced = await read(id)
    // The new clip replaces the rejected one on the campaign, which stays rejected until it is sent.
    expect(replaced.state._id).toBe('primaryRejected')
    expect(replaced.advertiser.videos.map((v) => [v._id, v.status])).toEqual([[newClip, 'moderation']])
    expect(replaced.resubmission?.changedAt).toBe('2026-11-24T09:00:00.000Z')

    const sent = await resubmit(id)
    expect(sent.status).toBe(200)
    expect(campaignOf(sent.body).state._id).toBe('moderation')
    expect(campaignOf(sent.body).moderationReason).toBeNull()
    // Sent again, it reads like any campaign on moderation, and is on the staff queue again.
    expect((await read(id)).resubmission).toBeUndefined()
    const queue = await call(server.baseUrl, 'GET', `/api/v1/staff/queue?q=${id}`, undefined, staff.token)
    const waiting = (queue.body.data as { items: { campaignId: string; waits: string[] }[] }).items
    expect(waiting.map((c) => [c.campaignId, c.waits.includes('creative')])).toEqual([[id, true]])

    // The history keeps the rejection with its reason and both moves of the resubmission, without staff names.
    const events = await server.db.query<{
      event: string
      from_state: string
      to_state: string
      actor: string
    }>(
      `select event, from_state, to_state, actor from campaign_events where campaign_id = $1 and at >= $2
        order by id`,
      [id, '2026-11-24T00:00:00Z'],
    )
    expect(events.map((e) => [e.event, e.from_state, e.to_state, e.actor])).toEqual([
      ['edit', 'primaryRejected', 'draft', 'advertiser'],
      ['sendApplication', 'draft', 'moderation', 'advertiser'],
    ])
    const purchase = await api('GET', `${CC}/${id}/purchase`)
    const history = (
      purchase.body.data as { history: { event: string; to: string; reason: string | null }[] }
    ).history
    expect(history.find((e) => e.to === 'primaryRejected')?.reason).toBe('В ролике нет маркировки')
    expect(history.slice(-2).map((e) => [e.event, e.to])).toEqual([
      ['edit', 'draft'],
      ['sendApplication', 'moderation'],
    ])
    expect(JSON.stringify(history)).not.toContain(staff.id)
  })

  it('refuses a campaign rejected alone while nothing changed; a clip replaced in the library is a change', async () => {
    const { id } = await rejectedCampaign({ clip: 'kept' })
    const unchanged = await resubmit(id)
    expect(unchanged.status).toBe(409)
    expect(unchanged.body).toEqual({ message: NOTHING_CHANGED_MESSAGE, errors: { state: 'nothing changed' } })
    expect((await read(id)).state._id).toBe('primaryRejected')

    clock.set('2026-11-24')
    const clipId = (await read(id)).advertiser.videos[0]!._id
    const replaced = await upload(
      server.baseUrl,
      'PATCH',
      `/api/v1/clients/media-library/video/${clipId}/replace`,
      advertiser.token,
      clip('Исправленный.mp4'),
    )
    expect(replaced.status).toBe(200)
    expect((await read(id)).resubmission?.changedAt).toBe('2026-11-24T09:00:00.000Z')
    expect(campaignOf((await resubmit(id)).body).state._id).toBe('moderation')
  })

  it('a rejected campaign edited back to draft is sent again as one move (decision 5)', async () => {
    const { id } = await rejectedCampaign({ clip: 'kept' })
    clock.set('2026-11-24')
    const edited = await api('PUT', `${CC}/metroMonitors/${id}`, {
      name: 'Исправленная',
      calculation: CALCULATIONS.metroMonitors,
    })
    expect(campaignOf(edited.body).state._id).toBe('draft')
    expect((await read(id)).resubmission?.rejectedAt).toBe('2026-11-23T09:00:00.000Z')
    expect(campaignOf((await resubmit(id)).body).state._id).toBe('moderation')
    const events = await server.db.query<{ event: string }>(
      `select event from campaign_events where campaign_id = $1 order by id`,
      [id],
    )
    expect(events.map((e) => e.event).slice(-2)).toEqual(['edit', 'sendApplication'])
  })

  it('refuses a campaign never rejected, and one already on moderation again, changing nothing', async () => {
    clock.set('2026-11-22')
    const made = await api('POST', `${CC}/metroMonitors`, {
      name: 'Никогда не отклонялась',
      calculation: CALCULATIONS.metroMonitors,
    })
    const id = campaignOf(made.body)._id
    await uploadClip(id, 'Ролик.mp4')
    const notRejected = { message: NOT_REJECTED_MESSAGE, errors: { state: 'not rejected' } }
    const draft = await resubmit(id)
    expect([draft.status, draft.body]).toEqual([409, notRejected])
    expect((await read(id)).state._id).toBe('draft')
    await api('POST', `${CC}/metroMonitors/${id}/application`, {})
    const waiting = await resubmit(id)
    expect([waiting.status, waiting.body]).toEqual([409, notRejected])
    // Another advertiser's campaign is not there for this one.
    const other = await makeAccount(server.db)
    expect((await api('POST', `${CC}/metroMonitors/${id}/resubmission`, {}, other.token)).status).toBe(404)
  })
})
