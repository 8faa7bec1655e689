import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isStorableText, unstorableTextPath } from './text'

describe('text the product can keep (issue 20)', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed string (emoji, Cyrillic)', () => {
    expect(isStorableText('ООО «Ромашка» 🌼')).toBe(true)
    expect(isStorableText('B\ud800')).toBe(false)
    expect(isStorableText('\udc00x')).toBe(false)
    expect(isStorableText('a\u0000b')).toBe(false)
  })
  it('names the first field that holds such a text, however deep, keys included', () => {
    expect(unstorableTextPath({ bankName: 'B\ud800' })).toBe('bankName')
    expect(unstorableTextPath({ calculation: { stops: [{ region: 'ЦАО' }, { region: 'x\u0000' }] } })).toBe(
      'calculation.stops.1.region',
    )
    expect(unstorableTextPath({ ['k\ud800']: 1 })).toBe('k?')
    expect(unstorableTextPath('\u0000')).toBe('')
    expect(unstorableTextPath({ ok: ['a', 1, null, { b: 'c' }] })).toBeUndefined()
    expect(unstorableTextPath(new Uint8Array([0, 0xd8]))).toBeUndefined()
  })
  it('accepts exactly the well-formed strings without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        // Well-formed: no surrogate left once every high-low pair is taken out.
        const wellFormed = !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))
        expect(isStorableText(s)).toBe(wellFormed && !s.includes('\u0000'))
      }),
    )
  })
})
