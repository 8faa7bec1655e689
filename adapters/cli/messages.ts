/**
 * Every word the calc CLI prints (issue #52 item 1): headings, labels, usage, errors, the batch summary and the
 * explanation, in Russian; `--lang en` reads the English twin of each from the same catalogue. Field and place
 * ids stay as the spec writes them. Pricing's own sentences (a field's refusal, a clamp's note, a calculator's
 * base note) come from core in Russian and are printed as they are in both languages.
 */
export interface CliMessages {
  readonly usageError: string
  readonly error: string
  readonly refused: string
  readonly inputField: string
  readonly usage: readonly string[]
  readonly advertisingPlaces: string
  readonly unknownOption: (option: string) => string
  readonly needsValue: (flag: string) => string
  readonly onePlace: (got: string) => string
  readonly badFormat: (got: string) => string
  readonly badLang: (got: string) => string
  readonly unknownPlace: (place: string, known: readonly string[]) => string
  readonly noExample: (place: string, known: readonly string[]) => string
  readonly exampleOrInput: string
  readonly placeDiffers: (asked: string, spec: string) => string
  readonly namePlace: string
  readonly cannotRead: (file: string, why: string) => string
  readonly noFile: string
  readonly cannotOpen: (file: string, why: string) => string
  readonly notJson: (position?: string) => string
  readonly realDay: string
  readonly dayShape: string
  readonly discountRange: (value: number) => string
  readonly progress: (done: number, of: number) => string
  readonly batchSummary: (priced: number, rows: number, out: string) => string
  readonly noSheet: (file: string) => string
  readonly sheetName: string
  readonly batchColumns: readonly string[]
  readonly batchOk: string
  readonly batchFailed: string
  // place help
  readonly fieldsHeading: string
  readonly specialProject: string
  readonly priceableSpec: (file: string) => string
  readonly byDefault: (value: string) => string
  readonly clampHint: string
  readonly kinds: Readonly<Record<string, string>>
  // the quote
  readonly periods: string
  readonly lines: string
  readonly days: string
  readonly base: string
  readonly net: string
  readonly howBuilt: string
  readonly basePrice: string
  readonly beforeDiscounts: string
  readonly withoutTaxes: string
  readonly vat: (percent: string) => string
  readonly total: string
  readonly discounts: string
  readonly volume: (percent: string) => string
  readonly volumeNone: string
  readonly capacity: (percent: string) => string
  readonly capacityNone: string
  readonly capacityOff: (percent: string, range: number, personal: string) => string
  readonly capacityOffCost: (without: string, more: string) => string
  readonly capacityOffGain: (without: string, less: string) => string
  readonly advertiser: (percent: string) => string
  readonly advertiserNone: string
  readonly asked: (percent: string) => string
  readonly global: (factor: string) => string
  readonly globalIgnored: string
  readonly globalNone: string
  readonly counted: string
  readonly droppedHeading: string
  readonly dropped: (numbers: string) => string
  readonly busVolume: (percent: string) => string
  readonly audience: (ots: string, grp: string) => string
  readonly notes: string
  readonly pricedByManager: (title: string, place: string, message: string) => string
  readonly csvHeader: readonly string[]
  // --explain
  readonly explainLine: (item: string, from: string, to: string) => string
  readonly explainUnits: (quantity: number, unit: string, line: string) => string
  readonly explainNet: string
  readonly explainTotals: string
  readonly explainSum: (count: number) => string
  readonly explainVat: string
  readonly explainTotal: string
}

