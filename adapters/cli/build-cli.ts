import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { compactShelterSides, SHELTER_SIDES_FILE } from '../inventory/bundled-shelter-sides'
import { readMoscowFiles } from '../inventory/moscow-files'
import { CALC_EXAMPLES } from './calc-examples'
import { CLI_PLACES } from './calc-places'
import { EXAMPLE_FILES } from './example-files'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const CLI_DIR = join(ROOT, 'dist/cli')

/**
 * Three bundles, each a function of a require, the folder's address and the module: the command line and help
 * (small), the pricing (effect, the calculators, the reference data), and the batch mode (exceljs).
 */
const MAIN = 'calc-main.cjs'
const PRICE = 'calc-price.cjs'
const BATCH = 'calc-batch.cjs'
/** The snapshot's builder, the snapshot, and the stamp of the bundles it was made from. */
const SNAPSHOT = 'calc-snapshot.cjs'
const BLOB = 'calc.blob'
const STAMP = 'calc.stamp'
/**
 * V8 options the snapshot is built and run with (node refuses a snapshot built with other ones). Not rehashing
 * the snapshot's strings for a new seed saves a twentieth of a start; the seed only guards against keys chosen to
 * collide, and a command reading its user's own files has none to fear.
 */
const V8_OPTIONS = '--no-rehash-snapshot'
/** What a person runs (package.json's `bin` and `npm run calc`). */
export const LAUNCHER = 'tablo-calc'

/**
 * `node dist/cli/calc.mjs`: runs each bundle with the code V8 compiled for it at build time (node 20 has no module
 * compile cache; a `vm.Script` takes cached data), and `--help` never reads the pricing. A cache V8 rejects
 * (another node) costs nothing but the compile it would have done anyway. With TABLO_CALC_CACHE set, a run writes
 * the cache of what it compiled. The launcher falls back to it; the tests of others run it directly.
 */
const ENTRY = `#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { Script } from 'node:vm'
const nodeRequire = createRequire(new URL('./${MAIN}', import.meta.url))
const where = { url: import.meta.url }
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
  script.runInThisContext()(require, where, module, module.exports)
  return module.exports
}
const require = (id) => (id === './${PRICE}' || id === './${BATCH}' ? load(id.slice(2)) : nodeRequire(id))
const { runCalc, processIo } = load('${MAIN}')
runCalc(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code
})
`

/**
 * The snapshot's builder, run by `node --no-rehash-snapshot --snapshot-blob calc.blob --build-snapshot
 * calc-snapshot.cjs` in the folder (at build time, and by the launcher when its node cannot read the blob). It
 * evaluates the command line and the pricing, prices every place's example once (`--example`, and one from a spec
 * file as `--input` reads it, so the snapshot holds their compiled code too), composes the services afresh, and leaves the call to the snapshot's main: a calculation then starts with
 * nothing left to load (issue #52 item 4).
 * What a snapshot cannot hold: Intl objects (V8 keeps them outside the heap) made while the snapshot is built are
 * made again on their first use after it; the batch is read from its file when asked for. A snapshot whose stamp is
 * not the folder's (the bundles built anew without it) runs the bundles from their files: slower, never stale.
 */
