import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The server suite's global setup: a folder for the images of a migrated database that its test servers start
 * from (test-server.ts), removed when the suite ends so a run leaves nothing behind.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'tablo-test-images-'))
  process.env.TABLO_TEST_IMAGES = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
