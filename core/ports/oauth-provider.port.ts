/** Who the external service says signed in. */
export interface ExternalIdentity {
  readonly email: string
  readonly fullName: string
}

/** External authorization (the OAuth return /app/auth/{service}?code=, R-ROUTE-12) behind a port. */
export interface OAuthProvider {
  /** The services configured on this server (e.g. yandex, vk); empty when none is. */
  services(): readonly string[]
  /** Exchanges the code for the identity; undefined when the service refuses it. */
  exchange(service: string, code: string): Promise<ExternalIdentity | undefined>
}
export const OAuthProvider = Symbol.for('tablo.OAuthProvider')
