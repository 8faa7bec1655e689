import type { AgencyRecord, AgencyRecords } from '../ports/advertiser-terms.port'
import type { Clock } from '../ports/clock.port'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import { FORBIDDEN_MESSAGE } from '../campaign/campaign-access'
import { decodeAgencyTermsBody } from './agency-terms'
import { staffMay } from './staff-roles'
import type { StaffViewer } from './staff-viewer'

export type AgencyOutcome<T> = Result<T, Refusal>

export const AGENCY_NOT_FOUND = 'Агентство не найдено'

/**
 * The staff desk's agencies (core/staff/agency-terms.ts): the list, and an agency's personal discount set or
 * removed by someone whose roles grant `manageAgencies`. A body that does not hold changes nothing; the terms are
 * written in one statement, so the agency's next calculation prices with all of them or with none (the quotes the
 * server keeps are found by the caller's terms among the rest: a changed discount meets none of them).
 */
export class AgencyDesk {
  constructor(
    private readonly deps: {
      readonly records: AgencyRecords
      readonly clock: Clock
    },
  ) {}

  async list(viewer: StaffViewer): Promise<AgencyOutcome<AgencyRecord[]>> {
    if (!staffMay(viewer.roles, 'manageAgencies')) return refusal('forbidden', FORBIDDEN_MESSAGE)
    return ok(await this.deps.records.agencies())
  }

  /** Sets the terms from a request's body (decodeAgencyTermsBody against Moscow's today). */
  async setTerms(viewer: StaffViewer, id: string, body: unknown): Promise<AgencyOutcome<AgencyRecord>> {
    if (!staffMay(viewer.roles, 'manageAgencies')) return refusal('forbidden', FORBIDDEN_MESSAGE)
    const terms = decodeAgencyTermsBody(body, this.deps.clock.today())
    if (!terms.ok) return refusal('invalid input', terms.error.message, terms.error.errors)
    return this.write(id, terms.value)
  }

  /** Removes the personal discount: the agency pays as any advertiser does. */
  async removeTerms(viewer: StaffViewer, id: string): Promise<AgencyOutcome<AgencyRecord>> {
    if (!staffMay(viewer.roles, 'manageAgencies')) return refusal('forbidden', FORBIDDEN_MESSAGE)
    return this.write(id, null)
  }

  private async write(
    id: string,
    terms: Parameters<AgencyRecords['setTerms']>[1],
  ): Promise<AgencyOutcome<AgencyRecord>> {
    const { records } = this.deps
    if (!(await records.agency(id))) return refusal('not found', AGENCY_NOT_FOUND, { agencyId: 'not found' })
    await records.setTerms(id, terms)
    const after = await records.agency(id)
    return after ? ok(after) : refusal('not found', AGENCY_NOT_FOUND, { agencyId: 'not found' })
  }
}
