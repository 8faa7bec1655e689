import { execFileSync } from 'node:child_process'
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { compactShelterSides, SHELTER_SIDES_FILE } from '../inventory/bundled-shelter-sides'
import { readMoscowFiles } from '../inventory/moscow-files'
import { CLI_PLACES } from './calc-places'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const CLI_DIR = join(ROOT, 'dist/cli')

/**
 * Three bundles, each a function of the entry's require and address: the command line and help (small), the
 * pricing (effect, the calculators, the reference data), and the batch mode (exceljs). Each but the batch runs
 * from a V8 code cache beside it.
 */
const MAIN = 'calc-main.cjs'
const PRICE = 'calc-price.cjs'
const BATCH = 'calc-batch.cjs'

/**
 * The entry: runs each bundle with the code V8 compiled for it at build time (node 20 has no module compile
 * cache; a `vm.Script` takes cached data), so a call spends its time pricing, not parsing half a megabyte of
 * JavaScript, and `--help` never reads the pricing. A cache V8 rejects (another node) costs nothing but the
 * compile it would have done anyway. With TABLO_CALC_CACHE set, a run writes the cache of what it compiled.
 */
const ENTRY = `#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { Script } from 'node:vm'
const nodeRequire = createRequire(new URL('./${MAIN}', import.meta.url))
const load = (name) => {
  const file = new URL(name, import.meta.url)
  const cache = new URL(name.replace(/\\.cjs$/, '.cache'), import.meta.url)
  let cachedData
  try {
    cachedData = readFileSync(cache)
  } catch {}
  const script = new Script(readFileSync(file, 'utf8'), { filename: fileURLToPath(file), cachedData })
  if (process.env.TABLO_CALC_CACHE) process.on('exit', () => writeFileSync(cache, script.createCachedData()))
  const module = { exports: {} }
  script.runInThisContext()(require, import.meta.url, module, module.exports)
  return module.exports
}
const require = (id) => (id === './${PRICE}' || id === './${BATCH}' ? load(id.slice(2)) : nodeRequire(id))
load('${MAIN}')
`

/** `import('./calc-price')` and `import('./batch')` stay bundles of their own, loaded by the entry. */
const apart: Plugin = {
  name: 'apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/calc-price$/ }, () => ({ path: `./${PRICE}`, external: true }))
    b.onResolve({ filter: /^\.\/batch$/ }, () => ({ path: `./${BATCH}`, external: true }))
    // The places and their titles as a value: the help needs none of core.
    b.onLoad({ filter: /calc-places\.ts$/ }, () => ({
      contents: `export const CLI_PLACES = ${JSON.stringify(CLI_PLACES)}`,
      loader: 'ts',
    }))
  },
}

const common = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  // import() of a part of the bundle becomes a lazy evaluation of it: `--help` never evaluates the pricing.
  supported: { 'dynamic-import': false },
  // Files beside the bundle (the shelter sides) are found from the entry's address.
  define: { 'import.meta.url': '__tabloUrl' },
  logLevel: 'warning',
} as const

/**
 * The calc CLI as one script run from its code cache (and a file for batch mode, which alone needs exceljs),
 * with the city's shelter sides beside it: a call starts in about the time node itself takes (issue #52 item
 * 4; `npm run bench` measures it). Run by `npm run build` and after `npm ci`; tests build into a folder of their own.
 */
export const buildCli = async (outDir: string = CLI_DIR): Promise<string> => {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  for (const [entry, outfile] of [
    ['calc.ts', MAIN],
    ['calc-price.ts', PRICE],
    ['batch.ts', BATCH],
  ] as const)
    await build({
      ...common,
      entryPoints: [join(ROOT, 'adapters/cli', entry)],
      outfile: join(outDir, outfile),
      plugins: [apart],
      banner: { js: '(function(require,__tabloUrl,module,exports){' },
      footer: { js: '})' },
    })
  await writeFile(
    join(outDir, SHELTER_SIDES_FILE),
    JSON.stringify(compactShelterSides(await readMoscowFiles())),
  )
  const entry = join(outDir, 'calc.mjs')
  await writeFile(entry, ENTRY)
  await chmod(entry, 0o755)
  // One priced example compiles what a call runs; its code is what the cache keeps.
  execFileSync(
    process.execPath,
    [entry, '--input', join(ROOT, 'adapters/cli/examples/metroMonitors.json'), '--format', 'json'],
    { env: { ...process.env, NODE_OPTIONS: '', TABLO_CALC_CACHE: '1' }, stdio: 'ignore' },
  )
  return entry
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now()
  // An optional folder to build into (the features build the CLI they run into one of their own).
  buildCli(process.argv[2]).then(
    (entry) => process.stdout.write(`built ${entry} in ${Math.round(performance.now() - started)} ms\n`),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
      process.exitCode = 1
    },
  )
}
