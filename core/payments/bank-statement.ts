import { DISPLAY_DATE_PATTERN, isIsoDate, type IsoDate, isoDateOf, partsOf } from '../shared/calendar'
import { kopecks, type Kopecks } from '../shared/money'
import { err, ok, type Result } from '../shared/result'

/**
 * A bank statement in the 1C exchange format (`1CClientBankExchange`, format 1.02/1.03): the text file every Russian
 * bank's client exports and 1C reads. Issue #48: an accountant imports it and the payments are matched to invoices.
 *
 * The file is lines of `Key=Value` between a header, account sections (`СекцияРасчСчет … КонецРасчСчет`) and document
 * sections (`СекцияДокумент=<kind> … КонецДокумента`), ending with `КонецФайла`. Keys this product does not read are
 * kept out of the model and passed over; the ones it reads are checked, and a malformed file is refused naming the
 * line it failed on (nothing of it is used).
 */

/** One payment order (or other document) of the statement. */
export interface BankPayment {
  /** The document's kind as the section names it ('Платежное поручение'). */
  readonly kind: string
  /** Номер: the payer's document number. */
  readonly number: string
  /** Дата: the document's date. */
  readonly date: IsoDate
  /** Сумма, in kopecks. */
  readonly amount: Kopecks
  readonly payerInn: string
  readonly payerName: string
  readonly payerAccount: string
  readonly recipientInn: string
  readonly recipientName: string
  readonly recipientAccount: string
  /** ДатаПоступило: set on money that came in to the statement's account. */
  readonly receivedOn?: IsoDate
  /** ДатаСписано: set on money that went out of it. */
  readonly writtenOffOn?: IsoDate
  /** НазначениеПлатежа: where the payer writes which invoice it pays. */
  readonly purpose: string
}

export interface BankStatement {
  /** ВерсияФормата. */
  readonly version: string
  /** Отправитель: the program that wrote the file. */
  readonly sender: string
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  /** The statement's own accounts (РасчСчет of the header). */
  readonly accounts: readonly string[]
  readonly payments: readonly BankPayment[]
}

/** Why a file was refused: the line (from 1) and what is wrong there, in Russian. */
export interface StatementError {
  readonly line: number
  readonly message: string
}

const SIGNATURE = '1CClientBankExchange'
const AMOUNT = /^(\d{1,15})(?:[.,](\d{1,2}))?$/

/** DD.MM.YYYY of the format, or undefined. */
const dateOf = (text: string): IsoDate | undefined => {
  const m = DISPLAY_DATE_PATTERN.exec(text)
  if (!m) return undefined
  const day = isoDateOf(Number(m[3]), Number(m[2]), Number(m[1]))
  return isIsoDate(day) ? day : undefined
}

const amountOf = (text: string): Kopecks | undefined => {
  const m = AMOUNT.exec(text)
  if (!m) return undefined
  const value = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(value) ? kopecks(value) : undefined
}

/** The header's, a document's and an account section's keys, as lines of `Key=Value`. */
type Fields = Map<string, { readonly value: string; readonly line: number }>

const fail = (line: number, message: string): Result<never, StatementError> => err({ line, message })

