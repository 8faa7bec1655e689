import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { AfterAll } from '@cucumber/cucumber'
import { PLACES } from '../../core/places'
import type { PlaceModule } from '../../core/places/place-module'
import type { TabloWorld } from '../support/world'

const run = promisify(execFile)

/**
 * The CLI as it ships: built once per run by the same step as `npm run build` (adapters/cli/build-cli.ts), into a
 * folder of the run's own, on first use; removed when the run ends.
 */
let built: Promise<string> | undefined
let folder: string | undefined
const builtCli = (): Promise<string> => {
  built ??= (async () => {
    folder = mkdtempSync(join(tmpdir(), 'tablo-features-cli-'))
    const out = join(folder, 'cli')
    await run(process.execPath, ['--import', 'tsx', 'adapters/cli/build-cli.ts', out], { timeout: 120_000 })
    return join(out, 'calc.mjs')
  })()
  return built
}
AfterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

/** Roubles as the CLI writes them ('1 234 567,89 ₽', '−18 208,80 ₽') as a number. */
const roubles = (text: string): number =>
  Number(
    text
      .replace(/[\s ₽]/g, '')
      .replace('−', '-')
      .replace(',', '.'),
  )
const MONEY = '(−?[\\d ]+,\\d\\d) ₽'
const near = (a: number, b: number, what: string, tolerance = 0.02): void =>
  assert.ok(Math.abs(a - b) <= tolerance, `${what}: ${a} ≠ ${b}`)

/** The places whose module carries a worked example, in listing order (the place registry). */
const WITH_EXAMPLE = (PLACES as readonly PlaceModule[]).filter((p) => p.example).map((p) => p.id)
/** Of those, the ones a calculator prices (a special project has no form: a manager prices it). */
const PRICED = (PLACES as readonly PlaceModule[]).filter((p) => p.example && p.form).map((p) => p.id)

/**
 * The built calc CLI run on a place's worked example (`--example <place>`: the example its folder brings), and the
 * checks a product owner makes by hand on its `--explain`: every formula redone.
 */
export class CalcCliActor {
  code = -1
  out = ''
  err = ''
  total = 0
  /** Every explanation asked for, with the total the CLI prices for it. */
  readonly explained: { place: string; out: string; total: number }[] = []
  /** The place whose worked example was asked for last. */
  asked = ''

  async run(...argv: string[]): Promise<void> {
    try {
      const r = await run(process.execPath, [await builtCli(), ...argv], { timeout: 60_000 })
      this.code = 0
      this.out = r.stdout
      this.err = r.stderr
    } catch (e) {
      const f = e as { code?: unknown; stdout?: string; stderr?: string }
      this.code = typeof f.code === 'number' ? f.code : -1
      this.out = f.stdout ?? ''
      this.err = f.stderr ?? String(e)
    }
  }

  async explain(place: string): Promise<void> {
    await this.run('--example', place, '--format', 'json')
    assert.equal(this.code, 0, `${place}: ${this.err}`)
    this.total = (JSON.parse(this.out) as { totals: { total: number } }).totals.total / 100
    await this.run('--example', place, '--explain')
    assert.equal(this.code, 0, `${place}: ${this.err}`)
    this.explained.push({ place, out: this.out, total: this.total })
  }

  /** Every place a calculator prices, its worked example explained (a new place's too: no list to keep here). */
  async explainEveryPlace(): Promise<void> {
    assert.ok(PRICED.length >= 16, `only ${PRICED.length} places priced by a calculator`)
    for (const place of PRICED) await this.explain(place)
  }

