import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql'

/** How deep a query may nest fields: the deepest read of the schema (a metro line's station's platform's …) is 4. */
export const MAX_DEPTH = 8
/** How many fields a query may ask for in all (fragments counted where they are spread). */
export const MAX_FIELDS = 300

export interface QueryShape {
  /** The deepest field's level, the root fields being 1. */
  readonly depth: number
  /** Every field asked for, fragments counted where spread. */
  readonly fields: number
}

/**
 * The shape of a validated query's operations (the validation has refused fragment cycles already): what its
 * depth and size cost the server, measured before anything runs. Counting stops past the limits.
 */
export const queryShape = (document: DocumentNode): QueryShape => {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  let fields = 0
  const walk = (set: SelectionSetNode | undefined, level: number): number => {
    if (!set || fields > MAX_FIELDS || level > MAX_DEPTH + 1) return level - 1
    let deepest = level - 1
    for (const selection of set.selections) {
      if (fields > MAX_FIELDS) break
      if (selection.kind === Kind.FIELD) {
        fields++
        deepest = Math.max(deepest, selection.selectionSet ? walk(selection.selectionSet, level + 1) : level)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, walk(selection.selectionSet, level))
      } else {
        deepest = Math.max(deepest, walk(fragments.get(selection.name.value)?.selectionSet, level))
      }
    }
    return deepest
  }
  let depth = 0
  for (const d of document.definitions)
    if (d.kind === Kind.OPERATION_DEFINITION) depth = Math.max(depth, walk(d.selectionSet, 1))
  return { depth, fields }
}
