/** Ids and secrets come through this port (house style 6), so tests can pin them. */
export interface Ids {
  /** A new unique id for an entity (a UUID). */
  newId(): string
  /** A new unguessable secret for links and sessions (URL-safe, at least 256 bits). */
  newSecret(): string
}
export const Ids = Symbol.for('tablo.Ids')
