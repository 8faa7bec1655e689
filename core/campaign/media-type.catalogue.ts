import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { unknownMediaType, type CampaignInputError } from './campaign.errors'
import { placeName, SPECIAL_PROJECTS_NAME } from './place-names'

/** A media item is a still image or a video (R-ENT-08). */
export const MEDIA_KINDS = ['static', 'video'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

/** A media item's type from the wire; anything but static or video is a typed error naming the field. */
export const parseMediaKind = (value: unknown, field = 'type'): Result<MediaKind, DomainError> =>
  typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value)
    ? ok(value as MediaKind)
    : err(domainError('unknownMediaKind', `Неизвестный тип материала: ${String(value)}`, field))

export const MEDIA_TYPE_IDS = [
  'navigationSign',
  'metroStickers',
  'metroMonitors',
  'busMonitors',
  'monitorsStandalone',
  'lightBoxes',
  'monitorsTram',
  'specialProjects',
  'beautySalonMonitors',
  'transitShelter',
] as const
export type MediaTypeId = (typeof MEDIA_TYPE_IDS)[number]

/** One entry of the media types catalogue (R-ENT-06): id, icon, name, type. */
export interface MediaType {
  readonly id: MediaTypeId
  /** The icon's name in the UI's icon set. */
  readonly icon: string
  readonly name: string
  readonly type: MediaKind
}

/** Video media types (R-ENT-07); every other media type is static. */
export const VIDEO_MEDIA_TYPE_IDS: readonly MediaTypeId[] = [
  'metroMonitors',
  'busMonitors',
  'monitorsStandalone',
  'monitorsTram',
]

/**
 * R-ENT-06's names: a media type that is a place is named as the place (core/campaign/place-names.ts, the one
 * catalogue); the special projects' group has its own.
 */
const nameOf = (id: MediaTypeId): string => (id === 'specialProjects' ? SPECIAL_PROJECTS_NAME : placeName(id))

const iconOf = (id: MediaTypeId): string => `media-${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/** The catalogue in the order the spec lists it (R-ENT-06, R-ENT-07). */
export const MEDIA_TYPES: readonly MediaType[] = MEDIA_TYPE_IDS.map((id) => ({
  id,
  icon: iconOf(id),
  name: nameOf(id),
  type: VIDEO_MEDIA_TYPE_IDS.includes(id) ? 'video' : 'static',
}))

export const isMediaTypeId = (value: unknown): value is MediaTypeId =>
  typeof value === 'string' && (MEDIA_TYPE_IDS as readonly string[]).includes(value)

/** Looks a media type up by id; an unknown id is a typed error naming the field. */
export const mediaTypeOf = (id: string, field = 'mediaType'): Result<MediaType, CampaignInputError> => {
  const found = MEDIA_TYPES.find((t) => t.id === id)
  return found ? ok(found) : err(unknownMediaType(id, field))
}
