import type { FaceFacts } from '../../map/face-card'
import { canRedo, canUndo, record, redo, undo, type History } from '../../map/selection-history'
import { placeStops, type PlaceStop } from '../../map/shelter-selection'
import { buildStopIndex, searchStops, type StopIndex } from '../../map/stop-search'
import { fieldOf, withField } from '../../pricing/selection/calculator-form'
import type { FormInput } from '../../pricing/selection/form-input'
import type { MapStop } from '../../pricing/selection/shelter-map'
import { StateStore } from '../../shared/store'

/** The radii offered at a press (metres); any other is typed. */
export const RADII = [250, 500, 1000] as const
export const MIN_RADIUS = 50
export const MAX_RADIUS = 5000
export const RADIUS_REFUSED = `Радиус — целое число метров от ${MIN_RADIUS} до 5 000.`

export interface ShelterSelectionState {
  /** The calculation's chosen sides (the field's value as it stood) after each step, for undo and redo. */
  readonly history: History<unknown>
  readonly canUndo: boolean
  readonly canRedo: boolean
  /** What is typed in the stop search, and the stops it finds, best first. */
  readonly query: string
  readonly found: readonly PlaceStop[]
  /** The stop chosen from the search: the map centres on it and draws the radius around it. */
  readonly place: PlaceStop | undefined
  readonly radius: number
  /** Why the radius typed was not taken, in Russian; the radius before it stays. */
  readonly radiusError: string | undefined
}

/**
 * One selection on the transit-shelter picker (issue #50 item 3): every step the list, the map, the basket and
 * the place tools make to the calculation's chosen sides passes through `apply`, which keeps the value before it,
 * so a step can be undone and redone (50 deep). The value kept is the field's own (compared by reference, never
 * copied: a whole city is 16,000 sides and a press repaints within a frame). A change made elsewhere (a draft
 * read back) is taken as it stands at the next step. It also keeps the place the radius is drawn around, found
 * by the core's Russian-aware stop search over the city's stops.
 */
export class ShelterSelectionStore extends StateStore<ShelterSelectionState> {
  private index: { readonly of: readonly MapStop[]; readonly index: StopIndex<PlaceStop> } | undefined

  constructor() {
    super({
      history: { chosen: undefined, past: [], future: [] },
      canUndo: false,
      canRedo: false,
      query: '',
      found: [],
      place: undefined,
      radius: 500,
      radiusError: undefined,
    })
  }

  private keep(history: History<unknown>): void {
    this.set({ ...this.getSnapshot(), history, canUndo: canUndo(history), canRedo: canRedo(history) })
  }

  /** The input after `change`, the field's value before it kept as a step to undo (a change of nothing is none). */
  apply(current: FormInput, field: string, change: (current: FormInput) => FormInput): FormInput {
    const next = change(current)
    const before = fieldOf(current, field)
    const after = fieldOf(next, field)
    if (before !== after) this.keep(record({ ...this.getSnapshot().history, chosen: before }, after))
    return next
  }

  /** The input with the chosen sides before the last step; nothing to undo: as it is. */
  undo(current: FormInput, field: string): FormInput {
    return this.travel(current, field, undo)
  }

  /** The input with the step last undone made again; nothing undone: as it is. */
  redo(current: FormInput, field: string): FormInput {
    return this.travel(current, field, redo)
  }

  private travel(
    current: FormInput,
    field: string,
    go: (history: History<unknown>) => History<unknown>,
  ): FormInput {
    const now = { ...this.getSnapshot().history, chosen: fieldOf(current, field) }
    const moved = go(now)
    if (moved === now) return current
    this.keep(moved)
    return withField(current, field, moved.chosen)
  }

  /**
   * The stops whose name or address match what is typed (stop-search.ts), over the map's stops; the index is
   * built at the first search over a set of stops and kept while the stops stay the same.
   */
  search(query: string, stops: readonly MapStop[], facts: ReadonlyMap<string, FaceFacts>): void {
    if (this.index?.of !== stops) this.index = { of: stops, index: buildStopIndex(placeStops(stops, facts)) }
    this.set({ ...this.getSnapshot(), query, found: searchStops(this.index.index, query) })
  }

  /** The stop chosen from what the search found (by id); null or unknown: no place. */
  choose(id: string | null): void {
    const place = id === null ? undefined : this.getSnapshot().found.find((s) => s.id === id)
    this.set({ ...this.getSnapshot(), place })
  }

  /** A radius pressed or typed, in whole metres from 50 to 5,000; anything else is refused and changes nothing. */
  setRadius(metres: number): void {
    const s = this.getSnapshot()
    if (!Number.isInteger(metres) || metres < MIN_RADIUS || metres > MAX_RADIUS)
      this.set({ ...s, radiusError: RADIUS_REFUSED })
    else this.set({ ...s, radius: metres, radiusError: undefined })
  }
}
