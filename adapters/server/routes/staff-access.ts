import type { FastifyReply, FastifyRequest } from 'fastify'
import { FORBIDDEN_MESSAGE } from '../../../core/campaign/campaign-access'
import type { Account } from '../../../core/session/account'
import type { AccountService } from '../../../core/session/account.service'
import type { StaffCapability } from '../../../core/staff/staff-roles'
import { staffViewerOf, viewerMay, type StaffViewer } from '../../../core/staff/staff-viewer'
import { sendFailure } from '../reply'
import { signedIn } from './campaign.reply'

/** The signed-in staff member and their account. */
export interface StaffCaller {
  readonly account: Account
  readonly viewer: StaffViewer
}

/**
 * The staff member behind a request whose roles grant one of `capabilities` (issue #48, core/staff/staff-roles.ts),
 * or undefined once the answer is sent: 401 without a session, 403 with the Russian forbidden message for anyone
 * else (an advertiser, an agency, an observer, a staff member whose roles do not allow it). Nothing has been read
 * or changed by then.
 */
export const staffCaller = async (
  accounts: AccountService,
  request: FastifyRequest,
  reply: FastifyReply,
  ...capabilities: readonly StaffCapability[]
): Promise<StaffCaller | undefined> => {
  const account = await signedIn(accounts, request, reply)
  if (!account) return undefined
  const viewer = staffViewerOf(account)
  if (viewer && capabilities.some((c) => viewerMay(viewer, c))) return { account, viewer }
  void sendFailure(reply, 403, FORBIDDEN_MESSAGE)
  return undefined
}
