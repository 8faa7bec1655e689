/**
 * One selection of faces with its history (issue #50 item 3): the radius, the polygon, the district, the list and
 * the map all add to or take from the same set of face ids, and a person can take a step back (and forward again).
 * Immutable: every step returns a new value and leaves the old one as it was, so a store can keep it as state and a
 * screen can compare by reference.
 */
export interface History<T> {
  /** What is chosen now. */
  readonly chosen: T
  /** The earlier selections, the latest last. */
  readonly past: readonly T[]
  /** The selections undone, the next to redo last. */
  readonly future: readonly T[]
}

/** A selection of face ids with its history. */
export type SelectionHistory = History<ReadonlySet<string>>

/** How many steps back a person can go; older steps are forgotten. */
export const HISTORY_DEPTH = 50

export const selectionOf = (ids: Iterable<string> = []): SelectionHistory => ({
  chosen: new Set(ids),
  past: [],
  future: [],
})

/**
 * A new step to `next`, whatever it holds (the caller knows it changed: the transit-shelter picker keeps the
 * calculation's chosen sides as they stand, compared by reference): the current value goes into the past, and
 * what was undone can no longer be redone.
 */
export const record = <T>(history: History<T>, next: T): History<T> => ({
  chosen: next,
  past: [...history.past, history.chosen].slice(-HISTORY_DEPTH),
  future: [],
})

/** A new step, unless it changes nothing: a step that changes nothing is not one to undo. */
const step = (history: SelectionHistory, next: Set<string>): SelectionHistory =>
  next.size === history.chosen.size && [...next].every((id) => history.chosen.has(id))
    ? history
    : record(history, next)

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

export const canUndo = <T>(history: History<T>): boolean => history.past.length > 0
export const canRedo = <T>(history: History<T>): boolean => history.future.length > 0

/** The selection before the last step; nothing to undo: unchanged. */
export const undo = <T>(history: History<T>): History<T> => {
  if (history.past.length === 0) return history
  const previous = history.past[history.past.length - 1] as T
  return { chosen: previous, past: history.past.slice(0, -1), future: [...history.future, history.chosen] }
}

/** The step last undone, again; nothing undone (or a new step since): unchanged. */
export const redo = <T>(history: History<T>): History<T> => {
  if (history.future.length === 0) return history
  return {
    chosen: history.future[history.future.length - 1] as T,
    past: [...history.past, history.chosen].slice(-HISTORY_DEPTH),
    future: history.future.slice(0, -1),
  }
}
