import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../pricing/calculator-registry'
import { allCalculators } from '../pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { stopValue } from '../pricing/rules/metro'
import { metroPreview } from './metro-preview'

const registry = new CalculatorRegistry(allCalculators())
const context = { today: '2026-11-22' }
const form = {
  mode: 'video',
  startDate: '2027-03-30',
  endDate: '2027-04-02',
  clipDuration: 10,
  frequency: 2,
  presentationCount: 200_000,
}

describe('the metro-monitors preview (R-API-37, R-PLANNER-06)', () => {
  it('prices the form like calculate and gives the bounds the form shows', () => {
    const preview = metroPreview(registry, form, DEMO_REFERENCE, context)
    expect(preview.ok).toBe(true)
    if (!preview.ok) return
    const quote = registry.price('metroMonitors', form, DEMO_REFERENCE, context)
    if (!quote.ok) throw new Error('the example must price')
    const campaign = preview.value.advertisingCampaign!
    expect(Math.round((campaign.totalSumWithoutTaxes + campaign.taxesSum) * 100)).toBe(
      quote.value.totals.total,
    )
    expect(campaign.periodsPrice[0]!.periods).toHaveLength(2) // March and April
    const { maxNumberOfImpressions, minEndDate } = preview.value.validationRules
    expect(maxNumberOfImpressions).toBeGreaterThanOrEqual(200_000)
    // The minimal end date holds the count, and one day less would not.
    const days = (Date.parse(minEndDate!) - Date.parse(form.startDate)) / 86_400_000 + 1
    const tariff = DEMO_REFERENCE.tariffs.metroMonitors
    const half = 10 * 2 <= tariff.video.videoOptions.blockDuration ? 0.5 : 1
    expect(stopValue(tariff.dailyCapacity, days, 0.5, half)).toBeGreaterThanOrEqual(200_000)
    expect(stopValue(tariff.dailyCapacity, days - 1, 0.5, half)).toBeLessThan(200_000)
  })

  it('answers the calculator message instead of a campaign when the form cannot be priced', () => {
    const { presentationCount: _count, ...budgetForm } = form
    const preview = metroPreview(registry, { ...budgetForm, budget: 100 }, DEMO_REFERENCE, context)
    expect(preview.ok && preview.value.advertisingCampaign).toBe(undefined)
    // Figures are held together by non-breaking spaces (core/shared/number-rule.ts); the words are the spec's.
    expect(preview.ok && preview.value.message?.replace(/\u00a0/g, ' ')).toBe('Минимальный бюджет: 2 450 ₽')
  })

  it('refuses a malformed form per field', () => {
    expect(metroPreview(registry, { mode: 'tv' }, DEMO_REFERENCE, context)).toMatchObject({
      ok: false,
      errors: { mode: expect.any(String) },
    })
  })
})
