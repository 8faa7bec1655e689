import type { FastifyInstance } from 'fastify'
import { decodeFastOrder, decodeFeedback } from '../../../core/leads/lead.contract'
import { LeadService } from '../../../core/leads/lead.service'
import { CaptchaVerifier } from '../../../core/ports/captcha.port'
import { AccountService } from '../../../core/session/account.service'
import { ExternalAuthService } from '../../../core/session/external-auth.service'
import { OnboardingService } from '../../../core/session/onboarding.service'
import {
  decodeCheckConfirm,
  decodeCheckEmail,
  decodeSimpleRegistration,
} from '../../../core/session/session.contract'
import { Schema } from 'effect'
import { decoderOf } from '../../../core/shared/decoder'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { decodeBody, sendData, sendFailure, sendResult, signedIn, invalidInputMessage } from '../reply'

const decodeExternal = decoderOf(
  Schema.Struct({
    service: Schema.String.pipe(
      Schema.check(Schema.isPattern(/^[a-z0-9_-]{1,40}$/, { message: 'wrong format' })),
    ),
    code: Schema.String.pipe(
      Schema.check(
        Schema.isMinLength(1, { message: 'required' }),
        Schema.isMaxLength(2000, { message: 'wrong format' }),
      ),
    ),
  }),
)

/**
 * The public landing's calls and the other ways in: captcha challenge, simple registration, e-mail and link
 * checks, the fast order and the public application, feedback, external authorization.
 */
@injectable()
export class PublicRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(OnboardingService) private readonly onboarding: OnboardingService,
    @inject(LeadService) private readonly leads: LeadService,
    @inject(ExternalAuthService) private readonly external: ExternalAuthService,
    @inject(CaptchaVerifier) private readonly captcha: CaptchaVerifier,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, onboarding, leads, external, captcha } = this

    app.get('/api/v1/public/captcha', async (_request, reply) => sendData(reply, await captcha.challenge()))

    app.post('/api/v1/public/register/simpleRegistration', async (request, reply) => {
      const input = decodeBody(request, reply, decodeSimpleRegistration)
      if (!input) return reply
      return sendResult(reply, await onboarding.simpleRegistration(input), 201)
    })

    app.get('/api/v1/public/register/checkEmail', async (request, reply) => {
      const decoded = decodeCheckEmail(request.query)
      if (!decoded.ok)
        return sendFailure(reply, 400, invalidInputMessage(decoded.error.errors), decoded.error.errors)
      return sendData(reply, { findUserByEmail: await onboarding.checkEmail(decoded.value.email) })
    })

    app.post('/api/v1/public/register/checkConfirm', async (request, reply) => {
      const input = decodeBody(request, reply, decodeCheckConfirm)
      if (!input) return reply
      return sendData(reply, await onboarding.checkConfirm(input.token))
    })

    // The public application is the fast-order lead of the landing (RULES.md decision 9).
    app.post('/api/v1/applications', async (request, reply) => {
      const input = decodeBody(request, reply, decodeFastOrder)
      if (!input) return reply
      return sendResult(reply, await leads.fastOrder(undefined, input), 201)
    })

    app.post('/api/v1/clients/profile/fastOrder', async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodeFastOrder)
      if (!actor || !input) return reply
      return sendResult(reply, await leads.fastOrder(actor.id, input), 201)
    })

    app.post('/api/v1/clients/feedback', async (request, reply) => {
      const actor = await signedIn(accounts, request, reply)
      const input = actor && decodeBody(request, reply, decodeFeedback)
      if (!actor || !input) return reply
      return sendResult(
        reply,
        await leads.feedback(actor.id, { ...input, email: input.email ?? actor.email }),
        201,
      )
    })

    app.post('/api/v1/clients/auth/externalAuthorization', async (request, reply) => {
      const input = decodeBody(request, reply, decodeExternal)
      if (!input) return reply
      return sendResult(reply, await external.signIn(input.service, input.code))
    })
  }
}
