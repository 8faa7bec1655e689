import { isUsageError, langOf, parseCalcArgs, usage, type CalcIo } from './calc-args'
import { CLI_PLACES } from './calc-places'
import { messagesFor } from './messages'

/**
 * The calc command: `--help` is answered from the argument rules, the messages and the place names alone; the
 * pricing (effect schemas, the calculators, the reference data) is imported only when something is priced
 * or a place's own help is asked for (issue #52 item 4). Returns the exit code.
 */
export const runCalc = async (argv: readonly string[], io: CalcIo): Promise<number> => {
  const m = messagesFor(langOf(argv))
  try {
    const args = parseCalcArgs(argv)
    if (args.place === undefined && (args.help || (!args.input && !args.batch))) {
      io.out(`${usage(CLI_PLACES, m)}\n`)
      return args.help ? 0 : 2
    }
    const { priceCalc } = await import('./calc-price')
    return await priceCalc(args, m, io)
  } catch (e) {
    io.err(`${isUsageError(e) ? m.usageError : m.error}: ${e instanceof Error ? e.message : String(e)}\n`)
    return 2
  }
}

/**
 * The process's own streams. Whether stderr is a terminal is asked only by a batch: making `process.stderr` costs a
 * start a couple of milliseconds, and a priced call never writes to it (issue #52 item 4).
 */
export const processIo = (): CalcIo => ({
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  get tty() {
    return process.stderr.isTTY === true
  },
})
