import { Result, Schema } from 'effect'
import type { FieldErrors } from './domain-error'
import type { Result as Outcome } from './result'

/**
 * A decoder turns unknown wire data into a domain value or a readable failure. Adapters decode every
 * request and response with one (house style 9); the wire contracts in core build them from effect Schemas.
 */
export type Decoder<A> = (input: unknown) => Outcome<A, DecodeFailure>

export interface DecodeFailure {
  /** A readable summary, in Russian. */
  readonly message: string
  /** Per field: 'required', 'wrong format', 'unknown field', or the message of a failed check. */
  readonly errors: FieldErrors
}

type Issue = {
  readonly _tag: string
  readonly path?: ReadonlyArray<PropertyKey>
  readonly issues?: ReadonlyArray<Issue>
  readonly issue?: Issue
  readonly filter?: { readonly annotations?: { readonly message?: unknown } }
}

const codeOf = (issue: Issue, inherited: string | undefined): string | undefined => {
  switch (issue._tag) {
    case 'MissingKey':
      return 'required'
    case 'UnexpectedKey':
      return 'unknown field'
    case 'InvalidType':
      return 'wrong format'
    case 'InvalidValue':
      return inherited ?? 'wrong format'
    case 'AnyOf': // a value none of the members took (a literal outside Schema.Literals' list)
      return 'wrong format'
    default:
      return undefined
  }
}

/** Flattens an effect Schema issue tree into field -> code; the first issue of a field wins. */
export const fieldErrorsOf = (root: unknown): FieldErrors => {
  const out: Record<string, string> = {}
  const walk = (issue: Issue, path: readonly PropertyKey[], message: string | undefined): void => {
    const here = issue.path ? [...path, ...issue.path] : path
    const filterMessage =
      typeof issue.filter?.annotations?.message === 'string' ? issue.filter.annotations.message : message
    if (issue.issues && issue.issues.length > 0)
      for (const child of issue.issues) walk(child, here, filterMessage)
    else if (issue.issue) walk(issue.issue, here, filterMessage)
    else {
      const code = codeOf(issue, filterMessage)
      const field = here.length === 0 ? '_' : here.map(String).join('.')
      if (code !== undefined && out[field] === undefined) out[field] = code
    }
  }
  walk(root as Issue, [], undefined)
  return out
}

/**
 * Builds a decoder from a Schema. Unknown fields are refused (bad input changes nothing), every issue is
 * collected so a form can show them all at once.
 */
export const decoderOf = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  options: { allowUnknown?: boolean } = {},
) => {
  const decode = Schema.decodeUnknownResult(schema, {
    errors: 'all',
    onExcessProperty: options.allowUnknown ? 'ignore' : 'error',
  })
  return (input: unknown): Outcome<S['Type'], DecodeFailure> => {
    const result = decode(input)
    if (Result.isSuccess(result)) return { ok: true, value: result.success }
    const errors = fieldErrorsOf(result.failure.issue)
    return { ok: false, error: { message: 'Некорректные данные', errors } }
  }
}

/**
 * Checks the input with a decoder and answers the input itself when it passes, every key kept: for wire entities
 * (a campaign) whose schema checks the fields a screen relies on while the screens read more of it. Only for
 * schemas without transformations (the checked value must be the input).
 */
export const checkedBy =
  <A>(decoder: Decoder<A>): Decoder<A> =>
  (input) => {
    const decoded = decoder(input)
    return decoded.ok ? { ok: true, value: input as A } : decoded
  }
