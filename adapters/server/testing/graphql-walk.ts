import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql'

/** Values that the inventory accepts, by argument or input field name; anything else gets a small plain value. */
const KNOWN: Readonly<Record<string, unknown>> = {
  startDate: '2027-01-01',
  endDate: '2027-01-31',
  product: 'metroMonitors',
  productName: 'metroMonitors',
  documentId: 'doc-metroMonitors-tariffs',
  type: 'transitShelter',
  side: 'a',
  limit: 3,
  offset: 0,
  level: 1,
}

const inputValue = (name: string, type: GraphQLInputType, depth: number): unknown => {
  if (isNonNullType(type)) return inputValue(name, type.ofType, depth)
  if (isListType(type)) return depth > 3 ? [] : [inputValue(name, type.ofType as GraphQLInputType, depth + 1)]
  if (name in KNOWN) return KNOWN[name]
  if (isEnumType(type)) return type.getValues()[0]?.value
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {}
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type) || field.name in KNOWN)
        out[field.name] = inputValue(field.name, field.type, depth + 1)
    return out
  }
  if (isScalarType(type))
    switch (type.name) {
      case 'Int':
        return 1
      case 'Float':
        return 1.5
      case 'Boolean':
        return false
      default:
        return 'x'
    }
  return null
}

const argumentsOf = (
  args: readonly GraphQLArgument[],
): { text: string; variables: Record<string, unknown> } => {
  const wanted = args.filter((a) => isNonNullType(a.type) || a.name in KNOWN)
  if (wanted.length === 0) return { text: '', variables: {} }
  const variables = Object.fromEntries(wanted.map((a) => [a.name, inputValue(a.name, a.type, 0)]))
  return { text: `(${wanted.map((a) => `${a.name}: $${a.name}`).join(', ')})`, variables }
}

/** Every field of an object type and of the object types below it, to a bounded depth. */
const selection = (type: GraphQLObjectType, depth: number): string => {
  const parts: string[] = []
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type))) continue
    const named = getNamedType(field.type)
    if (isObjectType(named)) {
      if (depth >= 4) continue
      parts.push(`${field.name} { ${selection(named, depth + 1)} }`)
    } else parts.push(field.name)
  }
  return parts.length > 0 ? parts.join(' ') : '__typename'
}

export interface WalkQuery {
  readonly rootField: string
  readonly query: string
  readonly variables: Record<string, unknown>
}

/**
 * From the schema itself, one query per root field of Query selecting every field of every type it reaches
 * (depth ≤ 4), with its required arguments (and the paging ones) filled with small values the inventory takes.
 */
export const walkQueries = (schema: GraphQLSchema): WalkQuery[] => {
  const root = schema.getQueryType()
  if (!root) return []
  return Object.values(root.getFields()).map((field) => {
    const { text, variables } = argumentsOf(field.args)
    const declared = field.args
      .filter((a) => a.name in variables)
      .map((a) => `$${a.name}: ${a.type.toString()}`)
      .join(', ')
    const named = getNamedType(field.type)
    const body = isObjectType(named) ? ` { ${selection(named, 1)} }` : ''
    return {
      rootField: field.name,
      query: `query Walk${declared ? `(${declared})` : ''} { ${field.name}${text}${body} }`,
      variables,
    }
  })
}
