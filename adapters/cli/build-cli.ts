import { chmod, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { compactShelterSides, SHELTER_SIDES_FILE } from '../inventory/bundled-shelter-sides'
import { readMoscowFiles } from '../inventory/moscow-files'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const CLI_DIR = join(ROOT, 'dist/cli')

/**
 * The calc CLI as one JavaScript file (and a lazy chunk for batch mode, which alone needs exceljs), with the
 * city's shelter sides beside it: a call starts in about the time node itself takes, with no TypeScript to
 * compile. Run by `npm run build` and after `npm ci`; tests build into a folder of their own.
 */
export const buildCli = async (outDir: string = CLI_DIR): Promise<string> => {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  await build({
    entryPoints: { calc: join(ROOT, 'adapters/cli/calc.ts') },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    // exceljs and its helpers are CommonJS and require node's own modules: give the ESM bundle a require.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __tabloRequire } from 'node:module';\nconst require = __tabloRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
  await writeFile(
    join(outDir, SHELTER_SIDES_FILE),
    JSON.stringify(compactShelterSides(await readMoscowFiles())),
  )
  const entry = join(outDir, 'calc.mjs')
  await chmod(entry, 0o755)
  return entry
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now()
  buildCli().then(
    (entry) => process.stdout.write(`built ${entry} in ${Math.round(performance.now() - started)} ms\n`),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
      process.exitCode = 1
    },
  )
}
