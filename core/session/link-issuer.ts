import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { LinkPurpose, LinkTokenRepository } from '../ports/session-repository.port'
import type { TokenDigest } from '../ports/token-digest.port'

/** Where each kind of mailed link lands in the cabinet (logged-out routes, R-ROUTE-09). */
const PATHS = {
  confirm: (token: string) => `/app/sign-in/confirm/${token}`,
  restore: (token: string) => `/app/sign-in?restore=${token}`,
  /** An invitation sets the first password through the restore screen. */
  invite: (token: string) => `/app/sign-in?restore=${token}&invite=1`,
  /** Small business confirms on its own path (R-ROLE-03). */
  msb: (token: string) => `/app/sign-in/confirm/${token}/msb`,
} as const

export type LinkKind = keyof typeof PATHS

const PURPOSE: Record<LinkKind, LinkPurpose> = {
  confirm: 'confirm',
  restore: 'restore',
  invite: 'restore',
  msb: 'restore',
}

/** Issues one-time links: a secret in the mail, only its digest in the database. */
export class LinkIssuer {
  constructor(
    private readonly d: {
      readonly links: LinkTokenRepository
      readonly digest: TokenDigest
      readonly ids: Ids
      readonly clock: Clock
      readonly publicUrl: string
      readonly ttlMs: number
    },
  ) {}

  async issue(accountId: string, kind: LinkKind): Promise<string> {
    const token = this.d.ids.newSecret()
    await this.d.links.create({
      tokenDigest: this.d.digest.digest(token),
      purpose: PURPOSE[kind],
      accountId,
      expiresAt: new Date(this.d.clock.now().getTime() + this.d.ttlMs),
    })
    return `${this.d.publicUrl}${PATHS[kind](token)}`
  }
}
