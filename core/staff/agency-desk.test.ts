import { describe, expect, it } from 'vitest'
import type { AgencyRecord, AgencyRecords } from '../ports/advertiser-terms.port'
import type { Clock } from '../ports/clock.port'
import { FORBIDDEN_MESSAGE } from '../campaign/campaign-access'
import { AGENCY_NOT_FOUND, AgencyDesk } from './agency-desk'
import { AGENCY_TERMS_MESSAGES, type AgencyTerms } from './agency-terms'
import type { StaffRole } from './staff-roles'
import type { StaffViewer } from './staff-viewer'

/** The agencies in memory, as the database keeps them: terms only for an agency. */
class MemoryAgencyRecords implements AgencyRecords {
  readonly writes: (AgencyTerms | null)[] = []
  constructor(private readonly rows: AgencyRecord[]) {}
  async agencies(): Promise<AgencyRecord[]> {
    return [...this.rows]
  }
  async agency(id: string): Promise<AgencyRecord | undefined> {
    return this.rows.find((r) => r.id === id)
  }
  async setTerms(id: string, terms: AgencyTerms | null): Promise<void> {
    this.writes.push(terms)
    const at = this.rows.findIndex((r) => r.id === id)
    if (at >= 0) this.rows[at] = { ...this.rows[at]!, terms }
  }
}

const clock: Clock = { now: () => new Date('2026-11-22T09:00:00Z'), today: () => '2026-11-22' }
const viewer = (...roles: StaffRole[]): StaffViewer => ({ id: 's-1', fullName: 'Сотрудник', roles })
const admin = viewer('superuser')
const AGENCY: AgencyRecord = {
  id: 'ag-1',
  name: 'Агентство «Светофор»',
  email: 'agency@tablo.local',
  terms: null,
}
const deskOf = () => {
  const records = new MemoryAgencyRecords([AGENCY])
  return { records, desk: new AgencyDesk({ records, clock }) }
}

describe("the staff desk's agencies (core/staff/agency-desk.ts)", () => {
  it('refuses every call to a role without manageAgencies, before anything is read or written', async () => {
    const { desk, records } = deskOf()
    for (const who of [viewer('moderator'), viewer('accountant'), viewer('moderator', 'accountant')]) {
      const forbidden = { ok: false, error: { code: 'forbidden', message: FORBIDDEN_MESSAGE, errors: {} } }
      expect(await desk.list(who)).toEqual(forbidden)
      expect(await desk.setTerms(who, AGENCY.id, { discountPercent: 10 })).toEqual(forbidden)
      expect(await desk.removeTerms(who, AGENCY.id)).toEqual(forbidden)
    }
    expect(records.writes).toEqual([])
  })

  it('lists the agencies to the superuser', async () => {
    expect(await deskOf().desk.list(admin)).toEqual({ ok: true, value: [AGENCY] })
  })

  it('answers an account that is not an agency «not found», writing nothing', async () => {
    const { desk, records } = deskOf()
    const notFound = {
      ok: false,
      error: { code: 'not found', message: AGENCY_NOT_FOUND, errors: { agencyId: 'not found' } },
    }
    expect(await desk.setTerms(admin, 'someone', { discountPercent: 10 })).toEqual(notFound)
    expect(await desk.removeTerms(admin, 'someone')).toEqual(notFound)
    expect(records.writes).toEqual([])
  })

  it('refuses a body that does not hold as invalid input, against Moscow’s today, writing nothing', async () => {
    const { desk, records } = deskOf()
    expect(
      await desk.setTerms(admin, AGENCY.id, { discountPercent: 10, expirationDate: '2026-11-21' }),
    ).toEqual({
      ok: false,
      error: {
        code: 'invalid input',
        message: AGENCY_TERMS_MESSAGES.datePast,
        errors: { expirationDate: 'in the past' },
      },
    })
    expect(records.writes).toEqual([])
  })

  it('sets the terms and answers the agency as it is after; removing them leaves none', async () => {
    const { desk, records } = deskOf()
    const terms: AgencyTerms = {
      discountPercent: 15,
      advertisePlaces: ['metroMonitors'],
      expirationDate: '2026-11-22',
      ignoreGlobalDiscountFactors: true,
    }
    expect(await desk.setTerms(admin, AGENCY.id, { ...terms, advertisePlaces: ['metroMonitors'] })).toEqual({
      ok: true,
      value: { ...AGENCY, terms },
    })
    expect(await desk.list(admin)).toEqual({ ok: true, value: [{ ...AGENCY, terms }] })
    expect(await desk.removeTerms(admin, AGENCY.id)).toEqual({ ok: true, value: { ...AGENCY, terms: null } })
    expect(records.writes).toEqual([terms, null])
  })
})
