import {
  GraphQLObjectType,
  GraphQLSchema,
  type DocumentNode,
  type GraphQLFieldConfigMap,
  type GraphQLResolveInfo,
} from 'graphql'
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit'

type RootResolvers = Readonly<
  Record<string, (args: never, context: never, info: GraphQLResolveInfo) => unknown>
>

/** The schema with each root field resolved by its root resolver, as the compiler needs them (not a root value). */
export const schemaWithResolvers = (schema: GraphQLSchema, resolvers: RootResolvers): GraphQLSchema => {
  const config = schema.toConfig()
  const query = schema.getQueryType()
  if (!query) return schema
  const fields: GraphQLFieldConfigMap<unknown, unknown> = {}
  for (const [name, field] of Object.entries(query.toConfig().fields)) {
    const resolve = resolvers[name]
    fields[name] = resolve
      ? {
          ...field,
          resolve: (_root, args, context, info) => resolve(args as never, context as never, info),
        }
      : field
  }
  const queryType = new GraphQLObjectType({ ...query.toConfig(), fields })
  return new GraphQLSchema({
    ...config,
    query: queryType,
    types: config.types.map((t) => (t.name === query.name ? queryType : t)),
  })
}

/** How many compiled queries are kept: the cabinet asks a few dozen shapes; a stranger's variety is not kept. */
const KEPT = 200

/**
 * GraphQL queries compiled to JavaScript (graphql-jit) and kept by their text: the execution and the answer's
 * JSON are a plain function of the data, several times faster than interpreting the query on every request
 * (the whole city's 16 828 sides are where it shows). A query the compiler cannot take is left to graphql-js.
 */
export class CompiledQueries {
  private readonly kept = new Map<string, CompiledQuery | undefined>()

  constructor(private readonly schema: GraphQLSchema) {}

  of(key: string, document: DocumentNode, operationName: string | undefined): CompiledQuery | undefined {
    if (this.kept.has(key)) return this.kept.get(key)
    const compiled = compileQuery(this.schema, document, operationName)
    const usable = isCompiledQuery(compiled) ? compiled : undefined
    if (this.kept.size >= KEPT) this.kept.delete(this.kept.keys().next().value as string)
    this.kept.set(key, usable)
    return usable
  }
}
