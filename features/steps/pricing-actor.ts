import type { DataTable } from '@cucumber/cucumber'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import type { PricingError } from '../../core/pricing/place-calculator'
import type { Quote, QuoteLine } from '../../core/pricing/quote'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { parseDate } from '../../core/pricing/rules/calendar'
import type { AdvertiserTerms } from '../../core/pricing/rules/discounts'
import { formatRoubles, type Kopecks } from '../../core/shared/money'
import type { Result } from '../../core/shared/result'
import type { TabloWorld } from '../support/world'

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] }

/** Per-scenario pricing state: the reference data, the advertiser, the pricing day and the last answer. */
export class PricingActor {
  today = '2026-11-22'
  advertiser: AdvertiserTerms | undefined
  reference: Mutable<PricingReferenceData> = structuredClone(DEMO_REFERENCE) as Mutable<PricingReferenceData>
  readonly registry = new CalculatorRegistry(allCalculators())
  answer: Result<Quote, PricingError> | undefined
  input: Record<string, unknown> = {}

  price(place: string, input: unknown): Result<Quote, PricingError> {
    this.answer = this.registry.price(place, input, this.reference as PricingReferenceData, {
      today: this.today,
      ...(this.advertiser ? { advertiser: this.advertiser } : {}),
    })
    return this.answer
  }

  quote(): Quote {
    if (!this.answer) throw new Error('nothing was priced')
    if (!this.answer.ok) throw new Error(`pricing failed: ${JSON.stringify(this.answer.error)}`)
    return this.answer.value
  }

  failure(): PricingError {
    if (!this.answer || this.answer.ok) throw new Error('expected the pricing to fail')
    return this.answer.error
  }

  line(item: string, periodIndex = 0): QuoteLine {
    const line = this.quote().lines.find(
      (l) => (l.itemId === item || l.itemName === item) && l.periodIndex === periodIndex,
    )
    if (!line) throw new Error(`no line for ${item} in period ${periodIndex}`)
    return line
  }
}

export const pricing = (world: TabloWorld): PricingActor => world.slot('pricing', () => new PricingActor())

/** Money as a product owner writes it: '1 234,56 ₽' (plain or non-breaking spaces, '-' or '−'). */
export const money = (amount: Kopecks | number): string =>
  formatRoubles(amount as Kopecks)
    .replace(/\u00a0/g, ' ')
    .replace('−', '-')
export const normaliseMoney = (text: string): string =>
  text
    .replace(/\u00a0/g, ' ')
    .replace('−', '-')
    .trim()

const LIST_FIELDS = new Set([
  'itemIds',
  'dayParts',
  'timeIntervalIds',
  'transportRouteIds',
  'advertisingSpaceGroupIds',
  'months',
])

const scalar = (key: string, raw: string): unknown => {
  const v = raw.trim()
  if (LIST_FIELDS.has(key)) return v === '' ? [] : v.split(',').map((x) => scalar('', x))
  if (/Date$/.test(key) || key === 'date') return parseDate(v)
  if (v === 'true' || v === 'false') return v === 'true'
  if (/^-?\d[\d ]*(\.\d+)?$/.test(v) && key !== 'budget') return Number(v.replace(/ /g, ''))
  return v
}

/** A vertical table `| field | value |` to an input object; `a.b` builds nested objects; dates DD.MM.YYYY. */
export const inputOf = (table: DataTable): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [path, raw] of table.raw()) {
    if (path === undefined || raw === undefined) continue
    const keys = path.split('.')
    let target = out
    keys.slice(0, -1).forEach((k) => {
      target[k] = (target[k] as Record<string, unknown> | undefined) ?? {}
      target = target[k] as Record<string, unknown>
    })
    const last = keys[keys.length - 1] ?? path
    target[last] = scalar(last, raw)
  }
  return out
}
