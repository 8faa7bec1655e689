import { describe, expect, it } from 'vitest'
import { decoderOf } from '../../shared/decoder'
import { fastMetroInput, MetroMonitorsCalculator, MetroMonitorsInput } from './metro-monitors.calculator'

const calculator = new MetroMonitorsCalculator('Мониторы в метро')
const bySchema = decoderOf(MetroMonitorsInput)
const base = { mode: 'video', startDate: '2027-03-30', frequency: 2, presentationCount: 10_000 }
const hidden = (key: string, value: unknown): object => {
  const o = { ...base }
  Object.defineProperty(o, key, { value, enumerable: false })
  return o
}

describe('R-METRO-17 the metro fast decode reads keys as the schema reads them (issue 51: no Reflect.ownKeys)', () => {
  it('leaves to the schema a symbol key and a hidden field without a value, and says what it says', () => {
    const inputs = [{ ...base, [Symbol('x')]: 1 }, hidden('endDate', undefined), hidden('budget', undefined)]
    for (const input of inputs) {
      expect(fastMetroInput(input)).toBeUndefined()
      const decoded = calculator.decode(input)
      expect(decoded.ok).toBe(false)
      expect(decoded).toStrictEqual(bySchema(input))
    }
  })

  it('takes a hidden field with a value, or a hidden unknown key, as the schema takes them', () => {
    for (const input of [hidden('frequency', 2), hidden('note', 'x'), hidden('endDate', '2027-04-02')]) {
      const decoded = calculator.decode(input)
      expect(decoded.ok).toBe(true)
      expect(decoded).toStrictEqual(bySchema(input))
    }
  })
})
