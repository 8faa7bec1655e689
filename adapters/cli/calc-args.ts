import type { FieldGuideEntry } from '../../core/pricing/field-guide'
import { messagesFor, type CliLang, type CliMessages } from './messages'

/** The calc command line, parsed without a library: flags with values, one positional place. */
export interface CalcArgs {
  readonly help: boolean
  readonly explain: boolean
  readonly lang: CliLang
  readonly place?: string
  readonly input?: string
  /** A place whose worked example is priced (the one its module carries, in its folder). */
  readonly example?: string
  readonly format: 'table' | 'json' | 'csv'
  readonly batch?: string
  readonly out?: string
  readonly api?: string
  readonly today?: string
}

/** Where the CLI writes: the process's streams, or a test's buffers (the features run it in-process). */
export interface CalcIo {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
  /** A terminal gets a progress line for a batch. */
  readonly tty: boolean
}

/** A call the CLI cannot make sense of: said in the caller's language, exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

/** Told by its name: the built CLI's pricing bundle has a class of its own. */
export const isUsageError = (e: unknown): boolean => e instanceof Error && e.name === 'UsageError'

const FLAGS = new Set(['--input', '--example', '--format', '--batch', '--out', '--api', '--today', '--lang'])

/** The language asked for, read first so that even a bad call is answered in it (Russian unless `--lang en`). */
export const langOf = (argv: readonly string[]): CliLang =>
  argv[argv.indexOf('--lang') + 1] === 'en' ? 'en' : 'ru'

export const parseCalcArgs = (argv: readonly string[]): CalcArgs => {
  const m = messagesFor(langOf(argv))
  const values: Record<string, string> = {}
  const positional: string[] = []
  let help = false
  let explain = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--help' || arg === '-h') help = true
    else if (arg === '--explain') explain = true
    else if (FLAGS.has(arg)) {
      const value = argv[i + 1]
      if (value === undefined || value.startsWith('--')) throw new UsageError(m.needsValue(arg))
      values[arg.slice(2)] = value
      i++
    } else if (arg.startsWith('--')) throw new UsageError(m.unknownOption(arg))
    else positional.push(arg)
  }
  if (positional.length > 1) throw new UsageError(m.onePlace(positional.join(' ')))
  if ([values.example, values.input, values.batch].filter((v) => v !== undefined).length > 1)
    throw new UsageError(m.exampleOrInput)
  const format = values.format ?? 'table'
  if (format !== 'table' && format !== 'json' && format !== 'csv') throw new UsageError(m.badFormat(format))
  const lang = values.lang ?? 'ru'
  if (lang !== 'ru' && lang !== 'en') throw new UsageError(m.badLang(lang))
  return {
    help,
    explain,
    lang,
    format,
    ...(positional[0] === undefined ? {} : { place: positional[0] }),
    ...(values.input === undefined ? {} : { input: values.input }),
    ...(values.example === undefined ? {} : { example: values.example }),
    ...(values.batch === undefined ? {} : { batch: values.batch }),
    ...(values.out === undefined ? {} : { out: values.out }),
    ...(values.api === undefined ? {} : { api: values.api.replace(/\/+$/, '') }),
    ...(values.today === undefined ? {} : { today: values.today }),
  }
}

/** A place as the usage lists it: its id, its name, and whether it has a worked example to price. */
export interface ListedPlace {
  readonly place: string
  readonly title: string
  readonly example: boolean
}

/** The usage, then every place by id and name, each with the call that prices its example when it has one. */
export const usage = (places: readonly ListedPlace[], m: CliMessages): string =>
  [
    ...m.usage,
    '',
    m.advertisingPlaces,
    ...places.map((p) =>
      `  ${p.place.padEnd(26)} ${p.title.padEnd(32)} ${p.example ? `--example ${p.place}` : ''}`.trimEnd(),
    ),
  ].join('\n')

/**
 * One place's help: its fields with bounds, steps and defaults, read from the input schema the calculator
 * decodes with (core/pricing/field-guide.ts over core/shared/number-rule.ts), so help and refusal say the same
 * rule; and a spec that prices.
 */
export const placeHelp = (
  calculator: { place: string; title: string },
  fields: readonly FieldGuideEntry[],
  /** Its place's worked example and where it is in the repository (core/places/<folder>/<place>.example.json). */
  example: { readonly spec: unknown; readonly file: string } | undefined,
  m: CliMessages,
): string => {
  const width = Math.max(12, ...fields.map((f) => f.path.length + 2))
  const kind = (k: string): string =>
    k
      .split(' | ')
      .map((part) => m.kinds[part] ?? part)
      .join(' | ')
  const lines = fields.map((f) => {
    const notes = [...f.expects, ...(f.default === undefined ? [] : [m.byDefault(JSON.stringify(f.default))])]
    return `  ${(f.required ? '* ' : '  ') + f.path.padEnd(width)} ${kind(f.kind).padEnd(8)} ${notes.join('; ')}`.trimEnd()
  })
  return [
    `${calculator.title} (${calculator.place})`,
    '',
    ...(fields.length > 0 ? [m.fieldsHeading, ...lines] : [m.specialProject]),
    '',
    ...(example === undefined
      ? []
      : [
          m.priceableSpec(example.file),
          JSON.stringify(example.spec, null, 2),
          '',
          `  npm run calc -- --example ${calculator.place} [--format table|json|csv] [--explain]`,
          `  npm run calc -- ${calculator.place} --input spec.json [--format table|json|csv] [--explain]`,
        ]),
  ].join('\n')
}
