import { readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PRODUCT_IMAGE_ENV, productImage } from '../../../adapters/server/testing/product-process'

/** The profile folders Playwright makes for each chromium it launches, and leaves behind empty. */
const profiles = (): string[] =>
  readdirSync(tmpdir()).filter((name) => name.startsWith('playwright_chromiumdev_profile-'))

/**
 * The browser run's global setup: one product is started on an empty folder and stopped, and its migrated, seeded
 * database becomes the image every spec's product starts from (startProduct copies it). Each spec still has a
 * product and a database of its own; the run saves the migrations and the Moscow seed of every spec after the first
 * (about 7 of the 9.4 s a product took to start). When the run ends, the image goes, and so do the empty profile
 * folders the run's browsers left in the temporary directory.
 */
export default async function globalSetup(): Promise<() => void> {
  const before = new Set(profiles())
  const image = await productImage()
  process.env[PRODUCT_IMAGE_ENV] = image.dir
  return () => {
    image.remove()
    for (const name of profiles())
      if (!before.has(name)) rmSync(join(tmpdir(), name), { recursive: true, force: true })
  }
}
