import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LOG_BACKLOG_BYTES } from './pino.logger'

const SCRIPT = fileURLToPath(new URL('./testing/log-then-end.ts', import.meta.url))

/**
 * What a process's log put on its standard output before it ended (its JSON lines), and what it said on its
 * standard error.
 */
const runOf = (
  end: 'exit' | 'crash' | 'kill' | 'flood',
): Promise<{ lines: { msg: string; dropped?: number }[]; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, end], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.once('error', reject)
    child.once('close', () =>
      resolve({
        lines: out
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { msg: string; dropped?: number }),
        stderr,
      }),
    )
  })
const messagesOf = async (end: 'exit' | 'crash' | 'kill'): Promise<string[]> =>
  (await runOf(end)).lines.map((line) => String(line.msg))

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

  it('more lines at once than the log holds waiting: the rest are dropped, and the log says how many', async () => {
    const { lines, stderr } = await runOf('flood')
    const NOTE = 'log lines dropped: the log output was not read'
    const written = lines.filter((l) => l.msg !== NOTE).map((l) => l.msg)
    // A note after each gap: with the next batch the output took, or at exit once everything waiting was written.
    const dropped = lines.filter((l) => l.msg === NOTE).reduce((sum, note) => sum + Number(note.dropped), 0)
    // Half again the bound was logged at once: some of it cannot have waited, some did.
    expect(dropped).toBeGreaterThan(0)
    expect(written.filter((m) => m === 'flood').length).toBeGreaterThan(0)
    // Every line is either in the log or counted as dropped: the flood, the two before it and the one after.
    expect(written.length + dropped).toBe(Math.ceil((LOG_BACKLOG_BYTES * 1.5) / 300) + 3)
    expect(written.slice(0, 2)).toEqual(['first', 'second'])
    // The count /metrics reads (tablo_log_lines_dropped_total) is the notes' sum, as the process ends.
    expect(stderr).toBe(`dropped in all ${dropped}\n`)
  }, 30_000)
})
