/** Where the product says what happened (R-ERR-19: most reference failures are only logged). */
export interface Logger {
  info(message: string, details?: Readonly<Record<string, unknown>>): void
  warn(message: string, details?: Readonly<Record<string, unknown>>): void
  error(message: string, details?: Readonly<Record<string, unknown>>): void
}
export const Logger = Symbol.for('tablo.Logger')