/** A document section read into a payment, or the line that makes it unreadable. */
const paymentOf = (kind: string, fields: Fields, startLine: number): Result<BankPayment, StatementError> => {
  const text = (key: string): string => fields.get(key)?.value ?? ''
  const need = (key: string): Result<{ value: string; line: number }, StatementError> => {
    const at = fields.get(key)
    return at && at.value !== ''
      ? ok(at)
      : fail(startLine, `В документе нет поля «${key}» (документ начинается в строке ${startLine})`)
  }
  const number = need('Номер')
  if (!number.ok) return number
  const dateField = need('Дата')
  if (!dateField.ok) return dateField
  const date = dateOf(dateField.value.value)
  if (!date) return fail(dateField.value.line, `Дата «${dateField.value.value}»: ожидается ДД.ММ.ГГГГ`)
  const sumField = need('Сумма')
  if (!sumField.ok) return sumField
  const amount = amountOf(sumField.value.value)
  if (amount === undefined)
    return fail(
      sumField.value.line,
      `Сумма «${sumField.value.value}»: ожидаются рубли с копейками через точку`,
    )
  const optionalDate = (key: string): Result<IsoDate | undefined, StatementError> => {
    const at = fields.get(key)
    if (!at || at.value === '') return ok(undefined)
    const day = dateOf(at.value)
    return day ? ok(day) : fail(at.line, `${key} «${at.value}»: ожидается ДД.ММ.ГГГГ`)
  }
  const received = optionalDate('ДатаПоступило')
  if (!received.ok) return received
  const writtenOff = optionalDate('ДатаСписано')
  if (!writtenOff.ok) return writtenOff
  return ok({
    kind,
    number: number.value.value,
    date,
    amount,
    payerInn: text('ПлательщикИНН'),
    payerName: text('Плательщик1') || text('Плательщик'),
    payerAccount: text('ПлательщикСчет') || text('ПлательщикРасчСчет'),
    recipientInn: text('ПолучательИНН'),
    recipientName: text('Получатель1') || text('Получатель'),
    recipientAccount: text('ПолучательСчет') || text('ПолучательРасчСчет'),
    ...(received.value ? { receivedOn: received.value } : {}),
    ...(writtenOff.value ? { writtenOffOn: writtenOff.value } : {}),
    purpose: text('НазначениеПлатежа'),
  })
}

/**
 * Reads a statement's text (already decoded from the bank's encoding). Every payment of the file, or the first line
 * that makes the file unreadable: a file that is not in the format, a section left open, a document without its
 * number, date or sum, a date or a sum that is not written as the format writes them.
 */
export const parseBankStatement = (text: string): Result<BankStatement, StatementError> => {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)
  if ((lines[0] ?? '').trim() !== SIGNATURE)
    return fail(1, `Это не выписка в формате 1С: первая строка должна быть «${SIGNATURE}»`)
  const header: Fields = new Map()
  const accounts: string[] = []
  const payments: BankPayment[] = []
  let section: { kind: 'account' | 'document'; name: string; line: number; fields: Fields } | undefined
  let ended = false
  for (let i = 1; i < lines.length; i++) {
    const lineNo = i + 1
    const raw = (lines[i] ?? '').trim()
    if (raw === '') continue
    if (ended) return fail(lineNo, 'Текст после «КонецФайла»')
    const eq = raw.indexOf('=')
    const key = eq < 0 ? raw : raw.slice(0, eq).trim()
    const value = eq < 0 ? '' : raw.slice(eq + 1).trim()
    if (key === 'КонецФайла') {
      if (section) return fail(lineNo, `Раздел, начатый в строке ${section.line}, не закрыт до «КонецФайла»`)
      ended = true
      continue
    }
    if (key === 'СекцияРасчСчет' || key === 'СекцияДокумент') {
      if (section) return fail(lineNo, `Новый раздел, а раздел, начатый в строке ${section.line}, не закрыт`)
      if (key === 'СекцияДокумент' && value === '') return fail(lineNo, 'У раздела документа не указан вид')
      section = {
        kind: key === 'СекцияРасчСчет' ? 'account' : 'document',
        name: value,
        line: lineNo,
        fields: new Map(),
      }
      continue
    }
    if (key === 'КонецРасчСчет' || key === 'КонецДокумента') {
      const expected = key === 'КонецРасчСчет' ? 'account' : 'document'
      if (!section || section.kind !== expected) return fail(lineNo, `«${key}» без начала раздела`)
      if (section.kind === 'document') {
        const payment = paymentOf(section.name, section.fields, section.line)
        if (!payment.ok) return payment
        payments.push(payment.value)
      } else {
        const account = section.fields.get('РасчСчет')?.value
        if (account && !accounts.includes(account)) accounts.push(account)
      }
      section = undefined
      continue
    }
    if (eq <= 0) return fail(lineNo, `Строка «${raw.slice(0, 40)}» не вида «Ключ=Значение»`)
    const into = section ? section.fields : header
    // A repeated header key (РасчСчет, Документ) lists several values; the first is kept for the others.
    if (!into.has(key)) into.set(key, { value, line: lineNo })
    if (!section && key === 'РасчСчет' && value !== '' && !accounts.includes(value)) accounts.push(value)
  }
  if (section) return fail(lines.length, `Раздел, начатый в строке ${section.line}, не закрыт`)
  if (!ended) return fail(lines.length, 'Файл оборван: нет строки «КонецФайла»')
  const headerDate = (key: string): Result<IsoDate, StatementError> => {
    const at = header.get(key)
    if (!at) return fail(1, `В заголовке нет поля «${key}»`)
    const day = dateOf(at.value)
    return day ? ok(day) : fail(at.line, `${key} «${at.value}»: ожидается ДД.ММ.ГГГГ`)
  }
  const start = headerDate('ДатаНачала')
  if (!start.ok) return start
  const end = headerDate('ДатаКонца')
  if (!end.ok) return end
  return ok({
    version: header.get('ВерсияФормата')?.value ?? '',
    sender: header.get('Отправитель')?.value ?? '',
    startDate: start.value,
    endDate: end.value,
    accounts,
    payments,
  })
}

