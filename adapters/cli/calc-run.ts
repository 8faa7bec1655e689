import { writeSync } from 'node:fs'
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
    if (args.place === undefined && (args.help || (!args.input && !args.batch && !args.example))) {
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
 * Writes to a descriptor at once, as a terminal, a file or a pipe take it (making `process.stdout` costs a start a
 * few milliseconds, issue #52 item 4). A descriptor that would block (a non-blocking pipe) hands this and every
 * later text to the stream, so that the order stays; a reader gone away (`| head`) ends the writing quietly.
 */
const direct = (fd: 1 | 2, stream: () => NodeJS.WriteStream): ((text: string) => void) => {
  let streamed = false
  let closed = false
  return (text) => {
    if (closed) return
    const bytes = Buffer.from(text)
    let done = 0
    try {
      while (!streamed && done < bytes.length) done += writeSync(fd, bytes, done)
    } catch (e) {
      const code = (e as { code?: unknown }).code
      if (code === 'EPIPE') closed = true
      else if (code === 'EAGAIN') streamed = true
      else throw e
    }
    if (streamed && !closed) stream().write(bytes.subarray(done))
  }
}

/**
 * The process's own streams, written at once. Whether stderr is a terminal is asked only by a batch: making
 * `process.stderr` costs a start a couple of milliseconds, and a priced call never writes to it.
 */
export const processIo = (): CalcIo => ({
  out: direct(1, () => process.stdout),
  err: direct(2, () => process.stderr),
  get tty() {
    return process.stderr.isTTY === true
  },
})
