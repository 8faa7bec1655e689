import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildCli, LAUNCHER } from '../cli/build-cli'
import { EXAMPLE_FILES } from '../cli/example-files'

/** The metro monitors' worked example where it is, in its place folder: the call reads it as `--input` reads a spec. */
const EXAMPLE = fileURLToPath(new URL(`../../${EXAMPLE_FILES.metroMonitors}`, import.meta.url))

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}
const timed = (work: () => void): number => {
  const t = performance.now()
  work()
  return performance.now() - t
}

export interface CliStart {
  /** Median wall time of one call, spawn to exit, and of `--help`. */
  readonly value: number
  readonly help: number
  /** Median wall time of `node -e 0`: node starting and doing nothing. */
  readonly floor: number
  /** Medians of each round's call ÷ floor and help ÷ floor (a busy moment slows all three of a round). */
  readonly ratio: number
  readonly helpRatio: number
}

/**
 * Issue 52 item 4 ('a start like node's', was issue 19 item 8): the built calc command as a person runs it (the
 * `tablo-calc` launcher, which `npm run calc` runs too: a shell script starting node from the snapshot), one
 * single-place call and `--help`, wall time from spawn to exit, each round timing `node -e 0`, the call and the
 * help in turn (21 rounds), so that the floor is the same machine at the same minute. All three run in the
 * environment a shell gives them, without NODE_OPTIONS (with it the launcher runs calc.mjs, and node -e 0 would
 * read it too).
 */
export const measureCliStart = async (rounds = 21): Promise<CliStart> => {
  const dir = mkdtempSync(join(tmpdir(), 'tablo-bench-cli-'))
  try {
    const cli = join(dirname(await buildCli(join(dir, 'cli'))), LAUNCHER)
    const { NODE_OPTIONS: _, ...env } = process.env
    const run =
      (file: string, ...args: string[]) =>
      () =>
        execFileSync(file, args, { stdio: 'ignore', env })
    const floor = run(process.execPath, '-e', '0')
    const call = run(cli, 'metroMonitors', '--input', EXAMPLE)
    const help = run(cli, '--help')
    call()
    help()
    const samples = Array.from({ length: rounds }, () => {
      const f = timed(floor)
      const c = timed(call)
      const h = timed(help)
      return { f, c, h }
    })
    return {
      value: median(samples.map((s) => s.c)),
      help: median(samples.map((s) => s.h)),
      floor: median(samples.map((s) => s.f)),
      ratio: median(samples.map((s) => s.c / s.f)),
      helpRatio: median(samples.map((s) => s.h / s.f)),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// `npx tsx adapters/bench/cli-start.ts`: the figure alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  measureCliStart().then((s) =>
    console.log(
      `cli-start: call ${s.value.toFixed(0)} ms, --help ${s.help.toFixed(0)} ms, node -e 0 ${s.floor.toFixed(0)} ms; ` +
        `ratio ${s.ratio.toFixed(2)}× (help ${s.helpRatio.toFixed(2)}×), target ≤ 1.3×`,
    ),
  )
}
