import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CampaignRead } from '../../../core/campaign/campaign-actions'
import type { CampaignAggregate } from '../../../core/campaign/campaign.aggregate'
import type { Account } from '../../../core/session/account'
import { AccountService } from '../../../core/session/account.service'
import type { Result } from '../../../core/shared/result'
import type { Refusal } from '../../../core/shared/refusal'
import { bearerToken, sendData, sendDomainError, sendRefusal } from '../reply'
import { campaignReadWire, campaignWire } from '../wire/campaign.wire'

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

/**
 * `{data: {advertisingCampaign}}` on success (cabinet §7 reads data.advertisingCampaign): the use case answers the
 * aggregate, put on the wire here, at the edge, by the one mapper (adapters/server/wire/campaign.wire.ts).
 */
export const sendCampaign = (
  reply: FastifyReply,
  result: Result<CampaignAggregate, Refusal>,
  status = 200,
): FastifyReply =>
  result.ok
    ? sendData(reply, { advertisingCampaign: campaignWire(result.value) }, status)
    : sendRefusal(reply, result.error)

/** A campaign as its page reads it: on the wire, with `resubmission` after its fields when it has one. */
export const sendCampaignRead = (reply: FastifyReply, result: Result<CampaignRead, Refusal>): FastifyReply =>
  result.ok
    ? sendData(reply, { advertisingCampaign: campaignReadWire(result.value) })
    : sendRefusal(reply, result.error)

/** A page of campaigns on the wire: `{data: {advertisingCampaigns, count}}`. */
export const sendCampaignPage = (
  reply: FastifyReply,
  page: { readonly items: readonly CampaignAggregate[]; readonly count: number },
): FastifyReply => sendData(reply, { advertisingCampaigns: page.items.map(campaignWire), count: page.count })

export const params = (request: FastifyRequest): Record<string, string> =>
  request.params as Record<string, string>
