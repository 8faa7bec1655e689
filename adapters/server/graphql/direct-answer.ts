import {
  getArgumentValues,
  getVariableValues,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql'
import { LRUCache } from 'lru-cache'

/** What a root resolver reads of the query besides its arguments: the field as asked (its selections). */
export interface FieldAsked {
  readonly fieldNodes: readonly FieldNode[]
}

type RootResolver = (args: Record<string, unknown>, context: never, info: FieldAsked) => unknown

/**
 * JSON as text, or as UTF-8 bytes once it holds an object's: a side's JSON is kept as bytes, so the whole city is
 * copied together byte by byte rather than joined as text and then encoded (most of a whole-city read's time).
 */
type Json = string | Buffer

/** A value's JSON as the query selects it, or undefined when graphql-js must answer (a null where none may be). */
type Writer = (value: unknown) => Json | undefined

const bytesOf = (json: Json): Buffer => (typeof json === 'string' ? Buffer.from(json) : json)

/**
 * Pieces of JSON put together, between `open` and `close` and apart by `separator` if given: text while every
 * piece is text, else bytes copied once into one buffer (`open` and `close` are ASCII).
 */
const joined = (pieces: readonly Json[], separator = '', open = '', close = ''): Json => {
  if (pieces.every((p) => typeof p === 'string')) return open + pieces.join(separator) + close
  const bytes = pieces.map(bytesOf)
  const between = Buffer.from(separator)
  let length = open.length + close.length + between.length * Math.max(0, bytes.length - 1)
  for (const b of bytes) length += b.length
  const out = Buffer.allocUnsafe(length)
  let at = out.write(open)
  for (let i = 0; i < bytes.length; i++) {
    if (i > 0) at += between.copy(out, at)
    at += bytes[i]!.copy(out, at)
  }
  out.write(close, at)
  return out
}

/**
 * `joined` that gives the very JSON of last time when every piece is the one of last time (the same text, the
 * same bytes object): an answer around the whole city's unchanged list is then the same bytes object, whose
 * compressed forms the route keeps (issue 51).
 */
const joinedAgain = (): ((pieces: readonly Json[], open: string, close: string) => Json) => {
  let last: { readonly pieces: readonly Json[]; readonly json: Json } | undefined
  return (pieces, open, close) => {
    if (last && sameItems(last.pieces, pieces)) return last.json
    const json = joined(pieces, '', open, close)
    last = typeof json === 'string' ? undefined : { pieces, json }
    return json
  }
}

/** Whether two lists hold the same items, by reference, in the same order. */
const sameItems = (a: readonly unknown[], b: readonly unknown[]): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** Leaves are written by their scalar's own serialiser, so Int, Float, String, Boolean and enums read as graphql-js writes them. */
const leafWriter =
  (serialize: (value: unknown) => unknown): Writer =>
  (value) =>
    JSON.stringify(serialize(value))

/**
 * The fields a selection set asks of an object type, by response key in the order graphql-js answers them
 * (first appearance), fragments spread in. Undefined for what this writer does not take: directives
 * (@skip, @include), fragments on other types.
 */
const collectFields = (
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Map<string, FieldNode[]> | undefined => {
  const fields = new Map<string, FieldNode[]>()
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.directives?.length) return false
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value
        fields.set(key, [...(fields.get(key) ?? []), selection])
        return true
      }
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value)
      if (!fragment) return false
      if (fragment.typeCondition && fragment.typeCondition.name.value !== type.name) return false
      return (fragment.directives?.length ?? 0) === 0 && visit(fragment.selectionSet)
    })
  return selectionSets.every(visit) ? fields : undefined
}

/**
 * The writer of a value of `type` as `nodes` select it. Object types are plain data here (every resolver of the
 * inventory schema is a root field's): a field is the property of its name. The JSON of an object in a list is
 * kept (`keep`) for the object while it lives: the whole city's sides are the same objects from one request to the
 * next (the inventory is read once), so their JSON is made once per query shape; a side a campaign holds is a new
 * object. An object inside one (a side's platform) is written into its JSON and not kept apart.
 */
