import type { Page } from '@playwright/test'
import { buildMp4 } from '../../../core/media/mp4-builder'
import { tokenOf } from './api'

/**
 * Gives a metro-monitors campaign the clip moderation needs (issue #47: nothing is sent without it), uploaded as
 * the materials step uploads it (PATCH {campaignId}/video, the file in the field `file`), for tests that go on
 * to sending. A 10-s 1920×1080 H.264 clip, as createMetroCampaign buys.
 */
export const uploadMetroClip = async (page: Page, baseUrl: string, campaignId: string): Promise<void> => {
  const answer = await page.request.fetch(
    `${baseUrl}/api/v1/clients/commercial-campaigns/${campaignId}/video`,
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      multipart: {
        file: {
          name: 'ролик.mp4',
          mimeType: 'video/mp4',
          buffer: Buffer.from(
            buildMp4({ width: 1920, height: 1080, durationSeconds: 10, mediaBytes: 4_000 }),
          ),
        },
      },
    },
  )
  if (answer.status() >= 300)
    throw new Error(`the clip was not taken: ${answer.status()} ${await answer.text()}`)
}
