/**
 * One selection of faces with its history (issue #50 item 3): the radius, the polygon, the district, the list and
 * the map all add to or take from the same set of face ids, and a person can take a step back (and forward again).
 * Immutable: every step returns a new value and leaves the old one as it was, so a store can keep it as state and a
 * screen can compare by reference.
 */
export interface SelectionHistory {
  /** The face ids chosen now. */
  readonly chosen: ReadonlySet<string>
  /** The earlier selections, the latest last. */
  readonly past: readonly ReadonlySet<string>[]
  /** The selections undone, the next to redo last. */
  readonly future: readonly ReadonlySet<string>[]
}

/** How many steps back a person can go; older steps are forgotten. */
export const HISTORY_DEPTH = 50

export const selectionOf = (ids: Iterable<string> = []): SelectionHistory => ({
  chosen: new Set(ids),
  past: [],
  future: [],
})

/** A new step, unless it changes nothing: a step that changes nothing is not one to undo. */
const step = (history: SelectionHistory, next: Set<string>): SelectionHistory =>
  next.size === history.chosen.size && [...next].every((id) => history.chosen.has(id))
    ? history
    : { chosen: next, past: [...history.past, history.chosen].slice(-HISTORY_DEPTH), future: [] }

/** Adds the faces (by id) to the selection, as one step. */
export const addFaces = (history: SelectionHistory, ids: Iterable<string>): SelectionHistory =>
  step(history, new Set([...history.chosen, ...ids]))

/** Takes the faces (by id) out of the selection, as one step. */
export const removeFaces = (history: SelectionHistory, ids: Iterable<string>): SelectionHistory => {
  const out = new Set(ids)
  return step(history, new Set([...history.chosen].filter((id) => !out.has(id))))
}

/** Empties the selection, as one step (so it can be undone). */
export const clearFaces = (history: SelectionHistory): SelectionHistory => step(history, new Set())

export const canUndo = (history: SelectionHistory): boolean => history.past.length > 0
export const canRedo = (history: SelectionHistory): boolean => history.future.length > 0

/** The selection before the last step; nothing to undo: unchanged. */
export const undo = (history: SelectionHistory): SelectionHistory => {
  const previous = history.past[history.past.length - 1]
  return previous
    ? { chosen: previous, past: history.past.slice(0, -1), future: [...history.future, history.chosen] }
    : history
}

/** The step last undone, again; nothing undone (or a new step since): unchanged. */
export const redo = (history: SelectionHistory): SelectionHistory => {
  const next = history.future[history.future.length - 1]
  return next
    ? {
        chosen: next,
        past: [...history.past, history.chosen].slice(-HISTORY_DEPTH),
        future: history.future.slice(0, -1),
      }
    : history
}
