import { createPino, droppedLogLines, LOG_BACKLOG_BYTES } from '../pino.logger'

/**
 * A process that writes to the server's batched log and then ends as the argument says: `exit` (its work done),
 * `crash` (an error nobody catches), `kill` (SIGKILL a while after its last line) or `flood` (more lines at once
 * than the log holds waiting, 1.5 × LOG_BACKLOG_BYTES / 300 of them as the test counts, then a last line two
 * seconds later, and at exit the count of lines dropped on its standard error). The batched-stdout test reads what
 * reached its standard output.
 */
const log = createPino('info')
log.info({ n: 1 }, 'first')
log.info({ n: 2 }, 'second')
const end = process.argv[2]
if (end === 'crash')
  setTimeout(() => {
    throw new Error('a crash')
  }, 10)
if (end === 'kill')
  setTimeout(() => {
    log.info({ n: 3 }, 'third')
    setTimeout(() => process.kill(process.pid, 'SIGKILL'), 500)
  }, 10)
if (end === 'flood') {
  // Some 300 bytes a line, half again what the log may hold waiting, written faster than any pipe takes them.
  const lines = Math.ceil((LOG_BACKLOG_BYTES * 1.5) / 300)
  const padding = 'x'.repeat(200)
  for (let n = 0; n < lines; n++) log.info({ n, padding }, 'flood')
  setTimeout(() => log.info({ n: lines }, 'after'), 2_000)
  // After the log's own exit handler (registered when the log was made): the count once everything is written.
  process.on('exit', () => process.stderr.write(`dropped in all ${droppedLogLines()}\n`))
}
