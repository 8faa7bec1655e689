import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  execute,
  GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql'
import { Schema } from 'effect'
import { LRUCache } from 'lru-cache'
import { decoderOf } from '../../../core/shared/decoder'
import type { AccountService } from '../../../core/session/account.service'
import { authMessage } from '../../../core/session/auth.errors'
import type { Logger } from '../../../core/ports/logger.port'
import type { InventoryReads } from '../../../core/inventory/inventory-reads.port'
import type { ShelterReads } from '../../../core/inventory/shelter-reads.port'
import { bearerToken } from '../reply'
import { PreparedJson, sendPrepared } from '../compression'
import type { ExportDesk } from '../../jobs/export-desk'
import { AnswerCache } from './answer-cache'
import { MAX_DEPTH, MAX_FIELDS, queryShape } from './query-shape'
import { CompiledQueries, schemaWithResolvers } from './compiled-queries'
import { DirectAnswers } from './direct-answer'
import { inventoryResolvers } from './inventory.resolvers'
import { inventorySchema } from './inventory.schema'
import { queryNeedsToken } from '../../../core/inventory/inventory-calls'
import type { PricingReferenceData } from '../../../core/pricing/reference/pricing-reference.schema'

export const GRAPHQL_PATH = '/api/graphql'
/** Large enough for a spreadsheet upload in base64 (transitShelterSpacesByExcel). */
export const GRAPHQL_BODY_LIMIT = 8 * 1024 * 1024
const MAX_QUERY_LENGTH = 20_000
/** Aliases could repeat a whole-city read many times in one request: at most this many root fields. */
const MAX_ROOT_FIELDS = 12
/** Root fields whose answers depend only on the request, the caller being anonymous or not, and the holds. */
const KEPT_ROOT_FIELDS = new Set(['getTransitShelterSpacesByPeriod', 'transitShelterSpaces'])

const GraphQLRequest = Schema.Struct({
  query: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: 'required' }),
      Schema.isMaxLength(MAX_QUERY_LENGTH, { message: 'wrong format' }),
    ),
  ),
  variables: Schema.optionalKey(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
  operationName: Schema.optionalKey(
    Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(200, { message: 'wrong format' })))),
  ),
})
const decodeRequest = decoderOf(GraphQLRequest)

/** GraphQL failures keep the envelope's spirit: `message` on top, the GraphQL `errors` list beside it. */
const fail = (reply: FastifyReply, status: number, message: string, errors: FieldErrorsLike = {}) =>
  reply.code(status).send({ message, errors: [{ message, extensions: { errors } }] })
type FieldErrorsLike = Readonly<Record<string, string>>

const rootFields = (
  document: DocumentNode,
  operationName: string | null | undefined,
): string[] | undefined => {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0]
  if (!operation) return undefined
  return operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '…'))
}

/** How many query texts are kept parsed and validated: the cabinet and the public pages ask a few dozen. */
const KEPT_QUERY_TEXTS = 256

interface CheckedQuery {
  readonly document: DocumentNode
  readonly validation: readonly GraphQLError[]
}

/** A query text parsed (tokens bounded) and validated; the parser's refusal, or false for another failure. */
const checkQuery = (query: string): CheckedQuery | GraphQLError | false => {
  try {
    const document = parse(query, { maxTokens: 2000 })
    return { document, validation: validate(inventorySchema, document) }
  } catch (cause) {
    return cause instanceof GraphQLError ? cause : false
  }
}

