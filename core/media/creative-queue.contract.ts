import {
  DOCUMENT_STATUSES,
  MEDIA_STATUSES,
  type DocumentStatus,
  type MediaStatus,
} from '../campaign/media-status'
import type { DecodeFailure } from '../shared/decoder'
import { err, ok, type Result } from '../shared/result'
import { UNDER_REVIEW } from './creative-moderation'

/** The staff queues of creatives and of documents: `?status=a,b&kind=image|video&limit=&offset=`. */
export interface CreativeQueueQuery {
  readonly statuses: readonly MediaStatus[]
  readonly kind: 'image' | 'video' | undefined
  readonly limit: number
  readonly offset: number
}
export interface DocumentQueueQuery {
  readonly statuses: readonly DocumentStatus[]
  readonly limit: number
  readonly offset: number
}

export const QUEUE_LIMIT_DEFAULT = 50
export const QUEUE_LIMIT_MAX = 500

const wholeIn = (value: unknown, min: number, max: number): number | undefined => {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined
  const n = Number(value)
  return n >= min && n <= max ? n : undefined
}

const decodeQuery = <S extends string>(
  query: unknown,
  known: readonly string[],
  all: readonly S[],
  fallback: readonly S[],
): Result<{ statuses: S[]; limit: number; offset: number; q: Record<string, unknown> }, DecodeFailure> => {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  for (const key of Object.keys(q))
    if (![...known, 'status', 'limit', 'offset'].includes(key)) errors[key] = 'unknown field'
  const limit = q['limit'] === undefined ? QUEUE_LIMIT_DEFAULT : wholeIn(q['limit'], 1, QUEUE_LIMIT_MAX)
  const offset = q['offset'] === undefined ? 0 : wholeIn(q['offset'], 0, 1_000_000_000)
  if (limit === undefined) errors['limit'] = 'wrong format'
  if (offset === undefined) errors['offset'] = 'wrong format'
  const raw = q['status']
  const statuses = raw === undefined ? [...fallback] : typeof raw === 'string' ? raw.split(',') : []
  if (statuses.length === 0 || !statuses.every((s) => (all as readonly string[]).includes(s)))
    errors['status'] = 'wrong format'
  if (Object.keys(errors).length > 0 || limit === undefined || offset === undefined)
    return err({ message: `Проверьте поля: ${Object.keys(errors).join(', ')}`, errors })
  return ok({ statuses: statuses as S[], limit, offset, q })
}

/** The creative queue: under review by default (moderation, primaryModeration, secondaryModeration). */
export const decodeCreativeQueue = (query: unknown): Result<CreativeQueueQuery, DecodeFailure> => {
  const decoded = decodeQuery(query, ['kind'], MEDIA_STATUSES, UNDER_REVIEW)
  if (!decoded.ok) return decoded
  const kind = decoded.value.q['kind']
  if (kind !== undefined && kind !== 'image' && kind !== 'video')
    return err({ message: 'Проверьте поля: kind', errors: { kind: 'wrong format' } })
  const { statuses, limit, offset } = decoded.value
  return ok({ statuses, kind, limit, offset })
}

/** The document queue: loaded documents (waiting for a check) by default. */
export const decodeDocumentQueue = (query: unknown): Result<DocumentQueueQuery, DecodeFailure> => {
  const decoded = decodeQuery(query, [], DOCUMENT_STATUSES, ['loaded'])
  if (!decoded.ok) return decoded
  const { statuses, limit, offset } = decoded.value
  return ok({ statuses, limit, offset })
}
