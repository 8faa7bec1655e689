import { describe, expect, it } from 'vitest'
import { statementText } from './routes/staff-statement-text'
import { encodeLegacy } from './testing/legacy-encodings'

const HEAD = (encoding: string) =>
  `1CClientBankExchange\r\nВерсияФормата=1.03\r\nКодировка=${encoding}\r\nОтправитель=Банк №1\r\n`

describe('a bank file’s bytes read in the encoding it says (issue #48)', () => {
  it('windows-1251, DOS (ibm866) and UTF-8 give the same text', () => {
    expect(statementText(encodeLegacy(HEAD('Windows'), 'windows-1251'))).toBe(HEAD('Windows'))
    expect(statementText(encodeLegacy(HEAD('DOS'), 'ibm866'))).toBe(HEAD('DOS'))
    expect(statementText(new TextEncoder().encode(HEAD('Windows')))).toBe(HEAD('Windows'))
  })

  it('a file that names no encoding is read as windows-1251, the format’s default', () => {
    const text = '1CClientBankExchange\r\nОтправитель=Банк\r\n'
    expect(statementText(encodeLegacy(text, 'windows-1251'))).toBe(text)
  })
})
