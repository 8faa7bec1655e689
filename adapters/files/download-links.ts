import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Signed, expiring links to a video's file (R-API-18 download-url): a browser opens them without the bearer
 * token, so the link itself proves it was handed out to the owner. The key is random per server start unless
 * given (several servers behind one address share MEDIA_LINK_SECRET).
 */
export class DownloadLinks {
  private readonly key: Buffer

  constructor(
    secret: string | undefined,
    private readonly ttlMs = 60 * 60_000,
  ) {
    this.key = secret ? Buffer.from(secret) : randomBytes(32)
  }

  private signature(id: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${id}.${expires}`).digest('base64url')
  }

  /** The query of a link to the file of `id`, valid for an hour from `now`. */
  sign(id: string, now: Date): { readonly expires: number; readonly signature: string } {
    const expires = Math.floor((now.getTime() + this.ttlMs) / 1000)
    return { expires, signature: this.signature(id, expires) }
  }

  verify(id: string, expires: string | undefined, signature: string | undefined, now: Date): boolean {
    const at = Number(expires)
    if (!Number.isInteger(at) || typeof signature !== 'string' || at * 1000 < now.getTime()) return false
    const expected = Buffer.from(this.signature(id, at))
    const given = Buffer.from(signature)
    return expected.length === given.length && timingSafeEqual(expected, given)
  }
}
