import { readFileSync } from 'node:fs'
import { access } from 'node:fs/promises'
import { parseIsoDate } from '../../core/format/date.format'
import { fieldGuide } from '../../core/pricing/field-guide'
import { PRICED_BY_MANAGER, pricingErrorMessages } from '../../core/pricing/place-calculator'
import type { Quote } from '../../core/pricing/quote'
import type { AdvertiserTerms } from '../../core/pricing/rules/discounts'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { impressionsRule, runsPerHourRule, type GroundValidationRules } from '../../core/pricing/rules/ground'
import { resolveInventory } from '../../core/pricing/selection/resolved-stops'
import { describeNumber, type NumberRule } from '../../core/shared/number-rule'
import { placeHelp, usage, UsageError, type CalcArgs, type CalcIo } from './calc-args'
import { CALC_EXAMPLES } from './calc-examples'
import { EXAMPLE_FILES } from './example-files'
import { formatCsv, formatExplain, formatJson, formatTable, type QuoteContext } from './calc-format'
import { CLI_PLACES } from './calc-places'
import { readSpec } from './calc-spec'
import { cliServices, type CliServices } from './cli-root'
import type { CliMessages } from './messages'

/** Core's sentences keep figures together with no-break spaces; a terminal, grep and a CSV read plain ones. */
const plain = (text: string): string => text.replace(/\u00a0/g, ' ')

/** Field errors in the words the calculator uses in the browser; exit 1. */
const refuse = (io: CalcIo, m: CliMessages, messages: Readonly<Record<string, string>>): number => {
  const lines = Object.entries(messages).map(
    ([field, message]) => `  ${field === '_' ? m.inputField : field}: ${message}`,
  )
  io.err(plain(`${m.refused}\n${lines.join('\n')}\n`))
  return 1
}

/** The inventory numbers a resolved input keeps selected but prices at nothing (R-STOP-07). */
const droppedOf = (input: unknown): string[] => {
  const stops = (input as { stops?: unknown } | null)?.stops
  if (!Array.isArray(stops)) return []
  return stops
    .filter((s): s is { inventoryNumber: string; bookingError: true } => s?.bookingError === true)
    .map((s) => s.inventoryNumber)
}

/** The advertiser without their personal discount: what the price would be had it not switched capacity off. */
const withoutPersonal = (advertiser: AdvertiserTerms): AdvertiserTerms => {
  const { discount: _, ...rest } = advertiser
  return rest
}

/**
 * The bounds a field takes from the reference data rather than from its schema (R-GROUND-01: ground transport's
 * impressions and runs per hour, clamped to the server's validation rules), said in the help from the same rules
 * the calculator clamps by.
 */
const serverBounds = (
  place: string,
  reference: PricingReferenceData,
): Readonly<Record<string, NumberRule>> => {
  const tariff = (
    reference.tariffs as unknown as Record<string, { validationRules?: GroundValidationRules }>
  )[place]
  const rules = tariff?.validationRules
  return rules ? { numberOfImpressions: impressionsRule(rules), runsPerHour: runsPerHourRule(rules) } : {}
}

/** The places' ids, in listing order: what an unknown place's refusal names. */
const placeIds = (): string[] => CLI_PLACES.map((p) => p.place)

/**
 * A place's worked example, as its module carries it (the place registry; calc-examples.ts). An unknown place, or one
 * without an example, is refused naming the places that have one (exit 2, nothing priced).
 */
const exampleOf = (place: string, m: CliMessages): unknown => {
  const example = CALC_EXAMPLES[place]
  if (example === undefined)
    throw new UsageError(
      m.noExample(
        place,
        CLI_PLACES.filter((p) => p.example).map((p) => p.place),
      ),
    )
  return example
}

/** The spec file named by --input, as JSON; a file missing or not JSON is refused naming it (exit 2). */
const readInput = (file: string, m: CliMessages): unknown => {
  let text: string
  try {
    // Read at once: the promise's read starts libuv's thread pool, a tenth of a call's start (issue #52 item 4).
    text = readFileSync(file, 'utf8')
  } catch (e) {
    const code = (e as { code?: unknown }).code
    throw new UsageError(m.cannotRead(file, code === 'ENOENT' ? m.noFile : String(code ?? e)))
  }
  try {
    return JSON.parse(text)
  } catch (e) {
    // V8's own words are English: said in the caller's language, with the position it names.
    const position = /position (\d+)/.exec(e instanceof Error ? e.message : '')?.[1]
    throw new UsageError(m.cannotRead(file, m.notJson(position)))
  }
}

/**
 * The offline services, composed once a process: building the container was a third of a call's work. The
 * snapshot keeps them composed (build-cli.ts), made afresh after its warm-up so that nothing the warm-up read (the
 * city's shelter sides, a day) is kept in it.
 */
let offline: CliServices | undefined
const servicesFor = (api: string | undefined): CliServices =>
  api ? cliServices(api) : (offline ??= cliServices())
export const composeOffline = (): void => {
  offline = cliServices()
}

/**
 * Everything that needs the pricing (loaded lazily by calc-run.ts, so that `--help` starts without it): a place's
 * help, one spec priced and said as a table, CSV, JSON or an explanation, or a batch of rows.
 * Exit codes: 0 priced (or priced by a manager), 1 input refused, 2 usage or environment problem.
 */
