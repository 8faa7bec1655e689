import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, isoDate } from '../shared/calendar'
import { kopecks } from '../shared/money'
import {
  parseBankStatement,
  writeBankStatement,
  type BankPayment,
  type BankStatement,
} from './bank-statement'

/** Text a bank writes in a value: Cyrillic, Latin, digits, punctuation (including '=' and '№'), no line breaks. */
const value = fc
  .array(fc.constantFrom(...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВЕЁЖЗ ABCxyz0123456789 .,-"«»№=%()/'), {
    maxLength: 40,
  })
  .map((cs) => cs.join('').trim())
const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''))
const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays(isoDate('2024-01-01'), n))

const payment: fc.Arbitrary<BankPayment> = fc
  .record({
    kind: fc.constantFrom('Платежное поручение', 'Банковский ордер', 'Платежное требование'),
    number: digits(1, 6),
    date: day,
    amount: fc.integer({ min: 0, max: 1e13 }).map(kopecks),
    payerInn: digits(10, 12),
    payerName: value,
    payerAccount: digits(20, 20),
    recipientInn: digits(10, 10),
    recipientName: value,
    recipientAccount: digits(20, 20),
    purpose: value,
    way: fc.constantFrom('in', 'out', 'neither'),
    on: day,
  })
  .map(({ way, on, ...p }) => ({
    ...p,
    ...(way === 'in' ? { receivedOn: on } : way === 'out' ? { writtenOffOn: on } : {}),
  }))

const statement: fc.Arbitrary<BankStatement> = fc.record({
  version: fc.constantFrom('1.02', '1.03'),
  sender: value,
  startDate: day,
  endDate: day,
  accounts: fc.uniqueArray(digits(20, 20), { minLength: 1, maxLength: 3 }),
  payments: fc.array(payment, { maxLength: 8 }),
})

describe('the 1C bank statement (issue #48)', () => {
  it('any statement the writer makes parses back to the same payments, dates and accounts', () => {
    fc.assert(
      fc.property(statement, (s) => {
        const read = parseBankStatement(writeBankStatement(s))
        expect(read).toEqual({ ok: true, value: s })
      }),
    )
  })

  it('reads the file whatever its line ends (CR LF, LF) and with a byte-order mark', () => {
    fc.assert(
      fc.property(statement, fc.constantFrom('\r\n', '\n'), fc.boolean(), (s, eol, bom) => {
        const text = (bom ? '\uFEFF' : '') + writeBankStatement(s).replaceAll('\r\n', eol)
        expect(parseBankStatement(text).ok).toBe(true)
      }),
    )
  })

  /**
   * A file broken at one line is refused naming a line at or before the break (where the reader first could tell)
   * and never yields payments: each breakage is one a real export or a hand-edited file shows.
   */
  it('a malformed file is refused with the line it failed on, and gives nothing', () => {
    const breakages = [
      {
        name: 'a date not DD.MM.YYYY',
        at: /^Дата=/,
        to: (l: string) => l.replace(/=(\d\d)\.(\d\d)\./, '=$2/$1/'),
      },
      { name: 'a sum with three decimals', at: /^Сумма=/, to: (l: string) => `${l}5` },
      { name: 'a sum in words', at: /^Сумма=/, to: () => 'Сумма=сто рублей' },
      { name: 'a document without its end', at: /^КонецДокумента$/, to: () => '' },
      { name: 'a line that is not Key=Value', at: /^Номер=/, to: () => 'Номер' },
      { name: 'the number left out', at: /^Номер=/, to: () => 'Номер=' },
      { name: 'the file cut short', at: /^КонецФайла$/, to: () => '' },
    ] as const
    fc.assert(
      fc.property(
        statement.filter((s) => s.payments.length > 0),
        fc.constantFrom(...breakages),
        fc.nat(),
        (s, breakage, pick) => {
          const lines = writeBankStatement(s).split('\r\n')
          const targets = lines.flatMap((l, i) => (breakage.at.test(l) ? [i] : []))
          const target = targets[pick % targets.length]!
          lines[target] = breakage.to(lines[target]!)
          const read = parseBankStatement(lines.join('\r\n'))
          expect(read.ok, breakage.name).toBe(false)
          if (read.ok) return
          expect(read.error.line).toBeGreaterThanOrEqual(1)
          expect(read.error.line).toBeLessThanOrEqual(lines.length)
          expect(read.error.message).toMatch(/[А-Яа-я]/)
          // Where the broken line itself is wrong, the refusal names exactly it.
          if (/date|sum|Key=Value/.test(breakage.name)) expect(read.error.line).toBe(target + 1)
        },
      ),
    )
  })

  it('a file that is not a 1C statement is refused at its first line', () => {
    expect(parseBankStatement('Дата;Сумма\n01.12.2026;100')).toEqual({
      ok: false,
      error: {
        line: 1,
        message: 'Это не выписка в формате 1С: первая строка должна быть «1CClientBankExchange»',
      },
    })
  })
})
