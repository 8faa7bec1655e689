import type { ExternalIdentity, OAuthProvider } from '../../core/ports/oauth-provider.port'
import { inject, injectable } from '../container/di'

export interface OAuthServiceSettings {
  readonly tokenUrl: string
  readonly userInfoUrl: string
  readonly clientId: string
  readonly clientSecret: string
  readonly redirectUri: string
}

/** OAUTH_PROVIDERS: JSON of service name -> settings, e.g. {"yandex": {"tokenUrl": …}}. */
export type OAuthSettings = Readonly<Record<string, OAuthServiceSettings>>
export const OAuthSettings = Symbol.for('tablo.OAuthSettings')

/**
 * A standard OAuth 2 authorization-code exchange: the code for an access token, the token for the user's
 * e-mail and name. Services are configured, not hard-coded; with none configured the port says so.
 */
@injectable()
export class OAuth2Provider implements OAuthProvider {
  constructor(@inject(OAuthSettings) private readonly settings: OAuthSettings) {}

  services(): readonly string[] {
    return Object.keys(this.settings)
  }

  async exchange(service: string, code: string): Promise<ExternalIdentity | undefined> {
    const s = this.settings[service]
    if (!s) return undefined
    const tokenResponse = await fetch(s.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: s.clientId,
        client_secret: s.clientSecret,
        redirect_uri: s.redirectUri,
      }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined)
    if (!tokenResponse?.ok) return undefined
    const { access_token: accessToken } = (await tokenResponse.json().catch(() => ({}))) as {
      access_token?: string
    }
    if (!accessToken) return undefined
    const userResponse = await fetch(s.userInfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined)
    if (!userResponse?.ok) return undefined
    const user = (await userResponse.json().catch(() => ({}))) as Record<string, unknown>
    const email = [user.email, user.default_email].find(
      (v): v is string => typeof v === 'string' && v.includes('@'),
    )
    if (!email) return undefined
    const name =
      [user.name, user.real_name, user.display_name].find((v): v is string => typeof v === 'string') ?? ''
    return { email, fullName: name }
  }
}
