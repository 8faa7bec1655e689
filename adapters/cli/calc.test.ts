import { execFile, execFileSync } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpSync, existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { resolveInventory } from '../../core/pricing/selection/resolved-stops'
import { BundledShelterSides } from '../inventory/bundled-shelter-sides'
import { buildCli, LAUNCHER } from './build-cli'
import { createCalculatorRegistry } from './cli-root'
import { CALC_EXAMPLES } from './calc-examples'
import { EXAMPLE_FILES } from './example-files'

/** A folder of the test's own files, removed when the file's tests end (the suite leaves nothing behind). */
const made: string[] = []
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'tablo-calc-'))
  made.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

const run = promisify(execFile)
const registry = createCalculatorRegistry()
const shelters = new BundledShelterSides()

/** The CLI as it ships (issue 19 item 8): built by the same step as `npm run build`, into a folder of its own. */
let built = ''
beforeAll(async () => {
  built = await buildCli(join(tempDir(), 'cli'))
}, 120_000)

/** The environment a person's shell gives the CLI: no NODE_OPTIONS (vitest's own would make node refuse the snapshot). */
const { NODE_OPTIONS: _, ...env } = process.env

/**
 * Runs the built CLI as a person does (`tablo-calc`, `npm run calc`: the launcher, which starts node from the
 * snapshot), or `node calc.mjs` with `via`; resolves with the exit code and both streams.
 */
const calcIn = async (
  folder: string,
  args: readonly string[],
  more: { via?: 'calc.mjs'; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number; stdout: string; stderr: string }> => {
  try {
    const [file, argv] =
      more.via === 'calc.mjs'
        ? ['node', [join(folder, 'calc.mjs'), ...args]]
        : [join(folder, LAUNCHER), [...args]]
    const { stdout, stderr } = await run(file, argv, { timeout: 60_000, env: more.env ?? env })
    return { code: 0, stdout, stderr }
  } catch (e) {
    const f = e as { code?: number; stdout?: string; stderr?: string }
    return { code: typeof f.code === 'number' ? f.code : -1, stdout: f.stdout ?? '', stderr: f.stderr ?? '' }
  }
}
const calc = (...args: string[]) => calcIn(dirname(built), args)

/** At most two CLI processes at a time: each takes seconds of CPU to start, and the machine has few cores. */
const pool = async <T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const out: R[] = []
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++
      out[i] = await work(items[i] as T, i)
    }
  }
  await Promise.all([worker(), worker()])
  return out
}

const corePrice = (spec: { place: string; today: string; input: unknown; advertiser?: never }) =>
  registry.price(spec.place, spec.input, DEMO_REFERENCE, {
    today: spec.today,
    ...(spec.advertiser ? { advertiser: spec.advertiser } : {}),
  })

/** The core's price of a spec whose stops are first looked up in the bundled inventory, as the server does. */
const resolvedCorePrice = async (spec: { place: string; today: string; input: unknown }) => {
  const resolved = await resolveInventory(spec.place, spec.input, shelters)
  if (!resolved.ok) throw new Error(resolved.error.message)
  return corePrice({ ...spec, input: resolved.value })
}

