import type { MediaStatus } from './media-status'

/** A creative of a campaign as the campaign carries it (read with it by the repository). */
export interface CreativeRef {
  readonly id: string
  readonly kind: 'image' | 'video'
  readonly status: MediaStatus
  readonly name: string
  readonly moderationReason: string | null
}