const ddmmyyyy = (day: IsoDate): string => {
  const p = partsOf(day)
  return `${String(p.day).padStart(2, '0')}.${String(p.month).padStart(2, '0')}.${p.year}`
}
const sum = (amount: Kopecks): string =>
  `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, '0')}`
/** A value on one line, as the format has no escaping: line breaks become spaces. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim()

/** The statement as a bank's client writes it (lines ended by CR LF), for tests and for the desk's sample file. */
export const writeBankStatement = (s: BankStatement, created?: { date: IsoDate; time: string }): string => {
  const out: string[] = [
    SIGNATURE,
    `ВерсияФормата=${oneLine(s.version) || '1.03'}`,
    'Кодировка=Windows',
    `Отправитель=${oneLine(s.sender)}`,
    'Получатель=',
    ...(created ? [`ДатаСоздания=${ddmmyyyy(created.date)}`, `ВремяСоздания=${created.time}`] : []),
    `ДатаНачала=${ddmmyyyy(s.startDate)}`,
    `ДатаКонца=${ddmmyyyy(s.endDate)}`,
    ...s.accounts.map((a) => `РасчСчет=${oneLine(a)}`),
    'Документ=Платежное поручение',
  ]
  for (const account of s.accounts)
    out.push(
      'СекцияРасчСчет',
      `ДатаНачала=${ddmmyyyy(s.startDate)}`,
      `ДатаКонца=${ddmmyyyy(s.endDate)}`,
      `РасчСчет=${oneLine(account)}`,
      'КонецРасчСчет',
    )
  for (const p of s.payments) {
    out.push(
      `СекцияДокумент=${oneLine(p.kind)}`,
      `Номер=${oneLine(p.number)}`,
      `Дата=${ddmmyyyy(p.date)}`,
      `Сумма=${sum(p.amount)}`,
      `ПлательщикСчет=${oneLine(p.payerAccount)}`,
      `ПлательщикИНН=${oneLine(p.payerInn)}`,
      `Плательщик1=${oneLine(p.payerName)}`,
      `ПолучательСчет=${oneLine(p.recipientAccount)}`,
      `ПолучательИНН=${oneLine(p.recipientInn)}`,
      `Получатель1=${oneLine(p.recipientName)}`,
      ...(p.receivedOn ? [`ДатаПоступило=${ddmmyyyy(p.receivedOn)}`] : []),
      ...(p.writtenOffOn ? [`ДатаСписано=${ddmmyyyy(p.writtenOffOn)}`] : []),
      'ВидОплаты=01',
      `НазначениеПлатежа=${oneLine(p.purpose)}`,
      'КонецДокумента',
    )
  }
  out.push('КонецФайла', '')
  return out.join('\r\n')
}
