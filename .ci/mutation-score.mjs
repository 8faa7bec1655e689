#!/usr/bin/env node
/**
 * The last full mutation score per folder (issue #49 item 6), kept in the repository as
 * reports/mutation/score.json. Reads Stryker's JSON reports (mutation-testing-report-schema) and counts, per
 * folder of stryker.config.mjs's `mutate`, the mutants killed or timed out (detected) over those that are valid
 * (detected, survived, or not covered by any test); a folder the reports do not cover keeps its last score.
 * A mutant of module-level code (run once, when its module loads) is Ignored by Stryker itself, with the reason
 * (the ignorer .ci/stryker-module-level.mjs): it counts among `ignored`, out of the score, as it is out of
 * Stryker's own score and `break`, so the two agree. `--partial` marks the
 * folders of these reports as measured in part (some of their files left out), so that CI
 * (.ci/mutate-changed.mjs) waits for their full run.
 * `--keep`: a folder measured in pieces (each run with `--mutate <files> --incremental --incrementalFile <own>`,
 * whose incremental file is a whole report of its files) — these reports' files and test files are also merged
 * into the kept reports/mutation/stryker-incremental.json, which a Stryker run writes with its own files only.
 * `--mutated <a.ts,b.ts…>` (with `--keep`): the files that run was asked to mutate; one Stryker found nothing to mutate
 * in (a module that only re-exports or lists its parts) is not in its report, and is kept with its source and no
 * mutants, so that CI does not count it as changed at every run.
 * `--recount <folder>`: count the folder again from the kept reports/mutation/stryker-incremental.json, over the
 * files that still exist (after pieces of it were measured and merged with `--keep`), leaving the other folders.
 * Usage: node .ci/mutation-score.mjs [--partial] [--keep [--mutated a.ts,b.ts]] reports/mutation/mutation.json [more.json…]
 *        node .ci/mutation-score.mjs --recount core/places
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const FOLDERS = ['core/pricing/rules', 'core/campaign', 'core/places']
const OUT = 'reports/mutation/score.json'

const partial = process.argv.includes('--partial')
const keep = process.argv.includes('--keep')
const recountAt = process.argv.indexOf('--recount')
const recount = recountAt > 0 ? process.argv[recountAt + 1] : undefined
if (recountAt > 0 && !FOLDERS.includes(recount ?? '')) {
  console.error(`--recount takes one of: ${FOLDERS.join(' ')}`)
  process.exit(2)
}
const inputs = recount
  ? ['reports/mutation/stryker-incremental.json']
  : process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--mutated')
const mutatedAt = process.argv.indexOf('--mutated')
const mutated = mutatedAt > 0 ? (process.argv[mutatedAt + 1] ?? '').split(',').filter(Boolean) : []
if (inputs.length === 0) {
  console.error('usage: node .ci/mutation-score.mjs <stryker json report>…')
  process.exit(2)
}
const last = existsSync(OUT) ? JSON.parse(readFileSync(OUT, 'utf8')) : { folders: {} }
const counts = {}
const reports = inputs.map((input) => JSON.parse(readFileSync(input, 'utf8')))
for (const report of reports) {
  for (const [path, file] of Object.entries(report.files)) {
    const folder = FOLDERS.find((f) => path.startsWith(`${f}/`))
    if (!folder) continue
    if (recount && (folder !== recount || !existsSync(path))) continue
    const c = (counts[folder] ??= {
      killed: 0,
      timeout: 0,
      survived: 0,
      noCoverage: 0,
      ignored: 0,
      errors: 0,
    })
    for (const m of file.mutants) {
      if (m.status === 'Ignored') c.ignored++
      else if (m.status === 'Killed') c.killed++
      else if (m.status === 'Timeout') c.timeout++
      else if (m.status === 'Survived') c.survived++
      else if (m.status === 'NoCoverage') c.noCoverage++
      else c.errors++
    }
  }
}
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
const measuredAt = new Date().toISOString()
const folders = { ...last.folders }
for (const [folder, c] of Object.entries(counts)) {
  const detected = c.killed + c.timeout
  const valid = detected + c.survived + c.noCoverage
  folders[folder] = {
    score: valid === 0 ? 100 : Math.round((1000 * detected) / valid) / 10,
    ...c,
    ...(partial ? { partial: true } : {}),
    commit,
    measuredAt,
  }
}
writeFileSync(OUT, `${JSON.stringify({ folders }, null, 2)}\n`)
if (keep) {
  const KEPT = 'reports/mutation/stryker-incremental.json'
  const kept = JSON.parse(readFileSync(KEPT, 'utf8'))
  for (const report of reports) {
    Object.assign(kept.files, report.files)
    Object.assign((kept.testFiles ??= {}), report.testFiles ?? {})
  }
  const empty = mutated.filter((path) => !reports.some((report) => path in report.files))
  for (const path of empty)
    kept.files[path] = { language: 'typescript', source: readFileSync(path, 'utf8'), mutants: [] }
  if (empty.length > 0) console.log(`kept ${empty.length} file(s) with nothing to mutate: ${empty.join(' ')}`)
  writeFileSync(KEPT, JSON.stringify(kept, null, 2))
  console.log(`merged ${inputs.length} report(s) into ${KEPT}`)
}
for (const [folder, f] of Object.entries(folders))
  console.log(
    `${folder}: ${f.score} % (${f.killed + f.timeout} of ${f.killed + f.timeout + f.survived + f.noCoverage} mutants detected; ${f.survived} survived, ${f.noCoverage} not covered; ${f.ignored ?? 0} ignored)${f.partial ? ' in part' : ''} at ${f.commit.slice(0, 10)}`,
  )
