#!/usr/bin/env node
/**
 * Mutation testing in CI (issue #49 item 6): Stryker over the rule files whose code, or whose test, differs from
 * what the last full run measured (reports/mutation/stryker-incremental.json, committed with
 * reports/mutation/score.json), in incremental mode: a mutant whose code and covering tests did not change keeps
 * its result. Breaks under stryker.config.mjs's `break` threshold. Refresh the kept score after a large change:
 * `npm run mutate` (every folder, then score.json), and commit reports/mutation. The break is Stryker's own
 * (stryker.config.mjs `thresholds.break`, over every file of the report, the kept results with this run's): module-
 * level mutants are Ignored by the ignorer (.ci/stryker-module-level.mjs), so Stryker and score.json count alike.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'

// The folders of stryker.config.mjs's `mutate` (a place module, core/places, is a rule file too: issue #49 item 2)
// whose full score is kept in reports/mutation/score.json: a folder new to mutation is measured first in full
// (`npm run mutate`), and from then on CI mutates its changes. Until then it would count every file as changed.
const MUTATED = ['core/pricing/rules', 'core/campaign', 'core/places']
const SCORES = 'reports/mutation/score.json'
const scored = existsSync(SCORES) ? (JSON.parse(readFileSync(SCORES, 'utf8')).folders ?? {}) : {}
// A folder measured only in part (`partial`: some files left out of its run) waits for its full run too.
const FOLDERS = MUTATED.filter((folder) => folder in scored && !scored[folder].partial)
const waiting = MUTATED.filter((folder) => !FOLDERS.includes(folder))
if (waiting.length > 0)
  console.log(`not yet measured in full (npm run mutate), left to it: ${waiting.join(' ')}`)
/** `--plan`: say which files this run would mutate, and stop (what CI's budget would take, without Stryker). */
const PLAN_ONLY = process.argv.includes('--plan')
const KEPT = 'reports/mutation/stryker-incremental.json'
const WORK = 'reports/mutation/ci-incremental.json'

const kept = existsSync(KEPT) ? JSON.parse(readFileSync(KEPT, 'utf8')) : { files: {}, testFiles: {} }
const tracked = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...FOLDERS],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => f.endsWith('.ts') && !f.includes('/testing/') && existsSync(f))
// A file moved without a change (`git mv`, issue #49: the calculators into their place folders) keeps the results
// the kept run measured under its old path: its mutants are not new, and CI's budget goes to real changes.
const movedFrom = (known, path) => {
  const source = readFileSync(path, 'utf8')
  return Object.keys(known ?? {}).find(
    (old) => old !== path && !existsSync(old) && known[old].source === source,
  )
}
const carried = { files: {}, testFiles: {} }
const differs = (kind, path) => {
  const known = kept[kind]
  if (known?.[path]?.source === readFileSync(path, 'utf8')) return false
  const from = movedFrom(known, path)
  if (from === undefined) return true
  carried[kind][path] = known[from]
  return false
}
const changed = new Set()
for (const path of tracked) {
  const test = /\.test\.ts$/.test(path)
  if (!test && differs('files', path)) changed.add(path)
  if (test && differs('testFiles', path)) {
    const source = path.replace(/(\.property)?\.test\.ts$/, '.ts')
    if (existsSync(source)) changed.add(source)
  }
}
const moves = Object.keys(carried.files).length + Object.keys(carried.testFiles).length
if (moves > 0) console.log(`moved without a change, results carried over: ${moves} file(s)`)
if (changed.size === 0) {
  console.log('no rule file or its test changed since the last full mutation run')
  process.exit(0)
}
// CI's time (issue #49: this step adds at most ~3 minutes): about BUDGET mutants, the most recently committed
// files first, the size of a file's mutants taken from the kept run (a new file: one mutant for 3 lines). The files
// left out are named; a large change is measured again in full with `npm run mutate`.
const BUDGET = 120
const lastCommitted = (path) =>
  Number(
    execFileSync('git', ['log', '-1', '--format=%ct', '--', path], { encoding: 'utf8' }).trim() || Date.now(),
  )
const mutantsOf = (path) =>
  kept.files?.[path]?.mutants?.length ?? Math.ceil(readFileSync(path, 'utf8').split('\n').length / 3)
const files = []
const left = []
let planned = 0
for (const path of [...changed].sort((a, b) => lastCommitted(b) - lastCommitted(a))) {
  const n = mutantsOf(path)
  if (files.length > 0 && planned + n > BUDGET) left.push(path)
  else {
    files.push(path)
    planned += n
  }
}
if (left.length > 0)
  console.log(`left for the next full run (npm run mutate), over CI's budget: ${left.join(' ')}`)
console.log(`mutating ${files.length} changed file(s), about ${planned} mutants: ${files.join(' ')}`)
if (PLAN_ONLY) process.exit(0)
if (existsSync(KEPT)) copyFileSync(KEPT, WORK)
if (moves > 0)
  writeFileSync(
    WORK,
    JSON.stringify({
      ...kept,
      files: { ...kept.files, ...carried.files },
      testFiles: { ...kept.testFiles, ...carried.testFiles },
    }),
  )
const started = Date.now()
const run = spawnSync(
  'npx',
  [
    'stryker',
    'run',
    'stryker.config.mjs',
    '--incremental',
    '--incrementalFile',
    WORK,
    '--mutate',
    files.join(','),
    '--reporters',
    'clear-text,progress-append-only',
    '--logLevel',
    'warn',
  ],
  { stdio: 'inherit' },
)
console.log(`mutation of the changed files took ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(run.status ?? 1)
