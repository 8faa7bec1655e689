import { Writable } from 'node:stream'

/** A log destination that keeps what is written to it: each JSON line as text and parsed. */
export const keptLines = () => {
  const lines: Record<string, unknown>[] = []
  const raw: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line)
        lines.push(JSON.parse(line) as Record<string, unknown>)
      }
      done()
    },
  })
  return { lines, raw, stream }
}