/** POST /api/graphql: the inventory reads of pricing §7 (R-API-29..33). */
export const graphqlRoute = (
  app: FastifyInstance,
  repo: InventoryReads,
  shelters: ShelterReads,
  exports: ExportDesk,
  accounts: AccountService,
  logger: Logger,
  pricing: () => Promise<PricingReferenceData>,
): void => {
  const kept = new AnswerCache<PreparedJson>()
  /**
   * Each query text parsed and validated once (issue 51: the whole-city read asks the same text every time, and
   * validating it was a tenth of the read's time): a document and its validation depend on the text and the
   * schema alone, not on the variables, the caller or the data.
   */
  const checkedQueries = new LRUCache<string, CheckedQuery | GraphQLError | false>({ max: KEPT_QUERY_TEXTS })
  const checkedQuery = (query: string): CheckedQuery | GraphQLError | undefined => {
    let checked = checkedQueries.get(query)
    if (checked === undefined) {
      checked = checkQuery(query)
      checkedQueries.set(query, checked)
    }
    return checked || undefined
  }
  const compiledQueries = new CompiledQueries(schemaWithResolvers(inventorySchema, inventoryResolvers))
  const directAnswers = new DirectAnswers(inventorySchema, inventoryResolvers, KEPT_ROOT_FIELDS)
  /** A written answer's prepared form, by its bytes object while it lives (direct-answer.ts gives it again). */
  const preparedBytes = new WeakMap<Buffer, PreparedJson>()
  app.post(GRAPHQL_PATH, { bodyLimit: GRAPHQL_BODY_LIMIT }, async (request, reply) => {
    const decoded = decodeRequest(request.body ?? {})
    if (!decoded.ok) return fail(reply, 400, 'Некорректный запрос GraphQL', decoded.error.errors)
    const { query, variables, operationName } = decoded.value
    const checked = checkedQuery(query)
    if (checked instanceof GraphQLError || checked === undefined)
      return fail(reply, 400, checked?.message ?? 'Некорректный запрос GraphQL', { query: 'wrong format' })
    const { document, validation } = checked
    if (validation.length > 0)
      return reply.code(400).send({
        message: validation[0]?.message,
        errors: validation.map((e) => e.toJSON()),
      })
    const fields = rootFields(document, operationName)
    if (!fields) return fail(reply, 400, 'Нет такой операции', { operationName: 'wrong format' })
    if (fields.length > MAX_ROOT_FIELDS)
      return fail(reply, 400, 'Слишком много полей в запросе', { query: 'wrong format' })
    // Depth and size are bounded before anything runs (the parser already bounds the tokens).
    const shape = queryShape(document)
    if (shape.depth > MAX_DEPTH) return fail(reply, 400, 'Слишком глубокий запрос', { query: 'wrong format' })
    if (shape.fields > MAX_FIELDS)
      return fail(reply, 400, 'Слишком много полей в запросе', { query: 'wrong format' })

    // R-ROLE-01: metro lines and stations, districts, formats and documents are public; the rest needs a token.
    const token = bearerToken(request)
    const needsToken = queryNeedsToken(fields)
    if (token !== undefined || needsToken) {
      const account = await accounts.authenticate(token)
      // The envelope's `message` is the wire word the client acts on (R-API-04: 'Unauthorized', 'Token
      // verification error'); the GraphQL error a person reads says the same in Russian.
      if (!account.ok)
        return reply.code(401).send({
          message: account.error.code,
          errors: [
            {
              message: authMessage(account.error.code),
              extensions: { code: account.error.code, errors: {} },
            },
          ],
        })
    }

    const contextValue = { repo, shelters, exports, anonymous: token === undefined, pricing }
    const shelterReads = fields.every((f) => KEPT_ROOT_FIELDS.has(f))
    const answer = async (): Promise<PreparedJson> => {
      const shapeKey = JSON.stringify([query, operationName ?? null])
      // The shelter reads write their JSON straight from the sides; the other reads run compiled. Either way,
      // if anything went wrong graphql-js runs it again and its errors, which the rest of this handler reads,
      // are the answer (errors are rare; their shape stays one).
      const direct = shelterReads
        ? await directAnswers.answer(
            shapeKey,
            document,
            operationName ?? undefined,
            variables ?? {},
            contextValue,
          )
        : undefined
      if (direct !== undefined) {
        if (typeof direct === 'string') return new PreparedJson(200, direct)
        // The same bytes object as a call before (the whole city unchanged): its compressed forms are kept.
        let prepared = preparedBytes.get(direct)
        if (!prepared) {
          prepared = new PreparedJson(200, direct)
          preparedBytes.set(direct, prepared)
        }
        return prepared
      }
      const compiled = compiledQueries.of(shapeKey, document, operationName ?? undefined)
      if (compiled) {
        const fast = await compiled.query(undefined, contextValue, variables ?? {})
        if (!fast.errors?.length) return new PreparedJson(200, compiled.stringify({ data: fast.data }))
      }
      const result = (await execute({
        schema: inventorySchema,
        document,
        rootValue: inventoryResolvers,
        contextValue,
        variableValues: variables ?? undefined,
        operationName: operationName ?? undefined,
      })) as ExecutionResult
      const errors = result.errors ?? []
      // A fault of ours (not a refusal of the input, not a variable the schema refused) goes to the app's error
      // handler like any route's: logged and a 500, or a Russian 503 while the database is away (issue #53).
      const fault = errors.find(
        (e) => e.originalError !== undefined && !(e.originalError instanceof GraphQLError),
      )
      if (fault) {
        logger.warn('graphql fault', { error: fault.message, stack: fault.originalError?.stack })
        throw fault.originalError
      }
      if (errors.length > 0) {
        const first = errors[0]
        const fieldErrors = (first?.extensions?.errors as FieldErrorsLike | undefined) ?? {
          variables: 'wrong format',
        }
        return PreparedJson.of(400, {
          message: first?.message,
          errors: errors.map((e) => ({ ...e.toJSON(), extensions: { errors: fieldErrors } })),
          data: result.data ?? null,
        })
      }
      return PreparedJson.of(200, { data: result.data })
    }
    // The shelter reads (the whole city is megabytes) are kept while the holds stand; the rest is computed.
    const prepared = shelterReads
      ? await kept.get(
          JSON.stringify([query, variables ?? null, operationName ?? null, token === undefined]),
          `${await shelters.holdsGeneration()}|${await shelters.tariffsGeneration()}`,
          answer,
          (a) => a.status === 200,
        )
      : await answer()
    return sendPrepared(request, reply, prepared)
  })
}