export const priceCalc = async (args: CalcArgs, m: CliMessages, io: CalcIo): Promise<number> => {
  const { registry, reference: referencePort, clock, shelters } = servicesFor(args.api)
  // A place named that the registry does not know is refused first, naming the ones it knows (exit 2).
  if (args.place !== undefined && !registry.get(args.place))
    throw new UsageError(m.unknownPlace(args.place, placeIds()))
  if (args.help) {
    const calculator = registry.get(args.place ?? '')
    if (!calculator) throw new UsageError(m.unknownPlace(args.place ?? '', placeIds()))
    const bounds = serverBounds(calculator.place, await referencePort.load())
    const fields = fieldGuide(calculator.schema).map((f) => {
      const rule = bounds[f.path]
      return rule ? { ...f, expects: [describeNumber(rule), m.clampHint] } : f
    })
    const spec = CALC_EXAMPLES[calculator.place]
    const file = EXAMPLE_FILES[calculator.place] ?? `core/places/…/${calculator.place}.example.json`
    io.out(plain(`${placeHelp(calculator, fields, spec === undefined ? undefined : { spec, file }, m)}\n`))
    return 0
  }
  if (!args.input && !args.batch && !args.example) {
    io.out(`${usage(CLI_PLACES, m)}\n`)
    return 2
  }
  if (args.today !== undefined && !parseIsoDate(args.today, 'today').ok)
    return refuse(io, m, { '--today': m.realDay })
  // The spec first: a file that is not there or a place without an example is refused before any reference is read.
  const json = args.batch
    ? undefined
    : args.example === undefined
      ? readInput(args.input ?? '', m)
      : exampleOf(args.example, m)
  const reference = await referencePort.load()
  // Moscow's day is read only when neither the call nor the spec names one (reading the zone costs a start).
  const today = (): string => args.today ?? clock.today()
  if (args.batch) {
    const batch = args.batch
    await access(batch).catch((e: unknown) => {
      const code = (e as { code?: unknown }).code
      throw new UsageError(m.cannotOpen(batch, code === 'ENOENT' ? m.noFile : String(code ?? e)))
    })
    const out = args.out ?? args.batch.replace(/\.(xlsx|csv)$/i, '') + '.priced.xlsx'
    // exceljs is heavy: loaded only for a batch.
    const { priceBatch } = await import('./batch')
    // On a terminal, one line that counts up; a pipe or a file gets only the summary.
    const progress = io.tty
      ? (done: number, of: number) => io.err(`\r${m.progress(done, of)}${done === of ? '\n' : ''}`)
      : undefined
    const { rows, failed } = await priceBatch(
      args.batch,
      out,
      { registry, reference, shelters },
      today(),
      progress,
      m,
    )
    io.out(`${m.batchSummary(rows - failed, rows, out)}\n`)
    return failed > 0 ? 1 : 0
  }
  const read = readSpec(json, m)
  if (!read.ok) return refuse(io, m, read.errors)
  const spec = read.spec
  if (args.place && spec.place && args.place !== spec.place)
    throw new UsageError(m.placeDiffers(args.place, spec.place))
  const place = args.place ?? spec.place
  if (!place) throw new UsageError(m.namePlace)
  const calculator = registry.get(place)
  if (!calculator) throw new UsageError(m.unknownPlace(place, placeIds()))
  // Every stop is looked up in the inventory at hand and priced by its own okrug, as the server does (R-API-09).
  const resolved = await resolveInventory(place, spec.input, shelters)
  const day = args.today ?? spec.today ?? today()
  const priced = (advertiser?: AdvertiserTerms) =>
    resolved.ok
      ? registry.price(place, resolved.value, reference, {
          today: day,
          ...(advertiser ? { advertiser } : {}),
        })
      : resolved
  const result = priced(spec.advertiser)
  if (!result.ok) {
    if (result.error.code === PRICED_BY_MANAGER) {
      // A special project has no calculator: said as JSON when JSON is asked for, so a script can read it.
      io.out(
        args.format === 'json'
          ? `${JSON.stringify({ place, pricedByManager: true, message: result.error.message }, null, 2)}\n`
          : `${m.pricedByManager(calculator.title, place, result.error.message)}\n`,
      )
      return 0
    }
    return refuse(io, m, pricingErrorMessages(result.error))
  }
  const q = result.value
  let without: Quote | undefined
  if (q.discounts.capacity.switchedOff && spec.advertiser) {
    const other = priced(withoutPersonal(spec.advertiser))
    if (other.ok) without = other.value
  }
  const context: QuoteContext = {
    title: calculator.title,
    m,
    lang: args.lang,
    ...(spec.advertiser?.discount ? { askedPersonal: spec.advertiser.discount.value } : {}),
    ...(without ? { withoutPersonal: without } : {}),
    dropped: resolved.ok ? droppedOf(resolved.value) : [],
  }
  const said = args.explain
    ? formatExplain(q, context)
    : args.format === 'json'
      ? formatJson(q, context)
      : args.format === 'csv'
        ? formatCsv(q, context)
        : formatTable(q, context)
  io.out(`${args.format === 'json' && !args.explain ? said : plain(said)}\n`)
  return 0
}
