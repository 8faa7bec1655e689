import { Readable } from 'node:stream'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import { isAdvertisePlace } from '../../../core/campaign/advertise-place'
import { decodeEmptyRequest } from '../../../core/campaign/campaign.contract'
import type { Account } from '../../../core/session/account'
import type { MediaItem } from '../../../core/media/media.entities'
import { MEDIA_CALLS } from '../../../core/media/media-calls'
import { MAX_UPLOAD_BYTES } from '../../../core/media/upload.rules'
import {
  decodeVideoSchedulePatch,
  decodeVideoScheduleRequest,
} from '../../../core/media/video-schedule.contract'
import { FileStorage } from '../../../core/ports/file-storage.port'
import { AccountService, AccountSettings } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { CampaignCreatives, type UploadTarget } from '../../../core/media/campaign-creatives.service'
import { currentPoster } from '../../files/video-posters'
import { decodeBody, sendData, sendFailure, sendRefusal } from '../reply'
import { uuidOr } from '../../../core/shared/uuid'
import { params, signedIn } from './campaign.reply'
import { deleteFiles, readUpload, wireMedia } from './media-http'
import { RouteContribution } from './route-contribution'
import { campaignWire } from '../wire/campaign.wire'
import { videoPlanWire } from '../wire/campaign-creatives.wire'

const CC = '/api/v1/clients/commercial-campaigns'
const ADV = '/api/v1/advertisers/advertising-campaigns'
const PLAYER = '/api/v1/commercial-campaigns/:place/:campaignId/video'

/**
 * The campaign-creative calls (cabinet §7; R-API-13, R-API-17, R-API-20). Paths the spec names as listed; where
 * it names a call but not its path, ours:
 * - POST {CC}/{place}/{id}/images, PATCH {CC}/{id}/video, POST {CC}/{place}/{id}/video or {CC}/{campaignId}/
 *   {scheduleId}/video (the spec's ".../{id}/{id}/video"; the first segment is read as a place when it is one),
 *   PATCH {ADV}/cityFormatSchedule|cityFormatStandaloneSchedule/{scheduleId}/video/{videoId},
 *   POST {ADV}/mediaFacade/{campaignId}/videoSchedule/{videoId}/upload: form data, the file in the field `file`,
 *   optional text fields before it: name, scheduleId.
 * - videoSchedule: GET and POST {CC}/{id}/videoSchedule, PATCH and DELETE {CC}/{id}/videoSchedule/{entryId}.
 * - GET {CC}/{place}/{id}/getQrCode: the photo-report QR code as PNG (metroStickers, R-LIST-05).
 * - The player: GET /api/v1/commercial-campaigns/{place}/{id}/video/ (Range requests answered) and
 *   .../video/thumb/1 (the poster); `?mediaId=` picks one of the campaign's videos.
 */
@injectable()
export class CampaignMediaRoutes implements RouteContribution {
  constructor(
    @inject(CampaignCreatives) private readonly creatives: CampaignCreatives,
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(FileStorage) private readonly storage: FileStorage,
    @inject(AccountSettings) private readonly settings: AccountSettings,
  ) {}

  async register(app: FastifyInstance): Promise<void> {
    const { accounts, storage, creatives } = this
    const calls: CreativeCalls = { accounts, storage, publicUrl: this.settings.publicUrl, creatives }
    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES.video, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
      })
      uploadRoutes(scope, calls)
    })
    scheduleRoutes(app, calls)
    playerRoutes(app, calls)
  }
}

/** What the creative calls work with. */
interface CreativeCalls {
  readonly accounts: AccountService
  readonly storage: FileStorage
  readonly publicUrl: string
  readonly creatives: CampaignCreatives
}

/** A schedule id given as a form field: 1..64 visible characters. */
const slotOf = (text: string | undefined): string | undefined | false => {
  if (text === undefined) return undefined
  const slot = text.trim()
  return slot.length > 0 && slot.length <= 64 ? slot : false
}