const writerOf = (
  type: GraphQLOutputType,
  nodes: readonly FieldNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  keep = false,
): Writer | undefined => {
  if (isNonNullType(type)) {
    const inner = writerOf(type.ofType, nodes, fragments, keep)
    return inner && ((value) => (value === null || value === undefined ? undefined : inner(value)))
  }
  const nullable =
    (write: Writer): Writer =>
    (value) =>
      value === null || value === undefined ? 'null' : write(value)
  if (isListType(type)) {
    const writeItem = writerOf(type.ofType, nodes, fragments, true)
    if (!writeItem) return undefined
    // The list last written and its JSON: the whole city is the same side objects from one request to the next
    // (the inventory is read once; a side a campaign holds is a new object), so when every item is the one
    // written last time the JSON is that of last time, found by comparing references rather than copying
    // 16,828 sides' bytes again (issue 51: the whole-city read computed).
    let last: { readonly items: readonly unknown[]; readonly json: Json } | undefined
    return nullable((value) => {
      if (!Array.isArray(value)) return undefined
      if (last && sameItems(last.items, value)) return last.json
      const items = new Array<Json>(value.length)
      for (let i = 0; i < value.length; i++) {
        const json = writeItem(value[i])
        if (json === undefined) return undefined
        items[i] = json
      }
      const json = joined(items, ',', '[', ']')
      // Only lists of objects (their items' JSON is kept by object): a list of scalars is cheap to write.
      last = value.length > 0 && typeof value[0] === 'object' ? { items: value, json } : undefined
      return json
    })
  }
  if (isLeafType(type)) return nullable(leafWriter((value) => type.serialize(value)))
  if (!isObjectType(type)) return undefined
  const fields = collectFields(
    type,
    nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : [])),
    fragments,
  )
  if (!fields) return undefined
  const parts: { prefix: string; name: string; write: Writer }[] = []
  for (const [key, asked] of fields) {
    const name = asked[0]!.name.value
    const prefix = `${parts.length === 0 ? '' : ','}${JSON.stringify(key)}:`
    if (name === '__typename') {
      const typename = JSON.stringify(type.name)
      parts.push({ prefix, name, write: () => typename })
      continue
    }
    const field = type.getFields()[name]
    if (!field || field.resolve || asked.some((n) => n.arguments?.length)) return undefined
    const write = writerOf(field.type, asked, fragments)
    if (!write) return undefined
    parts.push({ prefix, name, write })
  }
  const made = keep ? new WeakMap<object, Buffer>() : undefined
  const join = joinedAgain()
  return nullable((value) => {
    if (typeof value !== 'object' || value === null) return undefined
    const kept = made?.get(value)
    if (kept !== undefined) return kept
    const pieces = new Array<Json>(parts.length * 2)
    for (let i = 0; i < parts.length; i++) {
      const { prefix, name, write } = parts[i]!
      const property = (value as Record<string, unknown>)[name]
      if (typeof property === 'function') return undefined
      const part = write(property)
      if (part === undefined) return undefined
      pieces[2 * i] = prefix
      pieces[2 * i + 1] = part
    }
    const json = made ? joined(pieces, '', '{', '}') : join(pieces, '{', '}')
    if (!made) return json
    const bytes = bytesOf(json)
    made.set(value, bytes)
    return bytes
  })
}

/** A query this writer answers: its root fields, each with its resolver and the writer of its value. */
interface Plan {
  readonly operation: OperationDefinitionNode
  readonly roots: readonly {
    readonly key: string
    readonly nodes: readonly FieldNode[]
    readonly resolve: RootResolver
    readonly write: Writer
    readonly args: (variables: Record<string, unknown>) => Record<string, unknown>
  }[]
  /** The answer's pieces joined, the same bytes object again when they are the same. */
  readonly join: (pieces: readonly Json[], open: string, close: string) => Json
}

/** How many query shapes are kept with their sides' JSON: the cabinet's map shape holds 8.4 MB of it. */
const KEPT_SHAPES = 4

/**
 * Read-only inventory queries answered by writing their JSON straight from the resolvers' data, without building
 * the answer's objects (graphql-jit builds 16,828 of them for the whole city and then serialises them). Only
 * the root fields given (reads without side effects: a query that must fall back runs its resolvers again) and
 * only plain answers: anything else (a variable or argument refused, a resolver's refusal, a null where the
 * schema has none) says undefined and graphql-js answers it with its errors, as before.
 */
export class DirectAnswers {
  /** The most recently used shapes, each with its plan, or false for a query this writer does not take. */
  private readonly plans = new LRUCache<string, Plan | false>({ max: KEPT_SHAPES })

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly resolvers: Readonly<Record<string, RootResolver>>,
    private readonly rootFields: ReadonlySet<string>,
  ) {}

  private plan(key: string, document: DocumentNode, operationName: string | undefined): Plan | undefined {
    let kept = this.plans.get(key)
    if (kept === undefined) {
      kept = this.make(document, operationName) ?? false
      this.plans.set(key, kept)
    }
    return kept || undefined
  }

  private make(document: DocumentNode, operationName: string | undefined): Plan | undefined {
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    const operation = operationName
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined
    const queryType = this.schema.getQueryType()
    if (!operation || operation.operation !== 'query' || !queryType || operation.directives?.length)
      return undefined
    const fragments = new Map(
      document.definitions
        .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d] as const),
    )
    const fields = collectFields(queryType, [operation.selectionSet], fragments)
    if (!fields) return undefined
    const roots: Plan['roots'][number][] = []
    for (const [key, nodes] of fields) {
      const name = nodes[0]!.name.value
      const field = queryType.getFields()[name]
      const resolve = this.resolvers[name]
      if (!field || !resolve || !this.rootFields.has(name)) return undefined
      const write = writerOf(field.type, nodes, fragments)
      if (!write) return undefined
      const node = nodes[0]!
      roots.push({
        key,
        nodes,
        resolve,
        write,
        args: (variables) => getArgumentValues(field, node, variables),
      })
    }
    return { operation, roots, join: joinedAgain() }
  }

  /**
   * The answer's JSON (`{"data":{…}}`, as bytes when it holds objects), or undefined when graphql-js must answer.
   * `key` names the query's text and operation (what the plan is kept by).
   */
  async answer(
    key: string,
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown>,
    context: unknown,
  ): Promise<Json | undefined> {
    const plan = this.plan(key, document, operationName)
    if (!plan) return undefined
    const coerced = getVariableValues(this.schema, plan.operation.variableDefinitions ?? [], variables)
    if (coerced.errors) return undefined
    try {
      const values = await Promise.all(
        plan.roots.map((r) => r.resolve(r.args(coerced.coerced), context as never, { fieldNodes: r.nodes })),
      )
      const pieces: Json[] = []
      for (let i = 0; i < plan.roots.length; i++) {
        const root = plan.roots[i]!
        const part = root.write(values[i])
        if (part === undefined) return undefined
        pieces.push(`${i === 0 ? '' : ','}${JSON.stringify(root.key)}:`, part)
      }
      return plan.join(pieces, '{"data":{', '}}')
    } catch {
      // A refusal (InputError) or a fault: graphql-js runs it again and answers with its errors.
      return undefined
    }
  }
}
