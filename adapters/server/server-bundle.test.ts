import { mkdtempSync, rmSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { buildServerBundle, freshServerBundle } from './server-bundle'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Issue 51 item 3: the production server runs from a bundle. What would break it unseen: a file read beside a
 * source (migrations, data, fonts, the root) looked for beside the bundle instead, and a stale bundle run in place
 * of changed sources by the tests.
 */
describe('the server bundle', () => {
  const outdir = mkdtempSync(join(ROOT, 'dist/bundle-test-'))
  afterAll(() => rmSync(outdir, { recursive: true, force: true }))

  it('finds the files beside a source from the bundle, and is run only while newer than its sources', async () => {
    await buildServerBundle([join(ROOT, 'adapters/inventory/moscow-files.ts')], outdir)
    const built = freshServerBundle('moscow-files.ts', outdir)
    expect(built).toBe(join(outdir, 'moscow-files.js'))

    // The Moscow open data lies beside moscow-files.ts, which finds it from its own address: from the bundle too.
    const files = (await import(
      pathToFileURL(built ?? '').href
    )) as typeof import('../inventory/moscow-files')
    expect(files.DATA_DIR).toBe(join(ROOT, 'adapters/inventory/data/'))

    // A source changed after the build (here: the bundle made older than its sources) is no longer run.
    utimesSync(join(outdir, 'moscow-files.js'), new Date(0), new Date(0))
    expect(freshServerBundle('moscow-files.ts', outdir)).toBeUndefined()
  })
})
