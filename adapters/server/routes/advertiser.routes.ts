import type { FastifyInstance } from 'fastify'
import {
  decodeLegalEntityBody,
  decodeObserverInvite,
  decodePartnerBody,
  decodeProfileUpdate,
} from '../../../core/advertiser/advertiser.contract'
import type { Observer, Partner, StoredLegalEntity } from '../../../core/advertiser/advertiser.entities'
import { AdvertiserService } from '../../../core/advertiser/advertiser.service'
import type { Profile } from '../../../core/session/account'
import type { Result } from '../../../core/shared/result'
import { AccountService } from '../../../core/session/account.service'
import { OnboardingService } from '../../../core/session/onboarding.service'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { decodeBody, sendResult, signedIn } from '../reply'
import { uuidOr } from '../../../core/shared/uuid'

const API = '/api/v1/clients'

const wireProfile = (p: Profile) => ({ ...p, phone: p.phone ?? null })
const wireLegalEntity = (e: StoredLegalEntity) => ({
  _id: e.id,
  ...e.fields,
  formOfBusiness: e.formOfBusiness,
  basisId: e.basisId,
  isAllowedToShow: e.isAllowedToShow,
  partnerId: e.partnerId,
})
const wirePartner = (p: Partner) => ({ _id: p.id, name: p.name, brand: p.brand })
const wireObserver = (o: Observer) => ({
  _id: o.id,
  email: o.email,
  fullName: o.fullName,
  isConfirmed: o.isConfirmed,
})

const mapped = <A, B, E>(result: Result<A, E>, f: (a: A) => B): Result<B, E> =>
  result.ok ? { ok: true, value: f(result.value) } : result

/** Profile, consent, legal entities, partners and observers (cabinet §7 "Profile"). */
@injectable()
export class AdvertiserRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(AdvertiserService) private readonly advertisers: AdvertiserService,
    @inject(OnboardingService) private readonly onboarding: OnboardingService,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, advertisers, onboarding } = this

    app.put(`${API}/profile`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodeProfileUpdate)
      if (!actor || !input) return reply
      return sendResult(reply, mapped(await advertisers.updateProfile(actor, input), wireProfile))
    })

    app.put(`${API}/profile/revocation-of-personal-data`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      return sendResult(reply, await advertisers.revokeConsent(actor))
    })

    app.get(`${API}/legal-entities`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      return sendResult(
        reply,
        mapped(await advertisers.listLegalEntities(actor), (list) => list.map(wireLegalEntity)),
      )
    })
    app.post(`${API}/legal-entities`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodeLegalEntityBody)
      if (!actor || !input) return reply
      return sendResult(
        reply,
        mapped(await advertisers.createLegalEntity(actor, input), wireLegalEntity),
        201,
      )
    })
    app.put<{ Params: { id: string } }>(`${API}/legal-entities/:id`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodeLegalEntityBody)
      if (!actor || !input) return reply
      return sendResult(
        reply,
        mapped(await advertisers.updateLegalEntity(actor, uuidOr(request.params.id), input), wireLegalEntity),
      )
    })
    app.delete<{ Params: { id: string } }>(`${API}/legal-entities/:id`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      return sendResult(reply, await advertisers.removeLegalEntity(actor, uuidOr(request.params.id)))
    })

    app.get(`${API}/partners`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      return sendResult(
        reply,
        mapped(await advertisers.listPartners(actor), (list) => list.map(wirePartner)),
      )
    })
    app.post(`${API}/partners`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodePartnerBody)
      if (!actor || !input) return reply
      return sendResult(reply, mapped(await advertisers.createPartner(actor, input), wirePartner), 201)
    })
    app.put<{ Params: { id: string } }>(`${API}/partners/:id`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodePartnerBody)
      if (!actor || !input) return reply
      return sendResult(
        reply,
        mapped(await advertisers.updatePartner(actor, uuidOr(request.params.id), input), wirePartner),
      )
    })
    app.delete<{ Params: { id: string } }>(`${API}/partners/:id`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      return sendResult(reply, await advertisers.removePartner(actor, uuidOr(request.params.id)))
    })

    app.get(`${API}/observers`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      return sendResult(
        reply,
        mapped(await advertisers.listObservers(actor), (list) => list.map(wireObserver)),
      )
    })
    app.post(`${API}/observers`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodeObserverInvite)
      if (!actor || !input) return reply
      return sendResult(reply, mapped(await onboarding.inviteObserver(actor, input), wireObserver), 201)
    })
    app.delete<{ Params: { id: string } }>(`${API}/observers/:id`, async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      if (!actor) return reply
      return sendResult(reply, await advertisers.removeObserver(actor, uuidOr(request.params.id)))
    })
  }
}