const SNAPSHOT_BUILDER = `'use strict'
const { startupSnapshot } = require('node:v8')
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs')
const { tmpdir } = require('node:os')
const { join, resolve } = require('node:path')
const { pathToFileURL } = require('node:url')
const builtin = require
const here = { dir: __dirname }
const where = { url: pathToFileURL(join(__dirname, 'calc.mjs')).href }
const stampOf = (dir) => {
  try {
    return readFileSync(join(dir, '${STAMP}'), 'utf8')
  } catch {
    return ''
  }
}
/** The bundles of a folder, each evaluated once, when first required (indirect eval: vm is not for snapshots). */
const bundles = () => {
  const done = new Map()
  const load = (id) => {
    if (!id.startsWith('./')) return builtin(id)
    if (!done.has(id)) {
      const module = { exports: {} }
      done.set(id, module)
      ;(0, eval)(readFileSync(join(here.dir, id), 'utf8'))(load, where, module, module.exports)
    }
    return done.get(id).exports
  }
  return load
}
const forget = []
const lazyIntl = (Real) =>
  function (...args) {
    let real
    forget.push(() => (real = undefined))
    const made = () => (real ??= new Real(...args))
    return new Proxy(Object.create(Real.prototype), {
      get: (_, key) => {
        const value = made()[key]
        return typeof value === 'function' ? value.bind(made()) : value
      },
    })
  }
const INTL = ['Collator', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Segmenter']
const kept = INTL.map((name) => [name, Intl[name]])
for (const [name, Real] of kept) Intl[name] = lazyIntl(Real)
const built = stampOf(__dirname)
const load = bundles()
const main = load('./${MAIN}')
const price = load('./${PRICE}')
const quiet = { out() {}, err() {}, tty: false }
const places = ${JSON.stringify(CLI_PLACES.filter((p) => p.example).map((p) => p.place))}
const spec = mkdtempSync(join(tmpdir(), 'tablo-calc-snapshot-'))
;(async () => {
  for (const place of places) await main.runCalc(['--example', place], quiet)
  for (const more of [['--format', 'json'], ['--format', 'csv'], ['--explain'], ['--lang', 'en']])
    await main.runCalc(['--example', 'metroMonitors', ...more], quiet)
  const one = join(spec, 'metroMonitors.json')
  writeFileSync(one, ${JSON.stringify(JSON.stringify(CALC_EXAMPLES.metroMonitors))})
  await main.runCalc(['metroMonitors', '--input', one], quiet)
  await main.runCalc(['metroMonitors', '--help'], quiet)
  await main.runCalc(['--help'], quiet)
})().finally(() => {
  rmSync(spec, { recursive: true, force: true })
  for (const [name, Real] of kept) Intl[name] = Real
  for (const drop of forget.splice(0)) drop()
  price.composeOffline()
})
startupSnapshot.setDeserializeMainFunction(() => {
  // The launcher names the folder first: \`node ${V8_OPTIONS} --snapshot-blob <dir>/calc.blob <dir> ...args\`.
  here.dir = resolve(process.argv[1] ?? '.')
  where.url = pathToFileURL(join(here.dir, 'calc.mjs')).href
  const run = stampOf(here.dir) === built ? main : bundles()('./${MAIN}')
  run.runCalc(process.argv.slice(2), run.processIo()).then((code) => {
    process.exitCode = code
  })
})
`

/**
 * The launcher: node started from the snapshot beside it. Any V8 option (NODE_OPTIONS) or another node makes a
 * snapshot unreadable (node exits 14 before running anything): with NODE_OPTIONS set, calc.mjs answers; after a
 * 14 the snapshot is built anew for this node where the folder is writable (or removed, when that fails, so that
 * no later call tries again), and calc.mjs answers this call. No snapshot at all: calc.mjs. Slower, never broken.
 */
const LAUNCH = `#!/bin/sh
# tablo-calc: the calc CLI (README, "The calc CLI"), started from a snapshot with the pricing loaded (build-cli.ts).
self=$0
if [ -L "$self" ]; then self=$(readlink -f "$self"); fi
case $self in */*) dir=\${self%/*} ;; *) dir=. ;; esac
# The usage needs none of the pricing: calc.mjs answers it without reading the snapshot that holds it.
if [ "$#" -eq 0 ] || { [ "$#" -eq 1 ] && [ "$1" = --help ]; }; then exec node "$dir/calc.mjs" "$@"; fi
if [ -z "$NODE_OPTIONS" ] && [ -f "$dir/${BLOB}" ]; then
  node ${V8_OPTIONS} --snapshot-blob "$dir/${BLOB}" "$dir" "$@"
  code=$?
  [ "$code" -eq 14 ] || exit "$code"
  echo "tablo-calc: этот node не читает снимок ${BLOB} (он собран другим); расчёт идёт без него" >&2
  if [ -w "$dir" ]; then
    if node ${V8_OPTIONS} --snapshot-blob "$dir/${BLOB}.$$" --build-snapshot "$dir/${SNAPSHOT}" >/dev/null 2>&1; then
      mv -f "$dir/${BLOB}.$$" "$dir/${BLOB}" && echo "tablo-calc: снимок собран заново для этого node" >&2
    else
      rm -f "$dir/${BLOB}"
    fi
    rm -f "$dir/${BLOB}.$$"
  fi
fi
exec node "$dir/calc.mjs" "$@"
`

