import { printRefusal, type Answer } from './admin-answer'
/**
 * The creative and document commands of the back-office CLI (adapters/cli/admin.ts), over the staff API of
 * adapters/server/routes/staff-media.routes.ts.
 */
export const MEDIA_USAGE = `Creatives and documents:
  creatives [--status moderation,...] [--kind image|video] [--limit N] [--offset N]   the creative moderation queue
  creative <mediaId>                                                 one creative with its documents and campaigns
  approve-creative <mediaId>                                         agree a creative on moderation
  reject-creative <mediaId> --reason "..."                           reject it with a reason (the owner is notified)
  documents [--status loaded,...] [--limit N] [--offset N]           documents waiting for a check
  approve-document <mediaId> <documentId>                            mark a loaded document checked (revision)
  reject-document <mediaId> <documentId> --reason "..."              send it to rework (its creative is rejected)`

export const MEDIA_COMMANDS = [
  'creatives',
  'creative',
  'approve-creative',
  'reject-creative',
  'documents',
  'approve-document',
  'reject-document',
] as const

export interface MediaOptions {
  readonly reason?: string | undefined
  readonly status?: string | undefined
  readonly kind?: string | undefined
  readonly limit?: string | undefined
  readonly offset?: string | undefined
}
export type MediaRequest = readonly [method: string, path: string, body?: unknown]

const STAFF = '/api/v1/staff'
const enc = encodeURIComponent

/** The call of a media command; a usage problem as `{error}`; undefined for a command that is not one of these. */
export const mediaRequest = (
  command: string,
  [first, second]: readonly (string | undefined)[],
  o: MediaOptions,
): { readonly request: MediaRequest } | { readonly error: string } | undefined => {
  if (!(MEDIA_COMMANDS as readonly string[]).includes(command)) return undefined
  const query = new URLSearchParams()
  for (const key of ['status', 'kind', 'limit', 'offset'] as const) if (o[key]) query.set(key, o[key])
  const listed = (path: string) => ({
    request: ['GET', `${path}${query.size > 0 ? `?${query}` : ''}`] as const,
  })
  if (command === 'creatives') return listed(`${STAFF}/media`)
  if (command === 'documents') return listed(`${STAFF}/documents`)
  if (!first) return { error: `${command} needs a media id` }
  const media = `${STAFF}/media/${enc(first)}`
  const onDocument = command.endsWith('-document')
  if (onDocument && !second) return { error: `${command} needs a media id and a document id` }
  const target = onDocument ? `${media}/documents/${enc(second ?? '')}` : media
  if (command === 'creative') return { request: ['GET', media] }
  if (command.startsWith('reject-')) {
    if (!o.reason) return { error: `${command} needs --reason "..."` }
    return { request: ['POST', `${target}/reject`, { reason: o.reason }] }
  }
  return { request: ['POST', `${target}/approve`, {}] }
}

interface CreativeLine {
  _id: string
  type: string
  status: string
  name: string
  ownerEmail: string
  moderationReason: string | null
  campaigns: { _id: string; advertisePlace: string }[]
  documents: { documentId: string; status: string }[]
}
interface DocumentLine {
  mediaId: string
  documentId: string
  status: string
  mediaStatus: string
  documentName: string
  mediaName: string
  ownerEmail: string
}

const creativeLine = (c: CreativeLine): string =>
  [
    c._id,
    c.type.padEnd(6),
    c.status.padEnd(19),
    c.ownerEmail.padEnd(28),
    `кампаний ${c.campaigns.length}`.padEnd(11),
    `документов ${c.documents.length}`.padEnd(13),
    c.name,
    c.moderationReason ? `— ${c.moderationReason}` : '',
  ]
    .join('  ')
    .trimEnd()
const documentLine = (d: DocumentLine): string =>
  [
    d.mediaId,
    d.documentId,
    d.status.padEnd(9),
    `материал ${d.mediaStatus}`.padEnd(28),
    d.ownerEmail,
    `${d.documentName} → ${d.mediaName}`,
  ].join('  ')

/** Runs a media command: prints the queue as lines, one creative as JSON, a decision as its line; answers the exit code. */
export const runMedia = async (
  command: string,
  [method, path, body]: MediaRequest,
  send: (method: string, path: string, body?: unknown) => Promise<Answer>,
  json: boolean,
  out: (text: string) => void,
  fail: (text: string) => void,
): Promise<number> => {
  const answer = await send(method, path, body)
  if (answer.status >= 400) return printRefusal(answer, fail)
  const data = (answer.body.data ?? {}) as {
    media?: CreativeLine | CreativeLine[]
    documents?: DocumentLine[]
    count?: number
  }
  if (json || command === 'creative') out(`${JSON.stringify(data, null, 2)}\n`)
  else if (Array.isArray(data.media) || data.documents) {
    for (const c of Array.isArray(data.media) ? data.media : []) out(`${creativeLine(c)}\n`)
    for (const d of data.documents ?? []) out(`${documentLine(d)}\n`)
    out(`Всего: ${String(data.count ?? 0)}\n`)
  } else if (data.media) out(`${creativeLine(data.media)}\n`)
  return 0
}
