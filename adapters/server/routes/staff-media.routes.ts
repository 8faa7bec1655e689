import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { decodeEmptyRequest, decodeRejectRequest } from '../../../core/campaign/campaign.contract'
import { decodeCreativeQueue, decodeDocumentQueue } from '../../../core/media/creative-queue.contract'
import type { Verdict } from '../../../core/media/creative-moderation'
import { MediaRepository } from '../../../core/media/media-repository.port'
import { Clock } from '../../../core/ports/clock.port'
import { FileStorage } from '../../../core/ports/file-storage.port'
import { StaffReview } from '../../../core/staff/desk-review'
import { uuidOr } from '../../../core/shared/uuid'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { SIGNED_PATHS, signedSubject } from '../../campaigns/staff-links'
import { DownloadLinks } from '../../files/download-links'
import { currentPoster } from '../../files/video-posters'
import { RouteContribution } from './route-contribution'
import { StaffMedia, type StaffCreative } from '../../../core/media/staff-media.service'
import { decodeBody, invalidInputMessage, sendData, sendFailure, sendRefusal } from '../reply'
import { params } from './campaign.reply'
import { staffCaller } from './staff-access'
import { contentDisposition, sendStored, wireMedia } from './media-http'
import { creativeCampaignWire } from '../wire/staff-media.wire'

const STAFF = '/api/v1/staff'

/** A creative on the wire of the back office: the library item plus owner, reason, documents and campaigns. */
const wireCreative = (c: StaffCreative) => ({
  ...wireMedia(c.item),
  ownerId: c.item.ownerId,
  ownerEmail: c.ownerEmail,
  moderationReason: c.moderationReason,
  documents: c.documents,
  campaigns: c.campaigns.map(creativeCampaignWire),
  file: `${STAFF}/media/${c.item.id}/file`,
})

/**
 * Staff moderation of creatives and their documents (issue 6 §3; the spec shows no moderator screens, so the
 * paths are ours, beside the campaign back office of staff.routes.ts):
 * GET {STAFF}/media (queue: ?status=a,b&kind=image|video&limit&offset), GET {STAFF}/media/{id},
 * GET {STAFF}/media/{id}/file, POST {STAFF}/media/{id}/approve | reject {reason},
 * GET {STAFF}/documents (queue: ?status=loaded,...), POST {STAFF}/media/{id}/documents/{documentId}/approve |
 * reject {reason}. Every decision answers the creative after it; the owner is notified.
 */
