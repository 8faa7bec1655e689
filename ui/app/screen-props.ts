/** What every screen gets from the router: the path's parameters and the query (the core's decision). */
export interface ScreenProps {
  readonly params: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string>>
}
