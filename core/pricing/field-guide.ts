import type { Schema } from 'effect'
import { fieldMessage } from '../shared/field-messages'

/** One field of a calculation input as a person reads it: where it sits, whether it may be left out, and why. */
export interface FieldGuideEntry {
  /** 'videoTiming', 'numberOfHitsSchedule[].date'. */
  readonly path: string
  readonly required: boolean
  /** 'число', 'строка', 'да/нет', 'список', 'объект', or the literal values allowed. */
  readonly kind: string
  /** What the field's checks expect, in Russian (bounds, steps, allowed values). */
  readonly expects: readonly string[]
  /** The value priced when the field is left out (the schema's `default` annotation). */
  readonly default?: unknown
}

/** The parts of effect's schema AST the guide reads (kept structural: the AST's own types are deep). */
interface Node {
  readonly _tag: string
  readonly annotations?: { readonly default?: unknown; readonly message?: unknown } | undefined
  readonly checks?:
    | readonly { readonly annotations?: { readonly message?: unknown; readonly default?: unknown } }[]
    | undefined
  readonly context?: { readonly isOptional?: boolean } | undefined
  readonly propertySignatures?: readonly { readonly name: PropertyKey; readonly type: Node }[]
  readonly rest?: readonly Node[]
  readonly elements?: readonly Node[]
  readonly types?: readonly Node[]
  readonly literal?: unknown
}

const KINDS: Readonly<Record<string, string>> = {
  Number: 'число',
  String: 'строка',
  Boolean: 'да/нет',
  Objects: 'объект',
  Arrays: 'список',
}

const kindOf = (node: Node): string => {
  if (node._tag === 'Literal') return JSON.stringify(node.literal)
  if (node._tag === 'Union') return (node.types ?? []).map(kindOf).join(' | ')
  return KINDS[node._tag] ?? 'значение'
}

const expectsOf = (node: Node): string[] =>
  (node.checks ?? [])
    .map((c) => c.annotations?.message)
    .filter((m): m is string => typeof m === 'string')
    .map(fieldMessage)

const walk = (node: Node, path: string, required: boolean, out: FieldGuideEntry[]): void => {
  if (path !== '') {
    // effect puts an annotation of a checked schema on its last check.
    const dflt =
      node.annotations?.default ??
      (node.checks ?? []).find((c) => c.annotations?.default !== undefined)?.annotations?.default
    out.push({
      path,
      required: required && dflt === undefined,
      kind: kindOf(node),
      expects: expectsOf(node),
      ...(dflt === undefined ? {} : { default: dflt }),
    })
  }
  if (node._tag === 'Objects')
    for (const p of node.propertySignatures ?? [])
      walk(
        p.type,
        path === '' ? String(p.name) : `${path}.${String(p.name)}`,
        !p.type.context?.isOptional,
        out,
      )
  if (node._tag === 'Arrays') {
    const element = node.rest?.[0] ?? node.elements?.[0]
    if (element && (element._tag === 'Objects' || (element.checks ?? []).length > 0))
      walk(element, `${path}[]`, true, out)
  }
}

/** Every field of a calculator's input schema, in the schema's order (the CLI's per-place help). */
export const fieldGuide = (schema: Schema.Top): FieldGuideEntry[] => {
  const out: FieldGuideEntry[] = []
  walk(schema.ast as unknown as Node, '', true, out)
  return out
}
