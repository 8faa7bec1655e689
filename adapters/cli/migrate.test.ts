import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const dataDir = join(mkdtempSync(join(tmpdir(), 'tablo-migrate-')), 'pglite')
afterAll(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }))

const migrateCli = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'adapters/cli/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout.trim() }),
    (e: { code: number; stderr: string }) => ({ code: e.code, out: e.stderr.trim() }),
  )

/** Issue #18 part 6: the schema brought up to date without starting a server, once. */
describe('npm run migrate', () => {
  it('applies every migration to a new database, then finds nothing to do', async () => {
    const files = readdirSync('adapters/database/migrations').filter((f) => f.endsWith('.sql'))
    const first = await migrateCli({ DATA_DIR: dataDir })
    expect(first.code).toBe(0)
    expect(first.out).toMatch(new RegExp(`^Применено миграций: ${files.length} \\(`))
    const again = await migrateCli({ DATA_DIR: dataDir })
    expect(again).toEqual({ code: 0, out: `Схема базы уже актуальна: PGlite в ${dataDir}` })
  }, 120_000)

  it('a database it cannot reach is said in Russian, with a failing exit code', async () => {
    const failed = await migrateCli({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    expect(failed.code).toBe(1)
    expect(failed.out).toMatch(/^Миграции не применены: /)
  }, 60_000)
})
