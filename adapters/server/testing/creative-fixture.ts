import { randomUUID } from 'node:crypto'
import { isAdvertisePlace } from '../../../core/campaign/advertise-place'
import { acceptsVideo } from '../../../core/media/creative-check'
import type { SqlDatabase } from '../../database/sql-database'

/**
 * Gives a campaign the creative moderation needs (issue #47: no application without one) straight in the
 * database, for server tests about what happens after the application rather than about uploads: a library
 * item of the owner, of the kind the campaign's place shows, attached to the campaign (a second call replaces it,
 * as a new upload would). Answers its id.
 */
export const attachCreative = async (db: SqlDatabase, campaignId: string): Promise<string> => {
  const [campaign] = await db.query<{ owner_id: string; advertise_place: string }>(
    'select owner_id, advertise_place from campaigns where id = $1',
    [campaignId],
  )
  if (!campaign) throw new Error(`attachCreative: no campaign ${campaignId}`)
  const place = campaign.advertise_place
  const video = isAdvertisePlace(place) && acceptsVideo(place)
  const id = randomUUID()
  const now = new Date()
  await db.query(
    `insert into media (id, owner_id, kind, name, storage_key, mime_type, size_bytes, hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 1, $7, $8, $8)`,
    [
      id,
      campaign.owner_id,
      video ? 'video' : 'image',
      video ? 'Ролик.mp4' : 'Макет.png',
      `test-creative/${id}`,
      video ? 'video/mp4' : 'image/png',
      id,
      now,
    ],
  )
  await db.query(
    `insert into media_attachments (campaign_id, schedule_id, media_id, attached_at) values ($1, 'main', $2, $3)
     on conflict (campaign_id, schedule_id) do update set media_id = excluded.media_id`,
    [campaignId, id, now],
  )
  return id
}
