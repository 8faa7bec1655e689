import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Decoder } from '../../core/shared/decoder'
import { invalidInputMessage } from '../../core/shared/common-errors'
import type { FieldErrors } from '../../core/shared/domain-error'
import type { Account } from '../../core/session/account'
import type { AccountService } from '../../core/session/account.service'
import { AUTH_CODES, type AuthCode } from '../../core/session/auth.errors'
import type { Refusal } from '../../core/shared/refusal'
import { PRICED_BY_MANAGER } from '../../core/pricing/place-calculator'
import type { PricingRefusalCode } from '../../core/pricing/pricing-refusal'

/**
 * The wire conventions (RULES.md decision 12): `{data}` on success; `{message, errors}` with a 4xx status on
 * a failure of the caller, 5xx only for faults of the server itself.
 */
export const sendData = (reply: FastifyReply, data: unknown, status = 200): FastifyReply =>
  reply.code(status).send({ data })

export const sendFailure = (
  reply: FastifyReply,
  status: number,
  message: string,
  errors: FieldErrors = {},
): FastifyReply => reply.code(status).send({ message, errors })

/**
 * The HTTP status of every code a use case refuses with (issue #17: the one table at the edge; no use case holds a
 * status). The type makes it name every refusal, pricing refusal (core/pricing/pricing-refusal.ts) and sign-in code;
 * a code from elsewhere is a bad request.
 */
const STATUS: Readonly<Record<PricingRefusalCode | AuthCode | 'already in use', number>> = {
  'invalid input': 400,
  expired: 400,
  'too large': 400,
  [AUTH_CODES.captchaInvalid]: 400,
  [AUTH_CODES.restoreConfirmFailed]: 400,
  [AUTH_CODES.wrongCredentials]: 401,
  [AUTH_CODES.unauthorized]: 401,
  [AUTH_CODES.tokenVerification]: 401,
  'unknown screen': 401,
  forbidden: 403,
  [AUTH_CODES.notActive]: 403,
  [AUTH_CODES.notConfirmed]: 403,
  'campaign not found': 404,
  'not found': 404,
  [AUTH_CODES.advertiserNotFound]: 404,
  [PRICED_BY_MANAGER]: 422,
  'wrong state': 409,
  'already done': 409,
  'already in use': 409,
  'booking conflict': 409,
  changed: 409,
  'limit reached': 409,
  [AUTH_CODES.emailInUse]: 409,
  [AUTH_CODES.restoreLinkInactive]: 410,
  [AUTH_CODES.confirmLinkInactive]: 410,
}
export const statusOf = (code: string): number => (STATUS as Readonly<Record<string, number>>)[code] ?? 400

/** A refused call: its code's status, the message, field codes and extra fields (a booking conflict's sides). */
export const sendRefusal = (reply: FastifyReply, refused: Refusal): FastifyReply =>
  reply
    .code(statusOf(refused.code))
    .send({ message: refused.message, errors: refused.errors, ...refused.extra })

export const sendDomainError = (
  reply: FastifyReply,
  error: {
    readonly code: string
    readonly message?: string
    readonly field?: string
    readonly errors?: FieldErrors
  },
): FastifyReply =>
  sendFailure(
    reply,
    statusOf(error.code),
    error.message ?? error.code,
    error.errors ?? (error.field ? { [error.field]: 'wrong format' } : {}),
  )

/** The signed-in account of the request, or undefined after answering 401 (R-API-04, R-API-05). */
export const signedIn = async (
  accounts: AccountService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Account | undefined> => {
  const result = await accounts.authenticate(bearerToken(request))
  if (result.ok) return result.value
  void sendDomainError(reply, result.error)
  return undefined
}

/** Sends a use case's outcome: its value as data, or its domain error. */
export const sendResult = <A>(
  reply: FastifyReply,
  result:
    { ok: true; value: A } | { ok: false; error: { code: string; message?: string; errors?: FieldErrors } },
  status = 200,
): FastifyReply => (result.ok ? sendData(reply, result.value, status) : sendDomainError(reply, result.error))

export { invalidInputMessage }

/** Decodes the body or answers 400 with the field codes; undefined means the reply was sent. */
export const decodeBody = <A>(
  request: FastifyRequest,
  reply: FastifyReply,
  decoder: Decoder<A>,
): A | undefined => {
  const decoded = decoder(request.body ?? {})
  if (decoded.ok) return decoded.value
  void sendFailure(reply, 400, invalidInputMessage(decoded.error.errors), decoded.error.errors)
  return undefined
}

/** The bearer token of the request (R-API-01), if any. */
export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization
  if (typeof header !== 'string') return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  return match?.[1]
}