export const RU: CliMessages = {
  usageError: 'Ошибка вызова',
  error: 'Ошибка',
  refused: 'Расчёт невозможен:',
  inputField: 'input',
  usage: [
    'Вызов:',
    '  npm run calc -- <place> --input spec.json [--format table|json|csv] [--explain] [--api URL] [--today ГГГГ-ММ-ДД] [--lang ru|en]',
    '  npm run calc -- --example <place> [--format table|json|csv] [--explain] [--api URL] [--today ГГГГ-ММ-ДД] [--lang ru|en]',
    '  npm run calc -- --batch rows.xlsx|rows.csv [--out priced.xlsx] [--api URL]',
    '',
    'spec.json — входные данные расчёта места или',
    '  { "place": "...", "today": "ГГГГ-ММ-ДД", "advertiser": { "isAgency": true, "discount": { "value": 10,',
    '    "advertisePlaces": [], "expirationDate": "ГГГГ-ММ-ДД" }, "ignoreGlobalDiscountFactors": false }, "input": { ... } }',
    'Пакет: столбец "place", по желанию "today", и либо столбец "input" с JSON, либо по столбцу на каждое поле',
    '(a.b — вложенное поле, списки через запятую).',
    '--explain показывает расчёт по шагам: каждую формулу с её числами.',
    '--api URL берёт справочные данные из GET {URL}/api/v1/pricing/reference вместо встроенного демо-набора.',
    '--example <place> считает пример места, который лежит в его папке (core/places/<папка>/<place>.example.json);',
    'поля места, границы, значения по умолчанию и его пример: npm run calc -- <place> --help',
  ],
  advertisingPlaces: 'Рекламные места и их примеры:',
  unknownOption: (o) => `неизвестный параметр ${o}`,
  needsValue: (f) => `параметру ${f} нужно значение`,
  onePlace: (got) => `одно место за вызов, указано: ${got}`,
  badFormat: (got) => `--format: ожидается json, table или csv, указано ${got}`,
  badLang: (got) => `--lang: ожидается ru или en, указано ${got}`,
  unknownPlace: (p, known) => `неизвестное рекламное место ${p}; места: ${known.join(', ')}`,
  noExample: (p, known) => `нет примера у места ${p}; примеры есть у мест: ${known.join(', ')}`,
  exampleOrInput: 'укажите что-то одно: --example, --input или --batch',
  placeDiffers: (a, s) => `место ${a} не совпадает с местом спецификации ${s}`,
  namePlace: 'укажите место: npm run calc -- <place> --input spec.json',
  cannotRead: (f, why) => `не удалось прочитать ${f} как JSON: ${why}`,
  noFile: 'файла нет',
  cannotOpen: (f, why) => `не удалось прочитать ${f}: ${why}`,
  notJson: (p) => (p === undefined ? 'это не JSON' : `это не JSON (ошибка в позиции ${p})`),
  realDay: 'Такого дня нет в календаре (формат ГГГГ-ММ-ДД)',
  dayShape: 'Введите дату в формате ГГГГ-ММ-ДД',
  discountRange: (v) => `Скидка ${v} %: допустимо от 0 до 100 %`,
  progress: (done, of) => `Посчитано ${done} из ${of}`,
  batchSummary: (priced, rows, out) => `Посчитано строк: ${priced} из ${rows}, результат в ${out}`,
  noSheet: (f) => `в ${f} нет листа`,
  sheetName: 'Расчёт',
  batchColumns: [
    'строка',
    'место',
    'статус',
    'начало',
    'конец',
    'базовая цена',
    'без НДС',
    'НДС',
    'итого',
    'OTS',
    'GRP',
    'сообщение',
  ],
  batchOk: 'посчитано',
  batchFailed: 'ошибка',
  fieldsHeading: 'Поля "input" (* — обязательные):',
  specialProject: 'Спецпроект: его цену назначает менеджер, полей у калькулятора нет.',
  priceableSpec: (f) => `Спецификация, которая считается как есть (${f}):`,
  byDefault: (v) => `по умолчанию ${v}`,
  clampHint: 'вне границ цена считается по ближайшей границе (R-GROUND-01)',
  kinds: {},
  periods: 'Периоды',
  lines: 'Строки (в порядке расчёта цены)',
  days: 'дн.',
  base: 'база',
  net: 'итого по строке',
  howBuilt: 'Как сложилась цена',
  basePrice: 'Базовая цена',
  beforeDiscounts: 'Стоимость до скидок',
  withoutTaxes: 'Стоимость без НДС',
  vat: (p) => `НДС ${p}`,
  total: 'Итоговая стоимость',
  discounts: 'Скидки',
  volume: (p) => `за объём ${p}: применена (ступень по базовой цене кампании)`,
  volumeNone: 'за объём: нет (базовая цена ниже первой ступени)',
  capacity: (p) => `за ёмкость ${p}: применена`,
  capacityNone: 'за ёмкость: нет',
  capacityOff: (p, range, personal) =>
    `за ёмкость ${p} (диапазон ${range}): отключена — персональная скидка ${personal} отключает её (прайс §9, R-DISC-06)`,
  capacityOffCost: (without, more) =>
    `без персональной скидки итог был бы ${without}: персональная скидка обходится на ${more} дороже`,
  capacityOffGain: (without, less) =>
    `без персональной скидки итог был бы ${without}: с ней на ${less} дешевле`,
  advertiser: (p) => `персональная ${p}: применена`,
  advertiserNone: 'персональная: нет',
  asked: (p) => `указано ${p}: × 1,25 для плиток на турникетах, не больше 90 %`,
  global: (f) => `общий коэффициент × ${f}: применён`,
  globalIgnored: 'общий коэффициент: не применяется к этому рекламодателю',
  globalNone: 'общий коэффициент: нет',
  counted: 'Посчитано не так, как указано',
  droppedHeading: 'Снято с расчёта',
  dropped: (n) => `${n}: конфликт бронирования, в цену не входит (R-STOP-07)`,
  busVolume: (p) =>
    `  в этом расчёте — скидка за объём ${p} по шкале прайса; менеджер может назначить другую`,
  audience: (ots, grp) => `OTS ${ots}, GRP ${grp}`,
  notes: 'Примечания',
  pricedByManager: (title, place, message) => `${title} (${place}): ${message}`,
  csvHeader: ['вид', 'позиция', 'количество', 'начало', 'конец', 'шаг', 'коэффициент', 'сумма', 'пояснение'],
  explainLine: (item, from, to) => `«${item}», ${from} – ${to}`,
  explainUnits: (q, unit, line) => `${q} ед. × ${unit} = ${line}`,
  explainNet: 'итого по строке',
  explainTotals: 'Итог',
  // The genitive after 'сумма': 1, 21, 31… строки; the rest строк.
  explainSum: (n) => `Стоимость без НДС: сумма ${n} ${n % 10 === 1 && n % 100 !== 11 ? 'строки' : 'строк'}`,
  explainVat: 'НДС',
  explainTotal: 'Итоговая стоимость: без НДС + НДС',
}

