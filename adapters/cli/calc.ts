import { readFile } from 'node:fs/promises'
import { parseIsoDate } from '../../core/format/date.format'
import { PRICED_BY_MANAGER, pricingErrorMessages } from '../../core/pricing/place-calculator'
import { resolveInventory } from '../../core/pricing/selection/resolved-stops'
import { fieldMessage, fieldMessages } from '../../core/shared/field-messages'
import { parseCalcArgs, placeHelp, usage, UsageError } from './calc-args'
import { CALC_EXAMPLES } from './calc-examples'
import { readSpec } from './calc-spec'
import { cliServices } from './cli-root'
import { formatCsv, formatJson, formatTable } from './quote-format'

/** Exit codes: 0 priced (or priced by a manager), 1 input refused, 2 usage or environment problem. */
const main = async (argv: readonly string[]): Promise<number> => {
  const args = parseCalcArgs(argv)
  const { registry, reference: referencePort, clock, shelters } = cliServices(args.api)
  const named = args.place ? registry.get(args.place) : undefined
  if (args.help && named) {
    process.stdout.write(`${placeHelp(named, CALC_EXAMPLES[named.place])}\n`)
    return 0
  }
  if (args.help && args.place) throw new UsageError(`unknown place ${args.place}; see npm run calc -- --help`)
  if (args.help || (!args.input && !args.batch)) {
    process.stdout.write(`${usage(registry.places())}\n`)
    return args.help ? 0 : 2
  }
  if (args.today !== undefined && !parseIsoDate(args.today, 'today').ok)
    return refuse({ '--today': fieldMessage('expected a real day YYYY-MM-DD') })
  const reference = await referencePort.load()
  const today = args.today ?? clock.today()
  if (args.batch) {
    const out = args.out ?? args.batch.replace(/\.(xlsx|csv)$/i, '') + '.priced.xlsx'
    // exceljs is heavy: loaded only for a batch.
    const { priceBatch } = await import('./batch')
    // On a terminal, one line that counts up; a pipe or a file gets only the summary.
    const progress = process.stderr.isTTY
      ? (done: number, of: number) =>
          process.stderr.write(`\rПосчитано ${done} из ${of}${done === of ? '\n' : ''}`)
      : undefined
    const { rows, failed } = await priceBatch(
      args.batch,
      out,
      { registry, reference, shelters },
      today,
      progress,
    )
    process.stdout.write(`Priced ${rows - failed} of ${rows} rows into ${out}\n`)
    return failed > 0 ? 1 : 0
  }
  let json: unknown
  try {
    json = JSON.parse(await readFile(args.input ?? '', 'utf8'))
  } catch (e) {
    throw new UsageError(`cannot read ${args.input} as JSON: ${e instanceof Error ? e.message : String(e)}`)
  }
  const read = readSpec(json)
  if (!read.ok) return refuse(fieldMessages(read.errors))
  const spec = read.spec
  if (args.place && spec.place && args.place !== spec.place) {
    throw new UsageError(`the place ${args.place} differs from the spec's place ${spec.place}`)
  }
  const place = args.place ?? spec.place
  if (!place) throw new UsageError('name the place: npm run calc -- <place> --input spec.json')
  const calculator = registry.get(place)
  if (!calculator) throw new UsageError(`unknown place ${place}; see npm run calc -- --help`)
  // Every stop is looked up in the inventory at hand and priced by its own okrug, as the server does (R-API-09).
  const resolved = await resolveInventory(place, spec.input, shelters)
  const result = resolved.ok
    ? registry.price(place, resolved.value, reference, {
        today: args.today ?? spec.today ?? today,
        ...(spec.advertiser ? { advertiser: spec.advertiser } : {}),
      })
    : resolved
  if (!result.ok) {
    if (result.error.code === PRICED_BY_MANAGER) {
      // A special project has no calculator: said as JSON when JSON is asked for, so a script can read it.
      process.stdout.write(
        args.format === 'json'
          ? `${JSON.stringify({ place, pricedByManager: true, message: result.error.message }, null, 2)}\n`
          : `${calculator.title} (${place}): ${result.error.message}\n`,
      )
      return 0
    }
    return refuse(pricingErrorMessages(result.error))
  }
  const q = result.value
  const text =
    args.format === 'json'
      ? formatJson(q)
      : args.format === 'csv'
        ? formatCsv(q)
        : formatTable(q, calculator.title)
  process.stdout.write(`${text}\n`)
  return 0
}

/** Field errors in the words the calculator uses in the browser; exit 1. */
const refuse = (messages: Readonly<Record<string, string>>): number => {
  const lines = Object.entries(messages).map(
    ([field, message]) => `  ${field === '_' ? 'input' : field}: ${message}`,
  )
  process.stderr.write(`Расчёт невозможен:\n${lines.join('\n')}\n`)
  return 1
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    process.stderr.write(
      `${e instanceof UsageError ? 'Usage error' : 'Error'}: ${e instanceof Error ? e.message : String(e)}\n`,
    )
    process.exitCode = 2
  },
)
