import assert from 'node:assert/strict'
import type { Campaign } from '../../core/contract/campaign.answer'
import type { CampaignLinkContext } from '../../core/cabinet/routing/campaign.link'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import type { TransitionError } from '../../core/campaign/campaign-state.machine'
import { parseDisplayDate } from '../../core/format/date.format'
import type { DomainError } from '../../core/shared/domain-error'
import type { Result } from '../../core/shared/result'
import type { TabloWorld } from '../support/world'

/** Per-scenario state of the campaign area's steps (world slot 'campaign'). */
export class CampaignScene {
  created: Result<Campaign, DomainError> | null = null
  state: CampaignStateId = 'draft'
  dates = { startDate: '', endDate: '' }
  lastError: TransitionError | null = null
  campaign: Campaign = {
    _id: 'c42',
    name: 'Кампания',
    advertisePlace: 'metroStickers',
    state: { _id: 'draft', name: '' },
    paymentState: { _id: 'notPaid', name: '' },
    reservationStatus: { _id: 'notReserved', name: '' },
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    taxesSum: 0,
    totalSumWithoutTaxes: 0,
    partners: [],
  }
  viewer: CampaignLinkContext = { isObserver: false, isAgency: false, typographyInvoiceDownloaded: false }
  today = ''
  /** The last outcome of a rule, as a word the scenario can compare. */
  outcome = ''

  patch(change: Partial<Campaign>): void {
    this.campaign = { ...this.campaign, ...change }
  }
}

export const scene = (world: TabloWorld): CampaignScene => world.slot('campaign', () => new CampaignScene())

export const yes = (word: string): boolean => {
  assert.ok(word === 'yes' || word === 'no', `expected yes or no, got ${word}`)
  return word === 'yes'
}

/** "a, b, c" -> ['a', 'b', 'c']; an empty cell is an empty list. */
export const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')

/** DD.MM.YYYY as written in a scenario -> YYYY-MM-DD. */
export const day = (text: string): string => {
  const r = parseDisplayDate(text.trim())
  assert.ok(r.ok, `not a date: ${text}`)
  return r.value
}

/** Money and numbers in scenarios are written with plain spaces. */
export const plain = (text: string): string => text.replace(/\u00a0/g, ' ')

export const value = <A, E>(r: Result<A, E>): A => {
  assert.ok(r.ok, `expected success, got ${JSON.stringify(r.ok ? null : r.error)}`)
  return r.value
}

export const failure = <A, E>(r: Result<A, E>): E => {
  assert.ok(!r.ok, `expected a failure, got ${JSON.stringify(r.ok ? r.value : null)}`)
  return r.error
}