export const EN: CliMessages = {
  usageError: 'Usage error',
  error: 'Error',
  refused: 'Cannot price:',
  inputField: 'input',
  usage: [
    'Usage:',
    '  npm run calc -- <place> --input spec.json [--format table|json|csv] [--explain] [--api URL] [--today YYYY-MM-DD] [--lang ru|en]',
    '  npm run calc -- --example <place> [--format table|json|csv] [--explain] [--api URL] [--today YYYY-MM-DD] [--lang ru|en]',
    '  npm run calc -- --batch rows.xlsx|rows.csv [--out priced.xlsx] [--api URL]',
    '',
    'spec.json is either the calculation input of the place, or',
    '  { "place": "...", "today": "YYYY-MM-DD", "advertiser": { "isAgency": true, "discount": { "value": 10,',
    '    "advertisePlaces": [], "expirationDate": "YYYY-MM-DD" }, "ignoreGlobalDiscountFactors": false }, "input": { ... } }',
    'Batch rows: a column "place", optionally "today", and either an "input" column of JSON or one column per',
    'input field (a.b for nested fields, comma-separated lists).',
    '--explain prints the price step by step: each formula with its numbers.',
    '--api URL reads the reference data from GET {URL}/api/v1/pricing/reference instead of the bundled demo set.',
    "--example <place> prices the place's worked example, kept in its folder (core/places/<folder>/<place>.example.json);",
    "a place's fields, bounds, defaults and its example: npm run calc -- <place> --help",
  ],
  advertisingPlaces: 'Advertising places and their examples:',
  unknownOption: (o) => `unknown option ${o}`,
  needsValue: (f) => `${f} needs a value`,
  onePlace: (got) => `one place at a time, got: ${got}`,
  badFormat: (got) => `--format: expected json, table or csv, got ${got}`,
  badLang: (got) => `--lang: expected ru or en, got ${got}`,
  unknownPlace: (p, known) => `unknown place ${p}; the places: ${known.join(', ')}`,
  noExample: (p, known) => `the place ${p} has no example; the places with one: ${known.join(', ')}`,
  exampleOrInput: 'name one of --example, --input or --batch',
  placeDiffers: (a, s) => `the place ${a} differs from the spec's place ${s}`,
  namePlace: 'name the place: npm run calc -- <place> --input spec.json',
  cannotRead: (f, why) => `cannot read ${f} as JSON: ${why}`,
  noFile: 'no such file',
  cannotOpen: (f, why) => `cannot read ${f}: ${why}`,
  notJson: (p) => (p === undefined ? 'not JSON' : `not JSON (error at position ${p})`),
  realDay: 'expected a real day YYYY-MM-DD',
  dayShape: 'expected YYYY-MM-DD',
  discountRange: (v) => `discount ${v} %: allowed 0 to 100 %`,
  progress: (done, of) => `Priced ${done} of ${of}`,
  batchSummary: (priced, rows, out) => `Priced ${priced} of ${rows} rows into ${out}`,
  noSheet: (f) => `${f} has no sheet`,
  sheetName: 'Prices',
  batchColumns: [
    'row',
    'place',
    'status',
    'startDate',
    'endDate',
    'basePrice',
    'totalSumWithoutTaxes',
    'taxesSum',
    'total',
    'ots',
    'grp',
    'message',
  ],
  batchOk: 'ok',
  batchFailed: 'error',
  fieldsHeading: 'Fields of "input" (* required):',
  specialProject: 'A special project: a manager prices it; the calculator takes no fields.',
  priceableSpec: (f) => `A spec that prices as it stands (${f}):`,
  byDefault: (v) => `default ${v}`,
  clampHint: 'outside the bounds the price counts the nearest bound (R-GROUND-01)',
  kinds: { число: 'number', строка: 'string', список: 'list', значение: 'value', 'да/нет': 'yes/no' },
  periods: 'Periods',
  lines: 'Lines (in the order the price is built)',
  days: 'days',
  base: 'base',
  net: 'line total',
  howBuilt: 'How the price is built',
  basePrice: 'Base price',
  beforeDiscounts: 'Before discounts',
  withoutTaxes: 'Without VAT',
  vat: (p) => `VAT ${p}`,
  total: 'Total',
  discounts: 'Discounts',
  volume: (p) => `volume ${p}: applied (tier of the campaign's base price)`,
  volumeNone: 'volume: none (base price below the first tier)',
  capacity: (p) => `capacity ${p}: applied`,
  capacityNone: 'capacity: none',
  capacityOff: (p, range, personal) =>
    `capacity ${p} (range ${range}): switched off — the personal discount ${personal} switches it off (pricing §9, R-DISC-06)`,
  capacityOffCost: (without, more) =>
    `without the personal discount the total would be ${without}: the personal discount costs ${more} more`,
  capacityOffGain: (without, less) =>
    `without the personal discount the total would be ${without}: with it ${less} less`,
  advertiser: (p) => `personal ${p}: applied`,
  advertiserNone: 'personal: none',
  asked: (p) => `asked ${p}: × 1.25 for turn tiles, at most 90 %`,
  global: (f) => `global factor × ${f}: applied`,
  globalIgnored: 'global factor: not applied to this advertiser',
  globalNone: 'global factor: none',
  counted: 'Counted otherwise than asked',
  droppedHeading: 'Left out of the price',
  dropped: (n) => `${n}: booking conflict, not priced (R-STOP-07)`,
  busVolume: (p) => `  this price applies the list's volume discount ${p}; a manager may set another`,
  audience: (ots, grp) => `OTS ${ots}, GRP ${grp}`,
  notes: 'Notes',
  pricedByManager: (title, place, message) => `${title} (${place}): ${message}`,
  csvHeader: ['kind', 'item', 'quantity', 'start', 'end', 'step', 'factor', 'amount', 'note'],
  explainLine: (item, from, to) => `"${item}", ${from} – ${to}`,
  explainUnits: (q, unit, line) => `${q} units × ${unit} = ${line}`,
  explainNet: 'line total',
  explainTotals: 'Totals',
  explainSum: (n) => `Without VAT: the sum of ${n} lines`,
  explainVat: 'VAT',
  explainTotal: 'Total: without VAT + VAT',
}

export type CliLang = 'ru' | 'en'

export const messagesFor = (lang: CliLang = 'ru'): CliMessages => (lang === 'en' ? EN : RU)
