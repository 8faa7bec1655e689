import type { Clock } from '../../core/ports/clock.port'
import { STAFF_API } from '../../core/staff/staff-desk.contract'
import type { StaffLinks } from '../server/wire/staff-review.wire'
import type { DownloadLinks } from '../files/download-links'

/** What each kind of staff link signs (the file's is the advertiser's video link's, R-API-18). */
export const signedSubject = {
  file: (ownerId: string, id: string) => `${ownerId}/${id}`,
  poster: (ownerId: string, id: string) => `${ownerId}/${id}/poster`,
  invoice: (id: string) => `invoice/${id}`,
} as const

/** The paths the signed links lead to (adapters/server/routes/staff-media.routes.ts answers them). */
export const SIGNED_PATHS = {
  file: `${STAFF_API}/media/:id/signed`,
  poster: `${STAFF_API}/media/:id/signed-poster`,
  invoice: `${STAFF_API}/invoices/:id/pdf`,
} as const

/**
 * The staff desk's links the browser opens without the session (issue #48; R-API-18's signed one-hour links with
 * the same key, MEDIA_LINK_SECRET): a creative's or a document's file, a creative's picture, an invoice's PDF.
 */
export class SignedStaffLinks implements StaffLinks {
  constructor(
    private readonly links: DownloadLinks,
    private readonly clock: Clock,
  ) {}

  private signed(path: string, id: string, subject: string, owner?: string): string {
    const { expires, signature } = this.links.sign(subject, this.clock.now())
    const query = new URLSearchParams({
      ...(owner === undefined ? {} : { owner }),
      expires: String(expires),
      signature,
    })
    return `${path.replace(':id', encodeURIComponent(id))}?${query}`
  }

  file(item: { readonly ownerId: string; readonly id: string }): string {
    return this.signed(SIGNED_PATHS.file, item.id, signedSubject.file(item.ownerId, item.id), item.ownerId)
  }

  poster(item: { readonly ownerId: string; readonly id: string }): string {
    return this.signed(
      SIGNED_PATHS.poster,
      item.id,
      signedSubject.poster(item.ownerId, item.id),
      item.ownerId,
    )
  }

  invoice(invoiceId: string): string {
    return this.signed(SIGNED_PATHS.invoice, invoiceId, signedSubject.invoice(invoiceId))
  }
}
