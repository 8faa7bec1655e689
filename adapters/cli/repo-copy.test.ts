import { execFile, execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const run = promisify(execFile)

/**
 * Issue 19 item 10: the product reads nothing outside the repository at run time. The repository's files
 * (tracked, or new and not ignored) are copied into a folder of their own, with no `../shared` beside them and
 * node_modules linked in, and the bench and the CLI are built and run there.
 */
let top = ''
let copy = ''
beforeAll(() => {
  top = mkdtempSync(join(tmpdir(), 'tablo-copy-'))
  copy = join(top, 'repo')
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '' && existsSync(join(ROOT, f)))
  for (const f of files) {
    mkdirSync(dirname(join(copy, f)), { recursive: true })
    cpSync(join(ROOT, f), join(copy, f))
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir')
})
afterAll(() => rmSync(top, { recursive: true, force: true }))

describe('a copy of the repository alone runs the CLI and the bench (no ../shared beside it)', () => {
  it('builds the CLI and prices a transit-shelter spec by the inventory it carries', async () => {
    expect(existsSync(join(top, 'shared'))).toBe(false)
    await run('node', ['node_modules/.bin/tsx', 'adapters/cli/build-cli.ts'], { cwd: copy, timeout: 120_000 })
    const { stdout } = await run(
      'node',
      ['dist/cli/calc.mjs', '--example', 'transitShelter', '--format', 'json'],
      { cwd: copy, timeout: 60_000 },
    )
    expect(JSON.parse(stdout).totals.total).toBeGreaterThan(0)
  }, 180_000)

  it("runs the pricing bench over the repository's own Moscow stops", async () => {
    const { stdout, stderr } = await run('node', ['node_modules/.bin/tsx', 'adapters/bench/run.ts'], {
      cwd: copy,
      timeout: 240_000,
      env: { ...process.env, BENCH_SERVER: 'false', BENCH_CLI: 'false', BENCH_UI: 'false' },
    })
    expect(stderr).not.toMatch(/ENOENT|\.\.\/shared/)
    expect(stdout).toContain('16828 transit-shelter sides (8414 stops with a pavilion)')
    expect(stdout).toMatch(/re-price 16828 shelter sides × 12 months/)
  }, 300_000)
})