const uploadRoutes = (app: FastifyInstance, { accounts, storage, creatives }: CreativeCalls): void => {
  /** Checks the target before a byte is read, streams the file in, then places it on the campaign. */
  const receive = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    targetOf: (viewer: Account) => Promise<UploadTarget> | UploadTarget,
  ): Promise<FastifyReply> => {
    const viewer = await signedIn(accounts, request, reply)
    if (!viewer) return reply
    const target = await targetOf(viewer)
    const row = await creatives.uploadTarget(viewer, target)
    if (!row.ok) return sendRefusal(reply, row.error)
    const upload = await readUpload(request, reply, storage, target.kind)
    if (!upload) return reply
    const slot = target.scheduleId ?? slotOf(upload.fields['scheduleId'])
    if (slot === false) {
      await deleteFiles(storage, upload.file)
      return sendFailure(reply, 400, 'Проверьте поля: scheduleId', { scheduleId: 'wrong format' })
    }
    const placed = await creatives
      .placeUpload(
        viewer,
        row.value,
        { ...target, ...(slot === undefined ? {} : { scheduleId: slot }) },
        { file: upload.file, name: upload.fields['name'] ?? upload.fileName },
      )
      .catch(async (cause: unknown) => {
        await deleteFiles(storage, upload.file)
        throw cause
      })
    if (!placed.ok) {
      await deleteFiles(storage, upload.file)
      return sendRefusal(reply, placed.error)
    }
    return sendData(
      reply,
      { advertisingCampaign: campaignWire(placed.value.campaign), media: wireMedia(placed.value.media) },
      status,
    )
  }

  // R-API-15: a file of the media library attached to a schedule item, as form data of mediaId, scheduleId and
  // advertisingCampaignId (JSON accepted too); placed as an upload is (CampaignCreatives.attachFromLibrary).
  app.patch(MEDIA_CALLS.attach.path, async (request, reply) => {
    const viewer = await signedIn(accounts, request, reply)
    if (!viewer) return reply
    const campaignId = params(request)['campaignId'] ?? ''
    const fields: Record<string, unknown> = {}
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        if (part.type === 'file') await part.toBuffer().catch(() => undefined)
        else fields[part.fieldname] = part.value
      }
    } else if (request.body && typeof request.body === 'object') Object.assign(fields, request.body)
    const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '')
    const slot = slotOf(text('scheduleId') || undefined)
    const errors: Record<string, string> = {}
    if (!text('mediaId')) errors.mediaId = 'required'
    if (!slot) errors.scheduleId = slot === false ? 'wrong format' : 'required'
    if (text('advertisingCampaignId') && text('advertisingCampaignId') !== campaignId)
      errors.advertisingCampaignId = 'wrong format'
    if (!slot || Object.keys(errors).length > 0)
      return sendFailure(reply, 400, `Проверьте поля: ${Object.keys(errors).join(', ')}`, errors)
    const placed = await creatives.attachFromLibrary(viewer, {
      campaignId: uuidOr(campaignId),
      scheduleId: slot,
      mediaId: uuidOr(text('mediaId')),
    })
    if (!placed.ok) return sendRefusal(reply, placed.error)
    const { campaign, media } = placed.value
    return sendData(reply, {
      campaignId: campaign.id,
      scheduleId: slot,
      mediaId: media.id,
      advertisePlace: campaign.place,
      advertisingCampaign: campaignWire(campaign),
      media: wireMedia(media),
    })
  })

  app.post(`${CC}/:place/:id/images`, async (request, reply) => {
    const { place = '', id = '' } = params(request)
    return receive(request, reply, 201, () => ({ campaignId: uuidOr(id), place, kind: 'image' }))
  })

  app.patch(`${CC}/:id/video`, async (request, reply) =>
    receive(request, reply, 200, () => ({ campaignId: uuidOr(params(request)['id'] ?? ''), kind: 'video' })),
  )

  app.post(`${CC}/:first/:second/video`, async (request, reply) => {
    const { first = '', second = '' } = params(request)
    return receive(request, reply, 201, () =>
      isAdvertisePlace(first)
        ? { campaignId: uuidOr(second), place: first, kind: 'video' }
        : { campaignId: uuidOr(first), scheduleId: second.slice(0, 64), kind: 'video' },
    )
  })

  for (const [schedule, place] of [
    ['cityFormatSchedule', 'cityFormat'],
    ['cityFormatStandaloneSchedule', 'cityFormatStandalone'],
  ] as const)
    app.patch(`${ADV}/${schedule}/:scheduleId/video/:videoId`, async (request, reply) => {
      const { scheduleId = '', videoId = '' } = params(request)
      return receive(request, reply, 200, async (viewer) => ({
        campaignId: await creatives.campaignOfSchedule(viewer, place, scheduleId),
        place,
        kind: 'video',
        scheduleId: scheduleId.slice(0, 64),
        replaces: { videoId, mustBe: 'attached' },
      }))
    })

  app.post(`${ADV}/mediaFacade/:campaignId/videoSchedule/:videoId/upload`, async (request, reply) => {
    const { campaignId = '', videoId = '' } = params(request)
    return receive(request, reply, 201, () => ({
      campaignId: uuidOr(campaignId),
      place: 'mediaFacade',
      kind: 'video',
      replaces: { videoId: uuidOr(videoId), mustBe: 'scheduled' },
    }))
  })
}

