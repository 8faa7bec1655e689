import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SCRIPT = fileURLToPath(new URL('./testing/log-then-end.ts', import.meta.url))

/** What a process's log put on its standard output before it ended: the messages of its JSON lines. */
const messagesOf = (end: 'exit' | 'crash' | 'kill'): Promise<string[]> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, end], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
    child.once('error', reject)
    child.once('close', () =>
      resolve(
        out
          .split('\n')
          .filter(Boolean)
          .map((line) => String((JSON.parse(line) as { msg: unknown }).msg)),
      ),
    )
  })

/**
 * Issue #18: the server's log writes its lines in batches (pino.logger.ts, batchedStdout), so a line may wait in
 * memory. None is lost when the process ends, and a waiting line goes out within a tenth of a second.
 */
describe('the batched log on standard output', () => {
  it('a process that ends its work writes every line it logged', async () => {
    expect(await messagesOf('exit')).toEqual(['first', 'second'])
  })

  it('a process that crashes writes every line it logged before the crash', async () => {
    expect(await messagesOf('crash')).toEqual(['first', 'second'])
  })

  it('a line goes out within a tenth of a second: a process killed half a second later has written it', async () => {
    expect(await messagesOf('kill')).toEqual(['first', 'second', 'third'])
  })
})
