/** Where the API is: '' for the same origin in the browser, a full URL for the CLI. */
export interface HttpSettings {
  readonly baseUrl: string
}
export const HttpSettings = Symbol.for('tablo.HttpSettings')
