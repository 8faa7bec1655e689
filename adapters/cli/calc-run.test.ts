import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { fieldGuide, ruleAt } from '../../core/pricing/field-guide'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { impressionsRule, runsPerHourRule } from '../../core/pricing/rules/ground'
import { shelterInventoryNumber } from '../../core/inventory/moscow-inventory'
import { describeNumber, type NumberRule } from '../../core/shared/number-rule'
import { compactShelterSides } from '../inventory/bundled-shelter-sides'
import { readMoscowFiles } from '../inventory/moscow-files'
import { runCalc } from './calc-run'
import { CALC_EXAMPLES } from './calc-examples'
import { EXAMPLE_FILES } from './example-files'
import { createCalculatorRegistry } from './cli-root'

/** The calc command in-process (calc-run.ts): the same code the built CLI runs, without a process per call. */
const dir = mkdtempSync(join(tmpdir(), 'tablo-calc-run-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const specFile = (spec: unknown): string => {
  const file = join(dir, `spec-${files++}.json`)
  writeFileSync(file, JSON.stringify(spec))
  return file
}
const calc = async (...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  let stdout = ''
  let stderr = ''
  const code = await runCalc(argv, {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    tty: false,
  })
  return { code, stdout, stderr }
}
/** A place's worked example, as the place registry carries it (what `--example <place>` prices). */
const example = (place: string) => structuredClone(CALC_EXAMPLES[place]) as { input: Record<string, unknown> }
const registry = createCalculatorRegistry()

/** Text a person reads with the ids taken out (field and place ids, codes, file names, flags, JSON keys). */
const words = (text: string): string =>
  text
    .replace(/"[^"]*"/g, '')
    .replace(/\/\S+/g, '')
    .replace(/\S*\[\]\.\w+/g, '')
    .replace(/--?[a-z]+/g, '')
    .replace(/\b[a-z]+[A-Z][A-Za-z]*(\.[A-Za-z[\]]+)*\b/g, '')
    .replace(
      /\b(npm|run|calc|spec|json|table|csv|rows|xlsx|priced|URL|api|pricing|reference|input|place|today|OTS|GRP|R-[A-Z]+-\d+|adapters|core|cli|examples|[a-z]+\.json|ru|en|ok|v\d|true|false|JSON|rocket|ENOENT)\b/g,
      '',
    )

describe('one language (issue 52 item 1)', () => {
  it('says the usage, a place help, the table, the CSV headings, the explanation and every error in Russian', async () => {
    const outputs = [
      (await calc('--help')).stdout,
      (await calc('cityFormatGroup', '--help')).stdout.split('{')[0] ?? '',
      (await calc('--example', 'busMonitors')).stdout,
      (await calc('--example', 'transitShelter', '--explain')).stdout,
      (await calc('--example', 'cityFormat', '--format', 'csv')).stdout.split('\n')[0] ?? '',
      (await calc('--bogus')).stderr,
      (await calc('rocket', '--example', 'busMonitors')).stderr,
      (await calc('--input', join(dir, 'missing.json'))).stderr,
      (await calc('--format', 'xml', '--input', 'x')).stderr,
      (await calc('--lang', 'de', '--input', 'x')).stderr,
      (await calc('--batch', join(dir, 'missing.xlsx'))).stderr,
      (await calc('--example', 'rocket')).stderr,
      (await calc('--example', 'metroMonitors', '--input', 'x')).stderr,
    ]
    for (const text of outputs) {
      expect(text.length).toBeGreaterThan(0)
      expect(words(text).match(/[A-Za-z]{4,}/g), text).toBeNull()
    }
    expect(outputs[5]).toBe('Ошибка вызова: неизвестный параметр --bogus\n')
    expect(outputs[10]).toBe(`Ошибка вызова: не удалось прочитать ${join(dir, 'missing.xlsx')}: файла нет\n`)
    expect(outputs[7]).toBe(
      `Ошибка вызова: не удалось прочитать ${join(dir, 'missing.json')} как JSON: файла нет\n`,
    )
    expect(outputs[2]).toContain('Итоговая стоимость*')
  })

  it('--lang en says every one of them in English from the same catalogue', async () => {
    expect((await calc('--help', '--lang', 'en')).stdout).toContain('Advertising places and their examples:')
    expect((await calc('--example', 'rocket', '--lang', 'en')).stderr).toMatch(
      /^Usage error: the place rocket has no example; the places with one: metroMonitors, /,
    )
    expect((await calc('--bogus', '--lang', 'en')).stderr).toBe('Usage error: unknown option --bogus\n')
    const table = (await calc('--example', 'busMonitors', '--lang', 'en')).stdout
    for (const heading of ['Periods', 'How the price is built', 'Before discounts', 'Without VAT', 'Total*'])
      expect(table).toContain(heading)
    expect(table).not.toMatch(/Итоговая|Периоды|Скидки/)
  })
})

/** 1 000 shelter sides (the capacity range of 1 000, pricing §9) for one month, with a personal discount. */
const thousandSides = async (discount: number) => {
  const { stops } = compactShelterSides(await readMoscowFiles())
  const sides = stops
    .slice(0, 500)
    .flatMap(([id]) =>
      (['a', 'b'] as const).map((side) => ({ inventoryNumber: shelterInventoryNumber(id, side), side })),
    )
  return {
    place: 'transitShelter',
    today: '2026-11-22',
    advertiser: { isAgency: true, discount: { value: discount, advertisePlaces: [] } },
    input: { months: ['2027-03'], stops: sides },
  }
}

describe('the table and the CSV say what the JSON says (issue 52 item 2)', () => {
  it('a personal discount that switches the capacity discount off: said, with what it would have been and what it costs', async () => {
    const file = specFile(await thousandSides(2))
    const json = JSON.parse((await calc('--input', file, '--format', 'json')).stdout)
    const off = json.discounts.capacity.switchedOff
    expect(off).toEqual({ percent: 7, range: 1000 })
    const without = json.totalWithoutPersonalDiscount as number
    expect(json.totals.total).toBeGreaterThan(without)
    const more = json.totals.total - without
    const rub = (k: number) =>
      `${(k / 100)
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`
    const table = (await calc('--input', file)).stdout
    expect(table).toContain(
      'за ёмкость 7 % (диапазон 1000): отключена — персональная скидка 2 % отключает её (прайс §9, R-DISC-06)',
    )
    expect(table).toContain(
      `без персональной скидки итог был бы ${rub(without)}: персональная скидка обходится на ${rub(more)} дороже`,
    )
    expect(table).toContain(`за ёмкость ${json.discounts.capacity.percent} %: применена`)
    const csv = (await calc('--input', file, '--format', 'csv')).stdout.split('\n')
    expect(csv.find((l) => l.includes(',capacitySwitchedOff,'))?.split(',')[7]).toBe('7')
    expect(csv.find((l) => l.includes(',totalWithoutPersonal,'))?.split(',')[7]).toBe(
      (without / 100).toFixed(2),
    )
    // Without the personal discount nothing is switched off and no such line is said.
    const none = specFile({ ...(await thousandSides(0)), advertiser: { isAgency: true } })
    expect((await calc('--input', none)).stdout).not.toContain('отключена')
  })

  it('a side left out for a booking conflict, and a value priced at its bound, are said in the table and the CSV', async () => {
    const shelter = await calc('--example', 'transitShelter')
    expect(shelter.stdout).toContain(
      'Снято с расчёта\n  ОСТ-000027-A: конфликт бронирования, в цену не входит (R-STOP-07)',
    )
    const csv = (await calc('--example', 'transitShelter', '--format', 'csv')).stdout
    expect(csv).toMatch(/^dropped,ОСТ-000027-A,1,.*,bookingError,,0\.00,/m)
    const ground = example('groundTransportation')
    const low = specFile({
      ...ground,
      input: { ...ground.input, numberOfImpressions: 5000, runsPerHour: 30 },
    })
    const table = (await calc('--input', low)).stdout
    expect(table).toContain('Посчитано не так, как указано')
    expect(table).toContain('numberOfImpressions: Не меньше 10 000: цена посчитана для 10 000')
    expect(table).toContain('runsPerHour: Не больше 24: цена посчитана для 24')
    const lowCsv = (await calc('--input', low, '--format', 'csv')).stdout
    expect(lowCsv).toMatch(/^counted,runsPerHour,.*Не больше 24: цена посчитана для 24$/m)
  })

  it('the price is said in the order it is built: base, seasonal, targeting, before discounts, discounts, VAT, total', async () => {
    for (const place of ['groundTransportation', 'busMonitors', 'cityFormat']) {
      const table = (await calc('--example', place)).stdout
      const built = table.slice(table.indexOf('Как сложилась цена'), table.indexOf('Скидки\n'))
      const at = (label: string) => built.indexOf(label)
      const order = [
        'Базовая цена',
        'Сезонный коэффициент',
        'Стоимость до скидок',
        'Стоимость без НДС',
        'НДС',
        'Итоговая стоимость',
      ]
      const positions = order.map(at)
      expect(
        positions.every((p) => p >= 0),
        `${place}: ${built}`,
      ).toBe(true)
      expect(positions, place).toEqual([...positions].sort((a, b) => a - b))
      for (const discount of built.split('\n').filter((l) => l.includes('Скидка')))
        expect(built.indexOf(discount)).toBeGreaterThan(at('Стоимость до скидок'))
    }
  })

  it('bus monitors: the total carries the star, and the footnote says the volume discount this price applies', async () => {
    const table = (await calc('--example', 'busMonitors')).stdout
    expect(table).toMatch(/Итоговая стоимость\*\s+[\d ]+,\d\d ₽/)
    expect(table).toContain('* Скидка за объём рассчитывается индивидуально')
    expect(table).toContain(
      'в этом расчёте — скидка за объём 5 % по шкале прайса; менеджер может назначить другую',
    )
  })
})

/** Sets a field by its guide path in every element ('a[].b'). */
const withField = (input: unknown, path: string, value: unknown): unknown => {
  const [head = '', ...rest] = path.split('.')
  const copy = { ...(input as Record<string, unknown>) }
  if (head.endsWith('[]')) {
    const key = head.slice(0, -2)
    const list = (copy[key] as unknown[] | undefined) ?? []
    copy[key] =
      list.length === 0 && rest.length === 0 ? [value] : list.map((e) => withField(e, rest.join('.'), value))
  } else if (rest.length > 0) copy[head] = withField(copy[head] ?? {}, rest.join('.'), value)
  else copy[head] = value
  return copy
}

/** Every numeric field of every place's example with the rule it is checked by (its schema's, or the server's bounds). */
const numericFields = (): { place: string; path: string; rule: NumberRule }[] => {
  const out: { place: string; path: string; rule: NumberRule }[] = []
  for (const file of Object.values(EXAMPLE_FILES)) {
    const spec = JSON.parse(readFileSync(file, 'utf8'))
    const calculator = registry.get(spec.place)
    if (!calculator) continue
    for (const f of fieldGuide(calculator.schema).filter((g) => g.kind === 'число')) {
      const ground = (DEMO_REFERENCE.tariffs as unknown as Record<string, { validationRules?: never }>)[
        spec.place
      ]?.validationRules
      const rule =
        ground && f.path === 'numberOfImpressions'
          ? impressionsRule(ground)
          : ground && f.path === 'runsPerHour'
            ? runsPerHourRule(ground)
            : ruleAt(calculator.schema, f.path.replace(/\[\]/g, '.0'))
      if (rule && (rule.min !== undefined || rule.max !== undefined || rule.step !== undefined))
        out.push({ place: spec.place, path: f.path, rule })
    }
  }
  return out
}

describe("the spec's clamps and bounds (issue 52 item 3)", () => {
  const fields = numericFields()

  it('finds the numeric fields of the places to try', () => {
    expect(fields.length).toBeGreaterThanOrEqual(15)
    expect(fields.map((f) => `${f.place}.${f.path}`)).toEqual(
      expect.arrayContaining([
        'groundTransportation.runsPerHour',
        'cityFormatGroup.numberOfHitsSchedule[].numberOfHits',
      ]),
    )
  })

  it('no value outside a field’s range or off its step is priced as asked: it is clamped and said so, or refused naming the field (exit 1)', async () => {
    const outside = (rule: NumberRule) =>
      fc.oneof(
        ...(rule.min !== undefined
          ? [fc.integer({ min: 1, max: 1_000_000 }).map((d) => (rule.min ?? 0) - d)]
          : []),
        ...(rule.max !== undefined
          ? [fc.integer({ min: 1, max: 1_000_000 }).map((d) => (rule.max ?? 0) + d)]
          : []),
        ...(rule.step !== undefined && rule.step > 0
          ? [
              fc
                .integer({ min: 0, max: 50 })
                .map((k) => (rule.min ?? 0) + k * (rule.step ?? 1) + (rule.step ?? 1) / 2),
            ]
          : []),
      )
    let clamped = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields).chain((f) => fc.record({ f: fc.constant(f), value: outside(f.rule) })),
        async ({ f, value }) => {
          const spec = example(f.place)
          const file = specFile({ ...spec, input: withField(spec.input, f.path, value) })
          const top = f.path.split(/[.[]/)[0] ?? f.path
          const r = await calc('--input', file, '--format', 'json')
          if (r.code === 0) {
            const notes = JSON.parse(r.stdout).details.fieldNotes ?? {}
            expect(
              Object.keys(notes).some((k) => k.startsWith(top)),
              `${f.place}.${f.path}=${value} priced as asked`,
            ).toBe(true)
            const table = (await calc('--input', file)).stdout
            expect(table).toContain('Посчитано не так, как указано')
            clamped++
          } else {
            expect(r.code, r.stderr).toBe(1)
            expect(r.stderr).toMatch(new RegExp(`^Расчёт невозможен:\\n  ${top}[.\\w]*: `))
            refused++
          }
        },
      ),
      { numRuns: 150 },
    )
    expect(clamped).toBeGreaterThan(0)
    expect(refused).toBeGreaterThan(0)
  }, 120_000)

  it('a personal discount outside 0–100 % is refused naming the allowed values, exit 1; 100 and 0 are taken', async () => {
    const spec = example('cityFormat')
    for (const value of [-50, 150, 100.5]) {
      const r = await calc(
        '--input',
        specFile({ ...spec, advertiser: { isAgency: false, discount: { value, advertisePlaces: [] } } }),
      )
      expect(r.code).toBe(1)
      expect(r.stderr).toBe(
        `Расчёт невозможен:\n  advertiser.discount.value: Скидка ${value} %: допустимо от 0 до 100 %\n`,
      )
    }
    for (const value of [0, 100]) {
      const r = await calc(
        '--input',
        specFile({ ...spec, advertiser: { isAgency: false, discount: { value, advertisePlaces: [] } } }),
      )
      expect(r.code, r.stderr).toBe(0)
    }
  })

  it('every numeric field’s help line is said from the rule its refusal is checked by', async () => {
    let said = 0
    for (const f of fields) {
      const help = (await calc(f.place, '--help')).stdout
      const line = help
        .split('\n')
        .find((l) => new RegExp(`^  [* ] ${f.path.replace(/[[\].]/g, '\\$&')} `).test(l))
      expect(line, `${f.place}.${f.path}`).toBeDefined()
      // A field whose bounds hang on another (metro monitors' mode) says each mode's rule; the others say their own.
      if (line?.includes('(video)')) continue
      expect(line, `${f.place}.${f.path}`).toContain(describeNumber(f.rule).replace(/\u00a0/g, ' '))
      if (f.rule.clamp) expect(line).toContain('вне границ цена считается по ближайшей границе (R-GROUND-01)')
      said++
    }
    expect(said).toBeGreaterThanOrEqual(10)
  })

  it('a place’s help names each field’s bounds and step as its answer does (one rule says both)', async () => {
    const help = (await calc('metroMonitors', '--help')).stdout
    expect(help).toMatch(
      /presentationCount\s+число\s+видеокампания \(video\): Введите целое число от 10 000 до 100 000 000 с шагом 10 000/,
    )
    const spec = example('metroMonitors')
    const off = await calc(
      '--input',
      specFile({ ...spec, input: { ...spec.input, presentationCount: 205_000 } }),
    )
    // R-METRO-10: off the step the count is priced at the step below, and the answer says so.
    expect(off.code, off.stderr).toBe(0)
    expect(off.stdout.replace(/\u00a0/g, ' ')).toContain(
      'presentationCount: С шагом 10 000: цена посчитана для 200 000',
    )
    const few = await calc(
      '--input',
      specFile({ ...spec, input: { ...spec.input, presentationCount: 9_999 } }),
    )
    expect(few.code).toBe(1)
    expect(few.stderr.replace(/\u00a0/g, ' ')).toContain('presentationCount: Не меньше 10 000')
  })
})

