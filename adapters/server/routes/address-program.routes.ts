import type { FastifyInstance } from 'fastify'
import { AddressPrograms } from '../../../core/documents/address-programs'
import type { AddressProgram as AddressProgramLink } from '../../../core/pricing/selection/stops-listing'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { sendData, sendRefusal, signedIn } from '../reply'
import { RouteContribution } from './route-contribution'

export const ADDRESS_PROGRAM_PATH = '/api/v1/clients/commercial-campaigns/transitShelter/address-program'

/**
 * The address program of the stops calculator (pricing §1 "downloads of an address program", §7 "address
 * program: href and type"; R-STOP-20): for the calculator's selection ({months, stops}) or for a transit-shelter
 * campaign ({advertisingCampaignId}) the core's AddressPrograms looks every side up in the inventory, prices it with the core
 * calculator (the saved price for a campaign; a client's price or region is never used), orders its .xlsx
 * (written by a background job) and answers {href, type: 'xlsx'} at once; the file is kept a day under an
 * unguessable id beside the shelter exports.
 */
@injectable()
export class AddressProgramRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(AddressPrograms) private readonly programs: AddressPrograms,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, programs } = this
    app.post(ADDRESS_PROGRAM_PATH, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const ordered = await programs.order(viewer, request.body)
      if (!ordered.ok) return sendRefusal(reply, ordered.error)
      const link: AddressProgramLink = {
        href: `/api/v1/inventory/exports/${ordered.value}.xlsx`,
        type: 'xlsx',
      }
      return sendData(reply, link)
    })
  }
}