/** `import('./calc-price')` and `import('./batch')` stay bundles of their own, loaded by the entry. */
const apart: Plugin = {
  name: 'apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/calc-price$/ }, () => ({ path: `./${PRICE}`, external: true }))
    b.onResolve({ filter: /^\.\/batch$/ }, () => ({ path: `./${BATCH}`, external: true }))
    // The server's kept quotes come with the pricing module and are never made by the CLI; their cache opens
    // diagnostics channels, which a snapshot cannot hold.
    b.onResolve({ filter: /^lru-cache$/ }, () => ({ path: 'lru-cache', namespace: 'apart' }))
    b.onLoad({ filter: /.*/, namespace: 'apart' }, () => ({
      contents: `export class LRUCache { constructor() { throw new Error('the calc CLI keeps no quotes') } }`,
      loader: 'js',
    }))
    // The places and their titles as a value: the help needs none of core.
    b.onLoad({ filter: /calc-places\.ts$/ }, () => ({
      contents: `export const CLI_PLACES = ${JSON.stringify(CLI_PLACES)}`,
      loader: 'ts',
    }))
    // Where each place's example is in the repository, as a value: found in the place folders at build time.
    b.onLoad({ filter: /example-files\.ts$/ }, () => ({
      contents: `export const EXAMPLE_FILES = ${JSON.stringify(EXAMPLE_FILES)}`,
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
  // Files beside the bundle (the shelter sides) are found from the folder's address, read when they are needed:
  // a snapshot made in one folder runs in another.
  define: { 'import.meta.url': '__tablo.url' },
  logLevel: 'warning',
} as const

/**
 * esbuild leaves letters outside ASCII in regular expressions (/[А-Яа-яЁё]/); one such letter makes V8 keep the
 * whole bundle's text two bytes a character, in memory and in the snapshot. Written as \u escapes, which mean the
 * same in a string, a template and a regular expression, it stays one byte a character.
 */
const ascii = (text: string): string =>
  text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * The calc CLI: a launcher that starts node from a snapshot holding the pricing already evaluated and warm, the
 * bundles it was made from (run from their code caches by calc.mjs, which the launcher falls back to), the batch
 * mode (exceljs) in a file of its own, and the city's shelter sides beside them (every place's example is in the
 * pricing bundle, priced by `--example <place>`): a call starts in
 * about the time node itself takes (issue #52 item 4; `npm run bench` measures it). Run by `npm run build` and
 * after `npm ci`; tests build into a folder of their own. Returns calc.mjs; the launcher is beside it.
 */
export const buildCli = async (outDir: string = CLI_DIR): Promise<string> => {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const cli = join(ROOT, 'adapters/cli')
  for (const [entry, outfile] of [
    [{ contents: "export { processIo, runCalc } from './calc-run'", resolveDir: cli }, MAIN],
    [join(cli, 'calc-price.ts'), PRICE],
    [join(cli, 'batch.ts'), BATCH],
  ] as const)
    await build({
      ...common,
      ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { ...entry, loader: 'ts' } }),
      outfile: join(outDir, outfile),
      plugins: [apart],
      banner: { js: '(function(require,__tablo,module,exports){' },
      footer: { js: '})' },
    })
  const stamp = createHash('sha256')
  for (const name of [MAIN, PRICE, BATCH]) {
    const file = join(outDir, name)
    const text = ascii(await readFile(file, 'utf8'))
    await writeFile(file, text)
    stamp.update(text)
  }
  await writeFile(join(outDir, STAMP), stamp.digest('hex').slice(0, 16))
  await writeFile(
    join(outDir, SHELTER_SIDES_FILE),
    JSON.stringify(compactShelterSides(await readMoscowFiles())),
  )
  const entry = join(outDir, 'calc.mjs')
  await writeFile(entry, ENTRY)
  await chmod(entry, 0o755)
  const env = { ...process.env, NODE_OPTIONS: '' }
  // One priced example compiles what a call runs; its code is what the cache keeps.
  execFileSync(process.execPath, [entry, '--example', 'metroMonitors', '--format', 'json'], {
    env: { ...env, TABLO_CALC_CACHE: '1' },
    stdio: 'ignore',
  })
  await writeFile(join(outDir, SNAPSHOT), SNAPSHOT_BUILDER)
  const launcher = join(outDir, LAUNCHER)
  await writeFile(launcher, LAUNCH)
  await chmod(launcher, 0o755)
  // Written aside and renamed: a build cut short leaves no half a snapshot (node would crash on it).
  execFileSync(
    process.execPath,
    [V8_OPTIONS, '--snapshot-blob', join(outDir, `${BLOB}.part`), '--build-snapshot', join(outDir, SNAPSHOT)],
    { env, stdio: 'ignore' },
  )
  await rename(join(outDir, `${BLOB}.part`), join(outDir, BLOB))
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