describe('--explain (issue 52 item 5)', () => {
  it('prints every line step by step with its numbers, and sums to the total the JSON gives, for every place', async () => {
    const { nonStandart: _, ...priced } = EXAMPLE_FILES
    for (const file of Object.values(priced)) {
      const json = JSON.parse((await calc('--input', file, '--format', 'json')).stdout)
      const text = (await calc('--input', file, '--explain')).stdout
      const total = `${(json.totals.total / 100)
        .toFixed(2)
        .replace('.', ',')
        .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ₽`
      expect(text, file).toMatch(
        new RegExp(`Итоговая стоимость: без НДС \\+ НДС = .* = ${total.replace(/ /g, '\\s')}\\n`),
      )
      const steps = json.lines.flatMap((l: { steps: unknown[] }) => l.steps).length
      const formulas = text
        .split('\n')
        .filter((l) => /^ {3}\S.*: .* × .* = /.test(l) && !l.includes('итого по строке'))
      expect(formulas.length, file).toBe(steps)
    }
  }, 60_000)
})

describe('--example <place>: the worked example in the place folder, priced by its name (issue #49 item 2)', () => {
  /** The places in listing order, and those whose module carries an example. */
  const places = registry.places().map((p) => p.place)
  const withExample = places.filter((p) => CALC_EXAMPLES[p] !== undefined)

  it('prices the very spec its file in the place folder holds, for every place with one', async () => {
    expect(Object.keys(EXAMPLE_FILES).sort()).toEqual([...withExample].sort())
    for (const [place, file] of Object.entries(EXAMPLE_FILES)) {
      const named = await calc('--example', place, '--format', 'json')
      const read = await calc('--input', file, '--format', 'json')
      expect(named.code, `${place}: ${named.stderr}`).toBe(0)
      expect(named.stdout, place).toBe(read.stdout)
      expect(JSON.parse(named.stdout).place, place).toBe(place)
    }
    // The place may be named before it too; --explain and the table read it the same way.
    const explained = await calc('busMonitors', '--example', 'busMonitors', '--explain')
    expect(explained.stdout).toMatch(/^Маршрутные такси \(busMonitors\): 01\.06\.2027 – 30\.06\.2027\n/)
  })

  it('the usage lists every place by name with the call that prices its example, none where there is none', async () => {
    const help = (await calc('--help')).stdout
    const list = help.slice(help.indexOf('Рекламные места и их примеры:\n'))
    expect(withExample.length).toBeGreaterThanOrEqual(17)
    expect(withExample.length).toBeLessThan(places.length)
    for (const place of places) {
      const line = list.split('\n').find((l) => l.startsWith(`  ${place} `))
      expect(line, place).toBeDefined()
      if (withExample.includes(place)) expect(line, place).toMatch(new RegExp(`--example ${place}$`))
      else expect(line, place).not.toContain('--example')
    }
    expect((await calc('cityFormatGroup', '--help')).stdout).toContain(
      '  npm run calc -- --example cityFormatGroup [--format table|json|csv] [--explain]',
    )
  })

  it('an unknown place, or one without an example, is refused in Russian naming the places that have one: exit 2, nothing priced', async () => {
    for (const name of ['rocket', 'metromonitors', places.find((p) => !withExample.includes(p)) ?? '']) {
      const r = await calc('--example', name)
      expect(r.code, name).toBe(2)
      expect(r.stdout, name).toBe('')
      expect(r.stderr).toBe(
        `Ошибка вызова: нет примера у места ${name}; примеры есть у мест: ${withExample.join(', ')}\n`,
      )
    }
    const unknown = await calc('rocket', '--example', 'metroMonitors')
    expect(unknown.code).toBe(2)
    expect(unknown.stdout).toBe('')
    expect(unknown.stderr).toBe(
      `Ошибка вызова: неизвестное рекламное место rocket; места: ${places.join(', ')}\n`,
    )
    for (const other of [
      ['--input', 'x.json'],
      ['--batch', 'x.csv'],
    ]) {
      const both = await calc('--example', 'metroMonitors', ...other)
      expect(both.code).toBe(2)
      expect(both.stderr).toBe('Ошибка вызова: укажите что-то одно: --example, --input или --batch\n')
    }
  })
})
