import type { Schema } from 'effect'
import { fieldGuide } from '../../core/pricing/field-guide'
/** The calc command line, parsed without a library: flags with values, one positional place. */
export interface CalcArgs {
  readonly help: boolean
  readonly place?: string
  readonly input?: string
  readonly format: 'table' | 'json' | 'csv'
  readonly batch?: string
  readonly out?: string
  readonly api?: string
  readonly today?: string
}

export class UsageError extends Error {}

const FLAGS = new Set(['--input', '--format', '--batch', '--out', '--api', '--today'])

export const parseCalcArgs = (argv: readonly string[]): CalcArgs => {
  const values: Record<string, string> = {}
  const positional: string[] = []
  let help = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--help' || arg === '-h') help = true
    else if (FLAGS.has(arg)) {
      const value = argv[i + 1]
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`)
      values[arg.slice(2)] = value
      i++
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`)
    else positional.push(arg)
  }
  if (positional.length > 1) throw new UsageError(`one place at a time, got: ${positional.join(' ')}`)
  const format = values.format ?? 'table'
  if (format !== 'table' && format !== 'json' && format !== 'csv') {
    throw new UsageError(`--format: expected json, table or csv, got ${format}`)
  }
  return {
    help,
    format,
    ...(positional[0] === undefined ? {} : { place: positional[0] }),
    ...(values.input === undefined ? {} : { input: values.input }),
    ...(values.batch === undefined ? {} : { batch: values.batch }),
    ...(values.out === undefined ? {} : { out: values.out }),
    ...(values.api === undefined ? {} : { api: values.api.replace(/\/+$/, '') }),
    ...(values.today === undefined ? {} : { today: values.today }),
  }
}

export const usage = (places: readonly { place: string; title: string }[]): string =>
  [
    'Usage:',
    '  npm run calc -- <place> --input spec.json [--format table|json|csv] [--api URL] [--today YYYY-MM-DD]',
    '  npm run calc -- --batch rows.xlsx|rows.csv [--out priced.xlsx] [--api URL]',
    '',
    'spec.json is either the calculation input of the place, or',
    '  { "place": "...", "today": "YYYY-MM-DD", "advertiser": { "isAgency": true, "discount": { "value": 10,',
    '    "advertisePlaces": [], "expirationDate": "YYYY-MM-DD" }, "ignoreGlobalDiscountFactors": false }, "input": { ... } }',
    'Batch rows: a column "place", optionally "today", and either an "input" column of JSON or one column per',
    'input field (a.b for nested fields, comma-separated lists).',
    '--api URL reads the reference data from GET {URL}/api/v1/pricing/reference instead of the bundled demo set.',
    "Examples: adapters/cli/examples/<place>.json; a place's fields, bounds and defaults: npm run calc -- <place> --help",
    '',
    'Advertising places:',
    ...places.map((p) => `  ${p.place.padEnd(26)} ${p.title}`),
  ].join('\n')

/** One place's help: its fields with bounds, steps and defaults (read from its input schema), and a spec that prices. */
export const placeHelp = (
  calculator: { place: string; title: string; schema: Schema.Top },
  example: unknown,
): string => {
  const fields = fieldGuide(calculator.schema)
  const width = Math.max(12, ...fields.map((f) => f.path.length + 2))
  const lines = fields.map((f) => {
    const notes = [
      ...f.expects,
      ...(f.default === undefined ? [] : [`по умолчанию ${JSON.stringify(f.default)}`]),
    ]
    return `  ${(f.required ? '* ' : '  ') + f.path.padEnd(width)} ${f.kind.padEnd(8)} ${notes.join('; ')}`.trimEnd()
  })
  return [
    `${calculator.title} (${calculator.place})`,
    '',
    ...(fields.length > 0
      ? ['Fields of "input" (* required):', ...lines]
      : ['A special project: a manager prices it; the calculator takes no fields.']),
    '',
    ...(example === undefined
      ? []
      : [
          `A spec that prices as it stands (adapters/cli/examples/${calculator.place}.json):`,
          JSON.stringify(example, null, 2),
          '',
          `  npm run calc -- ${calculator.place} --input spec.json [--format table|json|csv]`,
        ]),
  ].join('\n')
}
