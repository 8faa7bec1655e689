import type { KeyValueStorage, StorageArea } from '../ports/storage.port'

export const AUTH_TOKEN_KEY = 'authToken'

/**
 * Where the auth token is kept (R-ENT-12, open). Choice: a login that asked to be remembered, and the token
 * brought by the calculator auto-flow (R-ROUTE-13), go to local storage; any other login keeps the token in
 * session storage only, so it ends with the tab.
 */
export const authTokenArea = (login: {
  readonly remember: boolean
  readonly autoFlow?: boolean
}): StorageArea => (login.remember || login.autoFlow === true ? 'local' : 'session')

/**
 * Where the session token lives in the browser (R-ENT-12, open: decided here). It stays in session storage,
 * gone with the tab, unless the user ticks 'Запомнить меня'; then it is kept in local storage and survives a
 * restart. Reading prefers the tab's own token.
 */
export class AuthTokenStore {
  constructor(private readonly storage: KeyValueStorage) {}

  get(): string | undefined {
    return (
      this.storage.get('session', AUTH_TOKEN_KEY) ?? this.storage.get('local', AUTH_TOKEN_KEY) ?? undefined
    )
  }

  save(token: string, remember: boolean): void {
    this.clear()
    this.storage.set(authTokenArea({ remember }), AUTH_TOKEN_KEY, token)
  }

  clear(): void {
    this.storage.remove('session', AUTH_TOKEN_KEY)
    this.storage.remove('local', AUTH_TOKEN_KEY)
  }
}