  /** A check made on each explanation asked for, saying the place whose explanation fails it. */
  private each(check: () => void): void {
    assert.ok(this.explained.length > 0, 'no explanation asked for')
    for (const { place, out, total } of this.explained) {
      this.out = out
      this.total = total
      try {
        check()
      } catch (e) {
        throw new Error(`${place}: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
      }
    }
  }

  /** Every explanation's lines each redone (lines()). */
  checkLines(): void {
    this.each(() => assert.ok(this.lines() > 0))
  }

  /** Every explanation's sums redone (totals()). */
  checkTotals(): void {
    this.each(() => this.totals())
  }

  /** The worked example of a place asked for by its name, priced as a table. */
  async priceExample(place: string): Promise<void> {
    this.asked = place
    await this.run('--example', place)
  }

  /** The place asked for had no worked example: said in Russian, naming every place that has one; exit 2, no price. */
  refusedNamingExamples(): void {
    const place = this.asked
    assert.equal(this.code, 2, this.err)
    assert.equal(
      this.err,
      `Ошибка вызова: нет примера у места ${place}; примеры есть у мест: ${WITH_EXAMPLE.join(', ')}\n`,
    )
    assert.equal(this.out, '')
  }

  /** Each numbered line: its base, each step 'A × f = B' chained from the one before, its total N × unit. */
  lines(): number {
    const blocks = this.out.split(/\n(?=\d+\. )/).slice(1)
    assert.ok(blocks.length > 0, this.out)
    for (const block of blocks) {
      const rows = block.split('\n').filter((r) => r.startsWith('   '))
      const base = new RegExp(`^ {3}база: ${MONEY}$`).exec(rows[0] ?? '')
      assert.ok(base, `no base in\n${block}`)
      let running = roubles(base[1] ?? '')
      let afterSeasonal = running
      for (const row of rows.slice(1, -1)) {
        const times = new RegExp(`^ {3}.+: ${MONEY} × ([\\d,]+) = ${MONEY}$`).exec(row)
        const shares = new RegExp(`^ {3}.+: ${MONEY} × \\(1 \\+ ([\\d, +]+)\\) = ${MONEY}$`).exec(row)
        assert.ok(times ?? shares, `not a formula with its numbers: ${row}`)
        if (times) {
          const [, a = '', f = '', b = ''] = times
          near(roubles(a), running, `${row}: starts where the step before ended`)
          near(roubles(a) * Number(f.replace(',', '.')), roubles(b), row)
          running = roubles(b)
          if (/[Сс]езон/.test(row)) afterSeasonal = running
        } else if (shares) {
          const [, a = '', s = '', b = ''] = shares
          near(roubles(a), afterSeasonal, `${row}: surcharges add on the seasonal price`)
          const share = s.split('+').reduce((sum, x) => sum + Number(x.trim().replace(',', '.')), 0)
          near(roubles(a) * (1 + share), roubles(b), row)
          running = roubles(b)
        }
      }
      const net = new RegExp(`^ {3}итого по строке: (?:(\\d+) ед\\. × ${MONEY} = )?${MONEY}$`).exec(
        rows.at(-1) ?? '',
      )
      assert.ok(net, `no line total in\n${block}`)
      const [, units, unit, whole = ''] = net
      near(
        unit === undefined ? roubles(whole) : roubles(unit),
        running,
        `${rows.at(-1)}: the steps end at the line's total`,
      )
      if (units !== undefined && unit !== undefined)
        near(Number(units) * roubles(unit), roubles(whole), rows.at(-1) ?? '')
    }
    return blocks.length
  }

  /** The sum of the lines, VAT on it, and the total: each redone, ending at the total the CLI prices. */
  totals(): void {
    const nets = [...this.out.matchAll(new RegExp(`^ {3}итого по строке: .*?${MONEY}$`, 'gm'))].map((m) =>
      roubles(m[1] ?? ''),
    )
    const without = new RegExp(`Стоимость без НДС: сумма \\d+ строк.* = ${MONEY}\\n`).exec(this.out)
    const vat = new RegExp(`НДС (\\d+) %: ${MONEY} × ([\\d,]+) = ${MONEY}\\n`).exec(this.out)
    const total = new RegExp(
      `Итоговая стоимость: без НДС \\+ НДС = ${MONEY} \\+ ${MONEY} = ${MONEY}\\n`,
    ).exec(this.out)
    assert.ok(without && vat && total, this.out)
    near(
      nets.reduce((a, b) => a + b, 0),
      roubles(without[1] ?? ''),
      'the sum of the lines',
      0.001,
    )
    near(roubles(vat[2] ?? '') * Number((vat[3] ?? '').replace(',', '.')), roubles(vat[4] ?? ''), 'VAT')
    near(roubles(total[1] ?? '') + roubles(total[2] ?? ''), roubles(total[3] ?? ''), 'the total', 0.001)
    near(roubles(total[3] ?? ''), this.total, 'the total the CLI prices', 0.001)
  }
}

export const calcCli = (world: TabloWorld): CalcCliActor => world.slot('calc-cli', () => new CalcCliActor())
