import { describe, expect, it } from 'vitest'
import { fileNameOf } from './file-download'

describe('the saved file keeps the name the server gives it', () => {
  it('reads filename* (UTF-8) first, then filename, else the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="invoice-7.pdf"; filename*=UTF-8''%D1%81%D1%87%D1%91%D1%82-7.pdf`,
        'x.pdf',
      ),
    ).toBe('счёт-7.pdf')
    expect(fileNameOf('attachment; filename="qr-photo-report-12.png"', 'x.png')).toBe(
      'qr-photo-report-12.png',
    )
    expect(fileNameOf('attachment; filename=plain.pdf', 'x.pdf')).toBe('plain.pdf')
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf')
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.pdf')).toBe('x.pdf')
  })
})
