#!/usr/bin/env node
// Rule coverage: which rule ids of features/RULES.md (the spec's catalogue, copied in) are cited by the project's Gherkin tags
// (@R-AREA-NN on a Feature, Scenario, Scenario Outline or Examples) and by its other tests.
// Usage, from the project root:
//   npm run rules --                  table per area
//   npm run rules -- --missing        also list every id not tagged in a feature
//   npm run rules -- --require STATE,WIZ   exit 1 unless those areas are fully tagged
// It checks citations only; that the tagged scenarios pass is the test run's job.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const catalogue = join(here, 'RULES.md')
const root = process.cwd()
const args = process.argv.slice(2)
const showMissing = args.includes('--missing')
const reqIdx = args.indexOf('--require')
const required = reqIdx >= 0 ? (args[reqIdx + 1] ?? '').split(',').filter(Boolean) : []

// ids are defined where a table row or a checklist item starts with one
const ids = [
  ...new Set(
    [...readFileSync(catalogue, 'utf8').matchAll(/^(?:\| |- \[[ x]\] )(R-[A-Z]+-\d{2})\b/gm)].map(
      (m) => m[1],
    ),
  ),
]
const areaOf = (id) => id.split('-')[1]

const skip = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'coverage',
  '.data',
  'test-results',
  'playwright-report',
])
function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name) || name.startsWith('.')) continue
    const p = join(dir, name)
    const s = statSync(p)
    if (s.isDirectory()) yield* walk(p)
    else yield p
  }
}

const inFeatures = new Map() // id -> files
const inTests = new Map()
const known = new Set(ids)
const unknownTags = new Map()
for (const file of walk(root)) {
  const isFeature = file.endsWith('.feature')
  const isTest =
    /\.(test|spec|property\.test|e2e)\.(ts|tsx|js|mjs)$/.test(file) ||
    /[\\/](e2e|steps|step_definitions)[\\/].*\.(ts|tsx|js|mjs)$/.test(file)
  if (!isFeature && !isTest) continue
  const text = readFileSync(file, 'utf8')
  const found = isFeature
    ? [...text.matchAll(/@(R-[A-Z]+-\d{2})\b/g)].map((m) => m[1])
    : [...text.matchAll(/\b(R-[A-Z]+-\d{2})\b/g)].map((m) => m[1])
  for (const id of found) {
    if (!known.has(id)) {
      unknownTags.set(id, relative(root, file))
      continue
    }
    const map = isFeature ? inFeatures : inTests
    if (!map.has(id)) map.set(id, new Set())
    map.get(id).add(relative(root, file))
  }
}

const areas = [...new Set(ids.map(areaOf))]
const rows = areas.map((area) => {
  const all = ids.filter((id) => areaOf(id) === area)
  const feat = all.filter((id) => inFeatures.has(id))
  const test = all.filter((id) => !inFeatures.has(id) && inTests.has(id))
  return {
    area,
    total: all.length,
    feat: feat.length,
    testOnly: test.length,
    missing: all.filter((id) => !inFeatures.has(id)),
  }
})
const pad = (s, n) => String(s).padEnd(n)
console.log(pad('area', 9) + pad('ids', 6) + pad('in features', 13) + pad('tests only', 12) + 'untagged')
for (const r of rows)
  console.log(pad(r.area, 9) + pad(r.total, 6) + pad(r.feat, 13) + pad(r.testOnly, 12) + (r.total - r.feat))
const total = ids.length,
  feat = rows.reduce((a, r) => a + r.feat, 0)
if (showMissing)
  for (const r of rows) if (r.missing.length) console.log(`\n${r.area} untagged: ${r.missing.join(' ')}`)
if (unknownTags.size)
  console.log(`\nunknown rule ids cited: ${[...unknownTags].map(([id, f]) => `${id} (${f})`).join(', ')}`)
let ok = true
for (const area of required) {
  const r = rows.find((x) => x.area === area)
  if (!r) {
    console.log(`no such area: ${area}`)
    ok = false
    continue
  }
  if (r.missing.length) {
    ok = false
    console.log(`${area}: ${r.missing.length} of ${r.total} not tagged in a feature: ${r.missing.join(' ')}`)
  }
}
console.log(`\n${feat} of ${total} rule ids tagged in features (${Math.round((100 * feat) / total)}%)`)
process.exit(ok ? 0 : 1)
