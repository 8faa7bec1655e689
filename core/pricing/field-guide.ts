import type { Schema } from 'effect'
import { fieldMessage } from '../shared/field-messages'
import { NUMBER_RULE, type NumberRule } from '../shared/number-rule'

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
interface CheckAnnotations {
  readonly message?: unknown
  readonly description?: unknown
  readonly default?: unknown
  readonly [NUMBER_RULE]?: NumberRule
}
interface Node {
  readonly _tag: string
  readonly annotations?: { readonly default?: unknown; readonly message?: unknown } | undefined
  readonly checks?: readonly { readonly annotations?: CheckAnnotations }[] | undefined
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

/** A check's own Russian description (a numeric rule's), or its code said by the message catalogue. */
const expectsOf = (node: Node): string[] =>
  (node.checks ?? []).flatMap((c) => {
    const { description, message } = c.annotations ?? {}
    if (typeof description === 'string') return [description]
    return typeof message === 'string' ? [fieldMessage(message)] : []
  })

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

/** The node a path names ('stops.0.side', 'numberOfHitsSchedule.3.numberOfHits'), through objects and arrays. */
const nodeAt = (node: Node | undefined, keys: readonly string[]): Node | undefined => {
  if (!node || keys.length === 0) return node
  const [key, ...rest] = keys
  if (node._tag === 'Objects')
    return nodeAt(node.propertySignatures?.find((p) => String(p.name) === key)?.type, rest)
  if (node._tag === 'Arrays' && /^\d+$/.test(key ?? ''))
    return nodeAt(node.rest?.[0] ?? node.elements?.[0], rest)
  return undefined
}

/** The numeric rule a schema checks the field at a path by (number-rule.ts), if it is declared by one. */
export const ruleAt = (schema: Schema.Top, path: string): NumberRule | undefined =>
  nodeAt(schema.ast as unknown as Node, path === '' ? [] : path.split('.'))?.checks?.find(
    (c) => c.annotations?.[NUMBER_RULE] !== undefined,
  )?.annotations?.[NUMBER_RULE]
