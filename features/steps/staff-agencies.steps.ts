import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { AgencyRecord, AgencyRecords } from '../../core/ports/advertiser-terms.port'
import { parseDisplayDate } from '../../core/format/date.format'
import type { IsoDate } from '../../core/shared/calendar'
import { AgencyDesk } from '../../core/staff/agency-desk'
import type { AgencyTerms, AgencyWire } from '../../core/staff/agency-terms'
import {
  agencyList,
  draftProblems,
  type AgencyTermsDraft,
  type DraftProblems,
} from '../../core/staff/agency-terms.view-model'
import type { StaffRole } from '../../core/staff/staff-roles'
import type { TabloWorld } from '../support/world'

/** The agencies as the database keeps them, in memory for the scenario (the server's are adapters/database). */
class AgencyBook implements AgencyRecords {
  readonly rows = new Map<string, AgencyRecord>()
  async agencies() {
    return [...this.rows.values()]
  }
  async agency(id: string) {
    return this.rows.get(id)
  }
  async setTerms(id: string, terms: AgencyTerms | null) {
    const row = this.rows.get(id)
    if (row) this.rows.set(id, { ...row, terms })
  }
}

class AgenciesScene {
  readonly book = new AgencyBook()
  today = '2026-12-01' as IsoDate
  query = ''
  problems: DraftProblems = {}
  refusal = ''
  readonly desk = new AgencyDesk({
    records: this.book,
    clock: { now: () => new Date(`${this.today}T09:00:00Z`), today: () => this.today },
  })
  wire(): AgencyWire[] {
    return [...this.book.rows.values()].map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      terms: r.terms,
    }))
  }
  idOf(name: string): string {
    const found = [...this.book.rows.values()].find((r) => r.name === name)
    assert.ok(found, `no agency "${name}"`)
    return found.id
  }
}
const scene = (world: TabloWorld) => world.slot('staffAgencies', () => new AgenciesScene())
const viewer = (role: StaffRole) => ({ id: `staff-${role}`, fullName: 'Анна Смирнова', roles: [role] })
const WHO: Readonly<Record<string, StaffRole>> = {
  'an administrator': 'superuser',
  'a moderator': 'moderator',
}

Given("the desk's agencies are:", function (this: TabloWorld, table: DataTable) {
  const { book } = scene(this)
  table.hashes().forEach((row, i) => {
    const percent = (row['discount'] ?? '').trim()
    const places = (row['places'] ?? '').trim()
    book.rows.set(`a-${i + 1}`, {
      id: `a-${i + 1}`,
      name: row['name'] ?? '',
      email: `agency${i + 1}@example.ru`,
      terms:
        percent === ''
          ? null
          : {
              discountPercent: Number(percent),
              advertisePlaces: places === '' ? [] : places.split(',').map((p) => p.trim()),
              expirationDate: ((row['until'] ?? '').trim() || null) as IsoDate | null,
              ignoreGlobalDiscountFactors: row['ignores global factors'] === 'yes',
            },
    })
  })
})

Given('today is {int}.{int}.{int} in Moscow', function (this: TabloWorld, d: number, m: number, y: number) {
  const day = parseDisplayDate(`${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`)
  assert.ok(day.ok)
  scene(this).today = day.value
})

When('staff search the agencies for {string}', function (this: TabloWorld, query: string) {
  scene(this).query = query
})

Then('the desk lists {string}', function (this: TabloWorld, count: string) {
  const s = scene(this)
  assert.equal(agencyList(s.wire(), s.query, s.today).count, count)
})

Then(
  'the agency {string} reads {string}, {string}, {string} and {string}',
  function (this: TabloWorld, name: string, discount: string, places: string, until: string, state: string) {
    const s = scene(this)
    const row = agencyList(s.wire(), '', s.today).rows.find((r) => r.name === name)
    assert.ok(row, `no row for "${name}"`)
    assert.deepEqual(
      [row.discount, row.places, row.global ? `${row.until}, ${row.global}` : row.until, row.stateLabel],
      [discount, places, until, state],
    )
  },
)

When(
  'an administrator fills the discount dialog with percent {string}, places {string} and last day {string}',
  function (this: TabloWorld, percent: string, places: string, until: string) {
    const s = scene(this)
    const draft: AgencyTermsDraft = {
      percent: percent === '' ? '' : Number(percent),
      allPlaces: places === 'every place',
      places: [],
      until: until === '' ? null : until,
      ignoreGlobal: false,
    }
    s.problems = draftProblems(draft, s.today)
  },
)

Then('the dialog says {string} at {string}', function (this: TabloWorld, message: string, field: string) {
  assert.deepEqual(scene(this).problems, { [field]: message })
})

const setDiscount = async (
  world: TabloWorld,
  who: string,
  name: string,
  percent: number,
  places?: string,
) => {
  const s = scene(world)
  const done = await s.desk.setTerms(viewer(WHO[who]!), s.idOf(name), {
    discountPercent: percent,
    advertisePlaces: places ? places.split(',').map((p) => p.trim()) : [],
    expirationDate: null,
    ignoreGlobalDiscountFactors: places !== undefined,
  })
  s.refusal = done.ok ? '' : done.error.message
}

When(
  /^(an administrator|a moderator) sets the discount of "([^"]+)" to (\d+) %$/,
  function (this: TabloWorld, who: string, name: string, percent: string) {
    return setDiscount(this, who, name, Number(percent))
  },
)
When(
  /^(an administrator|a moderator) sets the discount of "([^"]+)" to (\d+) % on "([^"]+)", ignoring the global factors$/,
  function (this: TabloWorld, who: string, name: string, percent: string, places: string) {
    return setDiscount(this, who, name, Number(percent), places)
  },
)

When('an administrator removes the discount of {string}', async function (this: TabloWorld, name: string) {
  const s = scene(this)
  const done = await s.desk.removeTerms(viewer('superuser'), s.idOf(name))
  assert.ok(done.ok)
})

Then('the desk refuses with {string}', function (this: TabloWorld, message: string) {
  assert.equal(scene(this).refusal, message)
})
