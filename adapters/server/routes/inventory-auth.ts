import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Account } from '../../../core/session/account'
import type { AccountService } from '../../../core/session/account.service'
import { bearerToken, sendDomainError } from '../reply'

/**
 * R-ROLE-01: calls under /api/v1/public/ need no token; every other inventory read needs a valid bearer token,
 * else 401 with 'Unauthorized' (no token) or 'Token verification error' (a token that is not valid).
 * Undefined means the refusal was sent.
 */
export const requireAccount = async (
  accounts: AccountService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Account | undefined> => {
  const result = await accounts.authenticate(bearerToken(request))
  if (result.ok) return result.value
  void sendDomainError(reply, result.error)
  return undefined
}
