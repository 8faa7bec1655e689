import type { FastifyInstance } from 'fastify'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { AccountService } from '../../../core/session/account.service'
import {
  decodeConfirm,
  decodeFormEmail,
  decodeLogin,
  decodeRecover,
  decodeRecoverConfirm,
  decodeRegister,
  decodeRegisterValidate,
} from '../../../core/session/session.contract'
import {
  bearerToken,
  decodeBody,
  invalidInputMessage,
  sendData,
  sendDomainError,
  sendFailure,
} from '../reply'

const API = '/api/v1/clients'

/** Registration, confirmation, login, restore, profile and logout (cabinet §7 "Authentication"). */
export const accountRoutes = (app: FastifyInstance, accounts: AccountService): void => {
  app.post(`${API}/register/validate`, async (request, reply) => {
    // The validate call answers every field error it finds rather than failing (R-VAL-08).
    const decoded = decodeRegisterValidate(request.body ?? {})
    const shapeErrors = decoded.ok ? {} : decoded.error.errors
    if (Object.values(shapeErrors).includes('unknown field') || shapeErrors._ !== undefined) {
      return sendFailure(reply, 400, invalidInputMessage(shapeErrors), shapeErrors)
    }
    const email = decodeFormEmail(request.body)
    const serverErrors = await accounts.validateRegistration(email.ok ? { email: email.value.email } : {})
    return sendData(reply, { errors: { ...serverErrors, ...shapeErrors } })
  })

  app.post(`${API}/register`, async (request, reply) => {
    const input = decodeBody(request, reply, decodeRegister)
    if (!input) return reply
    const result = await accounts.register(input)
    return result.ok ? sendData(reply, result.value, 201) : sendDomainError(reply, result.error)
  })

  app.post(`${API}/register/confirm`, async (request, reply) => {
    const input = decodeBody(request, reply, decodeConfirm)
    if (!input) return reply
    const result = await accounts.confirm(input.token)
    return result.ok ? sendData(reply, result.value) : sendDomainError(reply, result.error)
  })

  app.post(`${API}/auth`, async (request, reply) => {
    const input = decodeBody(request, reply, decodeLogin)
    if (!input) return reply
    const result = await accounts.login(input)
    return result.ok ? sendData(reply, result.value) : sendDomainError(reply, result.error)
  })

  app.post(`${API}/recover`, async (request, reply) => {
    const input = decodeBody(request, reply, decodeRecover)
    if (!input) return reply
    const result = await accounts.recover(input.email)
    return result.ok ? sendData(reply, result.value) : sendDomainError(reply, result.error)
  })

  app.post(`${API}/recover/confirm`, async (request, reply) => {
    const input = decodeBody(request, reply, decodeRecoverConfirm)
    if (!input) return reply
    const result = await accounts.recoverConfirm(input.token, input.password)
    return result.ok ? sendData(reply, result.value) : sendDomainError(reply, result.error)
  })

  app.get(`${API}/profile`, async (request, reply) => {
    const result = await accounts.profile(bearerToken(request))
    return result.ok
      ? sendData(reply, { ...result.value, phone: result.value.phone ?? null })
      : sendDomainError(reply, result.error)
  })

  app.post(`${API}/logout`, async (request, reply) => {
    await accounts.logout(bearerToken(request))
    return sendData(reply, { done: true })
  })
}

@injectable()
export class AccountRoutes implements RouteContribution {
  constructor(@inject(AccountService) private readonly accounts: AccountService) {}

  register(app: FastifyInstance): void {
    accountRoutes(app, this.accounts)
  }
}
