import { createPino } from '../pino.logger'

/**
 * A process that writes to the server's batched log and then ends as the argument says: `exit` (its work done),
 * `crash` (an error nobody catches) or `kill` (SIGKILL a while after its last line). The batched-stdout test
 * reads what reached its standard output.
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