const scheduleRoutes = (app: FastifyInstance, { accounts, creatives, publicUrl }: CreativeCalls): void => {
  const plan = `${CC}/:id/videoSchedule`

  /** The plan after a change, and the entry changed (null after a delete). */
  const sendPlan = (
    reply: FastifyReply,
    done: Awaited<ReturnType<CampaignCreatives['addToSchedule']>>,
    status = 200,
  ): FastifyReply => {
    if (!done.ok) return sendRefusal(reply, done.error)
    const plan = videoPlanWire(done.value.plan)
    const entry = plan.find((e) => e._id === done.value.entryId) ?? null
    return sendData(reply, { videoSchedule: plan, videoScheduleItem: entry }, status)
  }

  app.get(plan, async (request, reply) => {
    const viewer = await signedIn(accounts, request, reply)
    if (!viewer) return reply
    const found = await creatives.videoSchedule(viewer, uuidOr(params(request)['id'] ?? ''))
    return found.ok
      ? sendData(reply, { videoSchedule: videoPlanWire(found.value) })
      : sendRefusal(reply, found.error)
  })

  app.post(plan, async (request, reply) => {
    const viewer = await signedIn(accounts, request, reply)
    const body = viewer && decodeBody(request, reply, decodeVideoScheduleRequest)
    if (!viewer || !body) return reply
    return sendPlan(
      reply,
      await creatives.addToSchedule(viewer, uuidOr(params(request)['id'] ?? ''), body),
      201,
    )
  })

  app.patch(`${plan}/:entryId`, async (request, reply) => {
    const viewer = await signedIn(accounts, request, reply)
    const body = viewer && decodeBody(request, reply, decodeVideoSchedulePatch)
    if (!viewer || !body) return reply
    const { id = '', entryId = '' } = params(request)
    return sendPlan(reply, await creatives.changeSchedule(viewer, uuidOr(id), uuidOr(entryId), body))
  })

  app.delete(`${plan}/:entryId`, async (request, reply) => {
    const viewer = await signedIn(accounts, request, reply)
    if (!viewer || decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
    const { id = '', entryId = '' } = params(request)
    return sendPlan(reply, await creatives.removeFromSchedule(viewer, uuidOr(id), uuidOr(entryId)))
  })

  app.get(`${CC}/:place/:id/getQrCode`, async (request, reply) => {
    const viewer = await signedIn(accounts, request, reply)
    if (!viewer) return reply
    const { place = '', id = '' } = params(request)
    const link = await creatives.qrLink(viewer, place, uuidOr(id), publicUrl)
    if (!link.ok) return sendRefusal(reply, link.error)
    const png = await QRCode.toBuffer(link.value.url, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      width: 512,
    })
    return reply
      .type('image/png')
      .header('Content-Disposition', `attachment; filename="qr-photo-report-${link.value.index}.png"`)
      .header('Cache-Control', 'private, max-age=60')
      .send(png)
  })
}

/** One byte range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; undefined when absent or not one plain range. */
const rangeOf = (
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'bad' | undefined => {
  const m = header === undefined ? null : /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  if (m[1] === '') {
    const suffix = Number(m[2])
    return suffix === 0 || size === 0 ? 'bad' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  return start >= size || end < start ? 'bad' : { start, end }
}

/** The bytes start..end (inclusive) of a stream, reading no further than needed. */
async function* slice(
  source: AsyncIterable<Uint8Array>,
  start: number,
  end: number,
): AsyncGenerator<Uint8Array> {
  let at = 0
  for await (const chunk of source) {
    const from = at
    at += chunk.length
    if (at <= start) continue
    yield chunk.subarray(Math.max(0, start - from), Math.min(chunk.length, end - from + 1))
    if (at > end) break
  }
}

const playerRoutes = (app: FastifyInstance, { accounts, storage, creatives }: CreativeCalls): void => {
  const video = async (request: FastifyRequest, reply: FastifyReply): Promise<MediaItem | undefined> => {
    const viewer = await signedIn(accounts, request, reply)
    if (!viewer) return undefined
    const { place = '', campaignId = '' } = params(request)
    const mediaId = (request.query as Record<string, string | undefined>)['mediaId']
    const found = await creatives.playerVideo(
      viewer,
      place,
      uuidOr(campaignId),
      mediaId === undefined ? undefined : uuidOr(mediaId),
    )
    if (!found.ok) return void sendRefusal(reply, found.error)
    return found.value
  }

  const source = async (request: FastifyRequest, reply: FastifyReply) => {
    const item = await video(request, reply)
    if (!item) return reply
    const size = await storage.size(item.storageKey)
    if (size === undefined) return sendFailure(reply, 404, 'Файл ролика не найден', {})
    const range = rangeOf(request.headers.range, size)
    reply.header('Accept-Ranges', 'bytes')
    if (range === 'bad')
      return sendFailure(
        reply.header('Content-Range', `bytes */${size}`),
        416,
        'Запрошен диапазон за концом файла',
        {
          range: 'wrong format',
        },
      )
    const body = await storage.get(item.storageKey)
    if (!body) return sendFailure(reply, 404, 'Файл ролика не найден', {})
    reply.type(item.mimeType).header('Cache-Control', 'private, max-age=60')
    if (!range) return reply.header('Content-Length', size).send(Readable.from(body))
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(Readable.from(slice(body, range.start, range.end)))
  }
  app.get(`${PLAYER}/`, source)
  app.get(PLAYER, source)

  app.get(`${PLAYER}/thumb/:frame`, async (request, reply) => {
    if (!/^\d{1,3}$/.test(params(request)['frame'] ?? ''))
      return sendFailure(reply, 404, 'Нет такого адреса', {})
    const item = await video(request, reply)
    if (!item) return reply
    return reply
      .type('image/png')
      .header('Cache-Control', 'private, max-age=60')
      .send(await currentPoster(storage, item))
  })
}
