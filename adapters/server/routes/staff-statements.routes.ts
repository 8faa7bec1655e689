import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { StatementImport } from '../../../core/payments/statement-import'
import { AccountService } from '../../../core/session/account.service'
import { STAFF_API } from '../../../core/staff/staff-desk.contract'
import { inject, injectable } from '../../container/di'
import { sendData, sendFailure, sendRefusal } from '../reply'
import { RouteContribution } from './route-contribution'
import { statementImportWire } from '../wire/statement-import.wire'
import { staffCaller } from './staff-access'
import { statementText } from './staff-statement-text'

/** A bank's statement for a period is kilobytes; 5 MB is years of a busy account. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024
const NO_FILE = 'Выберите файл выписки из банка (формат 1С, .txt)'
const TOO_LARGE = 'Файл выписки больше 5 МБ: выгрузите из банка выписку за период покороче'

/**
 * POST /api/v1/staff/bank-statements (issue #48; core/staff/staff-desk.contract.ts): the accountant's bank file,
 * multipart field `file`, decoded here from its encoding and imported by the core (core/payments/statement-import.ts):
 * the matched invoices' campaigns marked paid, the rest listed with why. Payments only (decidePayment).
 */
@injectable()
export class StaffStatementRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(StatementImport) private readonly statements: StatementImport,
  ) {}

  async register(app: FastifyInstance): Promise<void> {
    const { accounts, statements } = this
    await app.register(async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
      })
      scope.post(`${STAFF_API}/bank-statements`, async (request, reply) => {
        const caller = await staffCaller(accounts, request, reply, 'decidePayment')
        if (!caller) return reply
        if (!request.isMultipart()) return sendFailure(reply, 400, NO_FILE, { file: 'required' })
        const part = await request.file({ throwFileSizeLimit: false })
        if (!part || part.fieldname !== 'file') return sendFailure(reply, 400, NO_FILE, { file: 'required' })
        const bytes = await part.toBuffer()
        if (part.file.truncated) return sendFailure(reply, 413, TOO_LARGE, { file: 'too large' })
        if (bytes.length === 0) return sendFailure(reply, 400, NO_FILE, { file: 'required' })
        const done = await statements.import(caller.viewer, statementText(bytes))
        return done.ok ? sendData(reply, statementImportWire(done.value)) : sendRefusal(reply, done.error)
      })
    })
  }
}