@injectable()
export class StaffMediaRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(FileStorage) private readonly storage: FileStorage,
    @inject(StaffMedia) private readonly staff: StaffMedia,
    @inject(DownloadLinks) private readonly links: DownloadLinks,
    @inject(MediaRepository) private readonly media: MediaRepository,
    @inject(StaffReview) private readonly review: StaffReview,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, storage, staff, links, media, review, clock } = this
    this.signedFiles(app, { storage, links, media, review, clock })

    /** Any staff member may read the queues (readQueue); deciding on a creative is the first stage's. */
    const staffOnly = async (request: FastifyRequest, reply: FastifyReply) =>
      (await staffCaller(accounts, request, reply, 'readQueue'))?.account
    const decider = async (request: FastifyRequest, reply: FastifyReply) =>
      (await staffCaller(accounts, request, reply, 'decidePrimary'))?.account
    const sendCreative = async (reply: FastifyReply, id: string) => {
      const creative = await staff.creative(id)
      return creative
        ? sendData(reply, { media: wireCreative(creative) })
        : sendFailure(reply, 404, 'Материал не найден', { mediaId: 'not found' })
    }
    /** The reason of a rejection (required), or null for an approval (an empty body). */
    const verdictBody = (request: FastifyRequest, reply: FastifyReply, verdict: Verdict) => {
      if (verdict === 'approve')
        return decodeBody(request, reply, decodeEmptyRequest) === undefined ? undefined : null
      const body = decodeBody(request, reply, decodeRejectRequest)
      return body === undefined ? undefined : body.reason.trim()
    }

    app.get(`${STAFF}/media`, async (request, reply) => {
      if (!(await staffOnly(request, reply))) return reply
      const query = decodeCreativeQueue(request.query)
      if (!query.ok)
        return sendFailure(reply, 400, invalidInputMessage(query.error.errors), query.error.errors)
      const page = await staff.queue(query.value)
      return sendData(reply, { media: page.items.map(wireCreative), count: page.count })
    })

    app.get(`${STAFF}/media/:id`, async (request, reply) => {
      if (!(await staffOnly(request, reply))) return reply
      return sendCreative(reply, params(request)['id'] ?? '')
    })

    app.get(`${STAFF}/media/:id/file`, async (request, reply) => {
      if (!(await staffOnly(request, reply))) return reply
      const item = await staff.item(params(request)['id'] ?? '')
      if (!item) return sendFailure(reply, 404, 'Файл не найден', {})
      return sendStored(
        reply,
        storage,
        item.storageKey,
        item.mimeType,
        contentDisposition(item.name, item.mimeType),
      )
    })

    for (const verdict of ['approve', 'reject'] as const) {
      app.post(`${STAFF}/media/:id/${verdict}`, async (request, reply) => {
        const who = await decider(request, reply)
        const reason = who && verdictBody(request, reply, verdict)
        if (!who || reason === undefined) return reply
        const id = params(request)['id'] ?? ''
        const done = await staff.decideMedia(who.id, id, verdict, reason)
        return done.ok ? sendCreative(reply, id) : sendRefusal(reply, done.error)
      })

      app.post(`${STAFF}/media/:id/documents/:documentId/${verdict}`, async (request, reply) => {
        const who = await decider(request, reply)
        const reason = who && verdictBody(request, reply, verdict)
        if (!who || reason === undefined) return reply
        const { id = '', documentId = '' } = params(request)
        const done = await staff.decideDocument(who.id, id, documentId, verdict, reason)
        return done.ok ? sendCreative(reply, id) : sendRefusal(reply, done.error)
      })
    }

    app.get(`${STAFF}/documents`, async (request, reply) => {
      if (!(await staffOnly(request, reply))) return reply
      const query = decodeDocumentQueue(request.query)
      if (!query.ok)
        return sendFailure(reply, 400, invalidInputMessage(query.error.errors), query.error.errors)
      const page = await staff.documents(query.value)
      return sendData(reply, {
        documents: page.items.map((d) => ({ ...d, file: `${STAFF}/media/${d.documentId}/file` })),
        count: page.count,
      })
    })
  }

  /**
   * The staff desk's signed links (issue #48; adapters/server/wire/staff-review.wire.ts's StaffLinks, adapters/campaigns/staff-links.ts):
   * a creative's or a document's file, a creative's picture, an invoice's PDF, opened by the browser without the
   * session for an hour. The link proves it was handed to staff; a stale or forged one is 403.
   */
  private signedFiles(
    app: FastifyInstance,
    d: {
      storage: FileStorage
      links: DownloadLinks
      media: MediaRepository
      review: StaffReview
      clock: Clock
    },
  ): void {
    type Signed = { Params: { id: string }; Querystring: Record<string, string | undefined> }
    const refused = (reply: FastifyReply) =>
      sendFailure(reply, 403, 'Ссылка недействительна или устарела: откройте кампанию заново', {})
    const itemOf = async (
      request: FastifyRequest<Signed>,
      subject: (owner: string, id: string) => string,
    ) => {
      const { owner = '', expires, signature } = request.query
      const id = uuidOr(request.params.id)
      if (!d.links.verify(subject(owner, id), expires, signature, d.clock.now())) return undefined
      return (await d.media.find(uuidOr(owner), id)) ?? null
    }
    app.get<Signed>(SIGNED_PATHS.file, async (request, reply) => {
      const item = await itemOf(request, signedSubject.file)
      if (item === undefined) return refused(reply)
      if (item === null) return sendFailure(reply, 404, 'Файл не найден', {})
      return sendStored(
        reply,
        d.storage,
        item.storageKey,
        item.mimeType,
        contentDisposition(item.name, item.mimeType),
      )
    })
    app.get<Signed>(SIGNED_PATHS.poster, async (request, reply) => {
      const item = await itemOf(request, signedSubject.poster)
      if (item === undefined) return refused(reply)
      if (item === null || item.kind === 'document') return sendFailure(reply, 404, 'Файл не найден', {})
      if (item.kind === 'video')
        return reply
          .type('image/png')
          .header('Cache-Control', 'private, max-age=60')
          .send(await currentPoster(d.storage, item))
      return item.thumbKey
        ? sendStored(reply, d.storage, item.thumbKey, 'image/jpeg')
        : sendStored(reply, d.storage, item.storageKey, item.mimeType)
    })
    app.get<Signed>(SIGNED_PATHS.invoice, async (request, reply) => {
      const id = uuidOr(request.params.id)
      const { expires, signature } = request.query
      if (!d.links.verify(signedSubject.invoice(id), expires, signature, d.clock.now())) return refused(reply)
      const found = await d.review.invoicePdf(id)
      if (!found) return sendFailure(reply, 404, 'Счёт не найден', {})
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="invoice-${found.number}.pdf"`)
        .send(Buffer.from(found.pdf))
    })
  }
}
