/**
 * How the cabinet leaves (R-HEAD-23, R-ASYNC-13): the session's end and a navigation, both owned by the
 * shell that runs the cabinet (the browser app wires them to the session store and the router).
 */
export interface Exit {
  clearSession(): void
  /** Goes to a cabinet path (under /app) or, when it starts with https://, to an external site. */
  navigate(to: string): void
}
export const Exit = Symbol.for('tablo.Exit')
