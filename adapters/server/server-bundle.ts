import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Where `npm run build:server` writes the production server (main.js and the chunks it loads on first use). */
export const SERVER_BUNDLE_DIR = join(ROOT, 'dist/server')
/** The files a bundle was made from (relative to the root, esbuild's working folder), to tell a stale bundle. */
const INPUTS = 'inputs.json'

/**
 * Issue 51 item 3: the production server runs from one prebuilt ES module instead of TypeScript compiled at start
 * by tsx (its loader, the transformed sources and their source maps were ~90 MB of the resident memory). Every
 * package stays outside the bundle and is loaded from node_modules as before (PGlite finds its WebAssembly, sharp
 * its native library, pg its optional parts); only Tablo's own code is bundled. A module the server imports on first
 * use (exceljs, pdfkit, the clock control of the browser tests) stays a chunk of its own, loaded on first use.
 * Files read beside a source (migrations, the Moscow data, fonts, the root for data/ and dist/ui) are found where
 * they are: `import.meta.url` in a source becomes that source's own address, written relative to the bundle, so
 * the bundle works wherever the tree is, as long as dist/ stays inside it.
 */
export const buildServerBundle = async (
  entries: readonly string[] = [join(ROOT, 'adapters/server/main.ts')],
  outdir: string = SERVER_BUNDLE_DIR,
): Promise<{ readonly files: number; readonly bytes: number }> => {
  const { build } = await import('esbuild')
  await rm(outdir, { recursive: true, force: true })
  await mkdir(outdir, { recursive: true })
  const result = await build({
    entryPoints: [...entries],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    // For a person who wants the TypeScript lines in a stack: `node --enable-source-maps dist/server/main.js`.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    absWorkingDir: ROOT,
    tsconfig: join(ROOT, 'tsconfig.json'),
    plugins: [
      {
        // The container image leaves testing/ out (.ci/image.sh): its modules, imported on first use only when a
        // test asks (main.ts: CLOCK_CONTROL), stay outside the bundle there instead of failing the build.
        name: 'testing-left-out',
        setup(plugin) {
          plugin.onResolve({ filter: /(^|\/)testing\// }, ({ path, resolveDir }) =>
            existsSync(join(resolveDir, `${path}.ts`)) ? undefined : { path, external: true },
          )
        },
      },
      {
        name: 'import-meta-url-of-the-source',
        setup(plugin) {
          plugin.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
            const text = await readFile(path, 'utf8')
            const loader = path.endsWith('x') ? 'tsx' : 'ts'
            if (!text.includes('import.meta.url') || path.includes(`${sep}node_modules${sep}`))
              return { contents: text, loader }
            // The chunk that holds this code lives in outdir or in outdir/chunks: each sees its own address.
            const address = (from: string) => JSON.stringify(relative(from, path).split(sep).join('/'))
            const own =
              `(import.meta.url.includes('/chunks/') ? new URL(${address(join(outdir, 'chunks'))}, import.meta.url)` +
              ` : new URL(${address(outdir)}, import.meta.url)).href`
            return { contents: text.replaceAll('import.meta.url', own), loader }
          })
        },
      },
    ],
  })
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'))
  await writeFile(
    join(outdir, INPUTS),
    JSON.stringify(
      inputs.map((input) => relative(ROOT, input)),
      null,
      1,
    ),
  )
  const outputs = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([, output]) => output)
  return { files: outputs.length, bytes: outputs.reduce((sum, output) => sum + output.bytes, 0) }
}

/**
 * The bundle of `entry` (main.ts → dist/server/main.js) when it was built after every source it was made from
 * changed, else undefined: a test or the bench never runs yesterday's server in place of today's sources.
 */
export const freshServerBundle = (entry = 'main.ts', outdir = SERVER_BUNDLE_DIR): string | undefined => {
  const bundle = join(outdir, `${basename(entry, '.ts')}.js`)
  try {
    const built = statSync(bundle).mtimeMs
    const inputs = JSON.parse(readFileSync(join(outdir, INPUTS), 'utf8')) as string[]
    const stale = inputs.some((input) => statSync(join(ROOT, input)).mtimeMs > built)
    return stale ? undefined : bundle
  } catch {
    return undefined
  }
}

/**
 * How to start the server as a product runs it: node on the fresh bundle when there is one, else node with tsx's
 * loader on the sources (development, or a tree changed since the last build).
 */
export const serverCommand = (): readonly string[] => {
  const bundle = freshServerBundle()
  return bundle ? [bundle] : ['--import', 'tsx', join(ROOT, 'adapters/server/main.ts')]
}

// `npm run build:server` (no top-level await: the browser tests' loader imports this module too)
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now()
  void buildServerBundle().then(({ files, bytes }) =>
    console.log(
      `server bundle: ${relative(ROOT, SERVER_BUNDLE_DIR)}/main.js and ${files - 1} chunks, ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ),
  )
}
