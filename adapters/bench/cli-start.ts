import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildCli } from '../cli/build-cli'

const EXAMPLE = fileURLToPath(new URL('../cli/examples/metroMonitors.json', import.meta.url))

const medianMs = (runs: number, work: () => void): number => {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    work()
    samples.push(performance.now() - t)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(runs / 2)] ?? 0
}

/**
 * Issue 19 item 8: the built calc command, one single-place call, wall time from spawn to exit (median of 9),
 * beside the floor of the same machine at the same minute: `node -e 0`, node starting and doing nothing.
 */
export const measureCliStart = async (): Promise<{ value: number; floor: number }> => {
  const dir = mkdtempSync(join(tmpdir(), 'tablo-bench-cli-'))
  try {
    const cli = await buildCli(join(dir, 'cli'))
    const call = () => execFileSync('node', [cli, 'metroMonitors', '--input', EXAMPLE], { stdio: 'ignore' })
    call()
    const floor = medianMs(9, () => execFileSync('node', ['-e', '0'], { stdio: 'ignore' }))
    const value = medianMs(9, call)
    return { value, floor }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