describe('npm run calc (child process)', () => {
  it('prints usage with every advertising place', async () => {
    const r = await calc('--help')
    expect(r.code).toBe(0)
    for (const c of registry.places()) expect(r.stdout).toContain(c.place)
    expect(r.stdout).toMatch(/^ {2}metroMonitors .* --example metroMonitors$/m)
    // A place with no example, named from the snapshot: refused in Russian naming those that have one, exit 2.
    const unknown = await calc('--example', 'rocket')
    expect(unknown.code).toBe(2)
    expect(unknown.stdout).toBe('')
    expect(unknown.stderr).toMatch(
      /^Ошибка вызова: нет примера у места rocket; примеры есть у мест: metroMonitors, /,
    )
  }, 60_000)

  it("prices every place's example by its name, and its total equals the core total of its file to the kopeck", async () => {
    const files = Object.entries(EXAMPLE_FILES)
    expect(files.length).toBeGreaterThanOrEqual(17)
    const results = await pool(files, async ([place, f]) => ({
      f,
      r: await calc('--example', place, '--format', 'json'),
    }))
    for (const { f, r } of results) {
      const spec = JSON.parse(readFileSync(f, 'utf8'))
      const core = await resolvedCorePrice(spec)
      expect(r.code, `${f}: ${r.stderr}`).toBe(0)
      if (!core.ok) {
        expect(core.error.code).toBe('priced by a manager')
        expect(r.stdout).toContain(core.error.message)
        continue
      }
      const printed = JSON.parse(r.stdout)
      expect(printed.totals.total, f).toBe(core.value.totals.total)
      expect(printed.totals.totalSumWithoutTaxes, f).toBe(core.value.totals.totalSumWithoutTaxes)
    }
  }, 300_000)

  it('refuses a day that does not exist and says a special project as JSON (issue 19 item 5)', async () => {
    const badDay = await calc('lightBoxes', '--example', 'lightBoxes', '--today', '2026-13-45')
    expect(badDay.code).toBe(1)
    expect(badDay.stderr).toContain('--today: Такого дня нет в календаре (формат ГГГГ-ММ-ДД)')
    const special = await calc('nonStandart', '--example', 'nonStandart', '--format', 'json')
    expect(special.code).toBe(0)
    expect(JSON.parse(special.stdout)).toMatchObject({ place: 'nonStandart', pricedByManager: true })
  }, 60_000)

  it('refuses bad input with exit 1, naming the field and the expectation, without a stack trace', async () => {
    const dir = tempDir()
    const file = join(dir, 'bad.json')
    writeFileSync(
      file,
      JSON.stringify({
        startDate: '2027-09-01',
        endDate: '2027-09-30',
        itemIds: ['CF-001'],
        clipDuration: 7,
      }),
    )
    const r = await calc('cityFormat', '--input', file)
    expect(r.code).toBe(1)
    // The same Russian words the calculator shows in the browser (core/shared/field-messages.ts).
    // The bound the value breaks, said as the calculator form says it (core/shared/number-rule.ts).
    expect(r.stderr).toContain('Расчёт невозможен:\n  clipDuration: С шагом 5: ближайшие 5 и 10')
    expect(r.stderr.replace(/^\s+[\w.]+:/gm, '')).not.toMatch(/[A-Za-z]{4,}/)
    expect(r.stderr).not.toMatch(/\bat .*\.m?[jt]s:\d+/)
    const unknown = await calc('rocket', '--input', file)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Ошибка вызова: неизвестное рекламное место rocket')
  }, 60_000)

  it('agrees with the core on random specs (table, csv and json run the same calculator)', async () => {
    const dir = tempDir()
    const specs = fc.sample(
      fc.record({
        items: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 }),
        start: fc.integer({ min: 0, max: 600 }),
        days: fc.integer({ min: 1, max: 90 }),
        clip: fc.constantFrom(5, 10, 20, 45),
        geo: fc.boolean(),
      }),
      { numRuns: 4, seed: 4 },
    )
    await pool(specs, async (s, i) => {
      const start = new Date(Date.UTC(2027, 0, 1 + s.start)).toISOString().slice(0, 10)
      const end = new Date(Date.UTC(2027, 0, s.start + s.days)).toISOString().slice(0, 10)
      const spec = {
        place: 'cityFormat',
        today: '2026-11-22',
        input: {
          startDate: start,
          endDate: end,
          itemIds: s.items.map((n) => `CF-${String(n).padStart(3, '0')}`),
          clipDuration: s.clip,
          targeting: { geo: s.geo },
        },
      }
      const file = join(dir, `spec-${i}.json`)
      writeFileSync(file, JSON.stringify(spec))
      const r = await calc('--input', file, '--format', 'csv')
      const core = corePrice(spec as never)
      if (!core.ok) throw new Error(core.error.message)
      const total = r.stdout.split('\n').find((l) => l.startsWith('total,') && l.includes(',total,'))
      expect(total?.split(',')[7]).toBe((core.value.totals.total / 100).toFixed(2))
    })
  }, 300_000)

  it('--api reads the reference data from GET {URL}/api/v1/pricing/reference', async () => {
    // The server doubles the crystal-light tariff: the CLI must price with it, not with the bundled set.
    const served = {
      ...DEMO_REFERENCE,
      tariffs: {
        ...DEMO_REFERENCE.tariffs,
        cristalLight: { ...DEMO_REFERENCE.tariffs.cristalLight, monthlyPrice: 50_000 },
      },
    }
    const paths: string[] = []
    const server = createServer((req, res) => {
      paths.push(req.url ?? '')
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ data: served }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const r = await calc('--example', 'cristalLight', '--format', 'json', '--api', url)
      expect(r.code, r.stderr).toBe(0)
      expect(paths).toEqual(['/api/v1/pricing/reference'])
      const spec = CALC_EXAMPLES.cristalLight as { place: string; today: string; input: unknown }
      const core = registry.price(spec.place, spec.input, served, { today: spec.today })
      if (!core.ok) throw new Error(core.error.message)
      expect(JSON.parse(r.stdout).totals.total).toBe(core.value.totals.total)
      const bundled = corePrice(spec)
      expect(bundled.ok && bundled.value.totals.total).not.toBe(core.value.totals.total)
    } finally {
      server.close()
    }
  }, 300_000)

  it('--batch prices spreadsheet rows into a workbook, reporting the bad row', async () => {
    const dir = tempDir()
    const rows = join(dir, 'rows.csv')
    writeFileSync(
      rows,
      [
        'place,startDate,endDate,itemIds,clipDuration',
        'cityFormat,2027-09-01,2027-09-30,"CF-001,CF-002",5',
        'cityFormat,2027-09-01,2027-09-30,CF-001,7',
      ].join('\n'),
    )
    const out = join(dir, 'priced.xlsx')
    const r = await calc('--batch', rows, '--out', out, '--today', '2026-11-22')
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('Посчитано строк: 1 из 2')
    const wb = await new ExcelJS.Workbook().xlsx.readFile(out)
    const sheet = wb.worksheets[0]
    const core = registry.price(
      'cityFormat',
      { startDate: '2027-09-01', endDate: '2027-09-30', itemIds: ['CF-001', 'CF-002'], clipDuration: 5 },
      DEMO_REFERENCE,
      { today: '2026-11-22' },
    )
    if (!core.ok) throw new Error(core.error.message)
    expect(sheet?.getRow(2).getCell('I').value).toBe(core.value.totals.total / 100)
    expect(String(sheet?.getRow(3).getCell('L').value)).toContain('clipDuration: С шагом 5: ближайшие 5 и 10')
  }, 300_000)

  it('prices a shelter side by the okrug the inventory gives it; an unknown or contradicting side is refused by name (issue 19 item 4)', async () => {
    const dir = tempDir()
    const write = (name: string, stops: unknown[]): string => {
      const file = join(dir, name)
      writeFileSync(
        file,
        JSON.stringify({
          place: 'transitShelter',
          today: '2026-11-22',
          input: { months: ['2027-03'], stops },
        }),
      )
      return file
    }
    // Sent as the centre (the dearest tariff), priced as what the inventory says the stop is.
    const asCentre = await calc(
      '--input',
      write('centre.json', [{ inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ЦАО' }]),
      '--format',
      'json',
    )
    expect(asCentre.code, asCentre.stderr).toBe(0)
    expect(JSON.parse(asCentre.stdout).totals.total).toBe(3_612_078)
    const byOldNumber = await calc(
      '--input',
      write('old.json', [{ inventoryNumber: '7-A' }]),
      '--format',
      'json',
    )
    expect(JSON.parse(byOldNumber.stdout).totals.total).toBe(3_612_078)
    const unknown = await calc(
      '--input',
      write('unknown.json', [{ inventoryNumber: 'ОСТ-999999-A', side: 'a' }]),
    )
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('stops: Нет таких остановок: ОСТ-999999-A')
    const wrongSide = await calc(
      '--input',
      write('side.json', [{ inventoryNumber: 'ОСТ-000007-A', side: 'b' }]),
    )
    expect(wrongSide.code).toBe(1)
    expect(wrongSide.stderr).toContain('stops: Сторона не совпадает с инвентарным номером ОСТ-000007-A')
  }, 60_000)

  it('--api looks each shelter side up on the server and prices it by the okrug the server gives', async () => {
    const asked: unknown[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => {
        res.setHeader('content-type', 'application/json')
        if (req.url === '/api/v1/pricing/shelter-sides') {
          asked.push(JSON.parse(body))
          res.end(
            JSON.stringify({
              data: [
                { inventoryNumber: 'ОСТ-000007-A', oldInventoryNumber: '7-A', side: 'a', okrugAbbrev: 'ЦАО' },
              ],
            }),
          )
        } else res.end(JSON.stringify({ data: DEMO_REFERENCE }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const file = join(tempDir(), 'shelter.json')
      const spec = {
        place: 'transitShelter',
        today: '2026-11-22',
        input: { months: ['2027-03'], stops: [{ inventoryNumber: 'ОСТ-000007-A', side: 'a' }] },
      }
      writeFileSync(file, JSON.stringify(spec))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const r = await calc('--input', file, '--format', 'json', '--api', url)
      expect(r.code, r.stderr).toBe(0)
      expect(asked).toEqual([{ numbers: ['ОСТ-000007-A'] }])
      const centre = corePrice({
        ...spec,
        input: { ...spec.input, stops: [{ inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ЦАО' }] },
      })
      if (!centre.ok) throw new Error(centre.error.message)
      expect(JSON.parse(r.stdout).totals.total).toBe(centre.value.totals.total)
      expect(centre.value.totals.total).not.toBe(3_612_078)
    } finally {
      server.close()
    }
  }, 60_000)

  it('<place> --help lists the fields with bounds, steps and defaults, and a spec that prices as it stands (item 7)', async () => {
    const help = await calc('cityFormatGroup', '--help')
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(
      /numberOfHitsSchedule\[\]\.numberOfHits\s+число\s+Введите целое число от 175 до 4\s200 с шагом 175; по умолчанию 700/,
    )
    expect(help.stdout).toMatch(/\* advertisingSpaceGroupIds\s+список\s+Выберите хотя бы один объект/)
    const file = join(tempDir(), 'from-help.json')
    writeFileSync(file, help.stdout.slice(help.stdout.indexOf('{'), help.stdout.lastIndexOf('}') + 1))
    const priced = await calc('--input', file, '--format', 'json')
    expect(priced.code, priced.stderr).toBe(0)
    expect(JSON.parse(priced.stdout).totals.total).toBeGreaterThan(0)
  }, 60_000)
})

describe('the launcher starts node from the snapshot and falls back, never breaks (issue #52 item 4)', () => {
  const args = ['--example', 'metroMonitors', '--format', 'json', '--today', '2027-01-15']
  /** A copy of the built CLI to break, with `change` done to it. */
  const copy = (change: (folder: string) => void): string => {
    const folder = join(tempDir(), 'cli')
    cpSync(dirname(built), folder, { recursive: true })
    change(folder)
    return folder
  }
  const same = async (folder: string, more: { env?: NodeJS.ProcessEnv } = {}, stderr = '') => {
    const [want, got] = [
      await calcIn(dirname(built), args, { via: 'calc.mjs' }),
      await calcIn(folder, args, more),
    ]
    expect(want.code, want.stderr).toBe(0)
    expect(got.code, got.stderr).toBe(0)
    expect(got.stdout).toBe(want.stdout)
    expect(got.stderr).toContain(stderr)
    return got
  }
  /** The pricing as the bundles give it, gone: only the snapshot can price now. */
  const bundlesGone = (folder: string): void => {
    for (const file of ['calc.mjs', 'calc-price.cjs', 'calc-price.cache']) rmSync(join(folder, file))
  }

  it("a call is priced from the snapshot: the folder without the pricing bundle still prices and says a place's help", async () => {
    const folder = copy(bundlesGone)
    await same(folder)
    const help = await calcIn(folder, ['metroMonitors', '--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Мониторы в метро (metroMonitors)')
    // The usage alone is said by calc.mjs, without the snapshot that holds the pricing.
    expect((await calcIn(folder, ['--help'])).code).not.toBe(0)
  }, 60_000)

  it('without a snapshot, with one of other bundles, or with NODE_OPTIONS it runs calc.mjs: the same answer', async () => {
    await same(copy((folder) => rmSync(join(folder, 'calc.blob'))))
    await same(copy((folder) => writeFileSync(join(folder, 'calc.stamp'), 'other bundles')))
    await same(dirname(built), { env: { ...env, NODE_OPTIONS: '--max-old-space-size=512' } })
  }, 60_000)

  it("a snapshot this node refuses (another node's) is built anew; that call is answered by calc.mjs", async () => {
    // Any V8 option changes what node accepts, as another node version does.
    const refused = (folder: string): void => {
      const build = [
        '--stack-size=900',
        '--snapshot-blob',
        'calc.blob',
        '--build-snapshot',
        'calc-snapshot.cjs',
      ]
      execFileSync('node', build, { cwd: folder, env, stdio: 'ignore' })
    }
    const folder = copy(refused)
    await same(folder, {}, 'снимок собран заново для этого node')
    bundlesGone(folder)
    await same(folder)
    // A snapshot that cannot be built anew is removed: later calls go straight to calc.mjs.
    const broken = copy((folder) => {
      refused(folder)
      writeFileSync(join(folder, 'calc-snapshot.cjs'), "throw new Error('no snapshot here')")
    })
    await same(broken, {}, 'расчёт идёт без него')
    expect(existsSync(join(broken, 'calc.blob'))).toBe(false)
    expect((await same(broken)).stderr).toBe('')
  }, 60_000)
})

/** Sets (or, with undefined, removes) a field by its guide path; 'a[].b' reaches into every element of a. */
const withField = (input: unknown, path: string, value: unknown): unknown => {
  const [head = '', ...rest] = path.split('.')
  const copy = { ...(input as Record<string, unknown>) }
  if (head.endsWith('[]')) {
    const key = head.slice(0, -2)
    copy[key] = ((copy[key] as unknown[]) ?? []).map((e) => withField(e, rest.join('.'), value))
  } else if (rest.length > 0) {
    if (copy[head] !== undefined) copy[head] = withField(copy[head], rest.join('.'), value)
  } else if (value === undefined) delete copy[head]
  else copy[head] = value
  return copy
}

describe('the defaults the help names are the ones the calculators price with (issue 19 items 2 and 7)', () => {
  it('every example priced with a defaulted field left out equals it priced with the named default', async () => {
    const { fieldGuide } = await import('../../core/pricing/field-guide')
    let checked = 0
    for (const file of Object.values(EXAMPLE_FILES)) {
      const spec = JSON.parse(readFileSync(file, 'utf8'))
      const calculator = registry.get(spec.place)
      if (!calculator) continue
      for (const field of fieldGuide(calculator.schema).filter((f) => f.default !== undefined)) {
        const left = corePrice({ ...spec, input: withField(spec.input, field.path, undefined) })
        const named = corePrice({ ...spec, input: withField(spec.input, field.path, field.default) })
        expect(left.ok, `${spec.place}.${field.path}`).toBe(true)
        if (left.ok && named.ok)
          expect(left.value.totals, `${spec.place}.${field.path}`).toEqual(named.value.totals)
        checked++
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20)
  })
})
