import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Account } from '../../../core/session/account'
import { AccountService } from '../../../core/session/account.service'
import type { Result } from '../../../core/shared/result'
import type { Refusal } from '../../../core/shared/refusal'
import { bearerToken, sendData, sendDomainError, sendRefusal } from '../reply'

/** The account behind the request, or undefined once the 401 has been sent. */
export const signedIn = async (
  accounts: AccountService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Account | undefined> => {
  const who = await accounts.authenticate(bearerToken(request))
  if (who.ok) return who.value
  void sendDomainError(reply, who.error)
  return undefined
}

/** `{data: {advertisingCampaign}}` on success (cabinet §7 reads data.advertisingCampaign). */
export const sendCampaign = <T>(
  reply: FastifyReply,
  result: Result<T, Refusal>,
  status = 200,
): FastifyReply =>
  result.ok
    ? sendData(reply, { advertisingCampaign: result.value }, status)
    : sendRefusal(reply, result.error)

export const params = (request: FastifyRequest): Record<string, string> =>
  request.params as Record<string, string>
