// Reads one runner's report and prints "<passed> <failed>" for .ci/test.sh to add up.
//   node .ci/tally.mjs vitest reports/unit.json | cucumber reports/cucumber.json | playwright reports/e2e.json
import { existsSync, readFileSync } from 'node:fs'

const [kind, file] = process.argv.slice(2)
if (!existsSync(file)) {
  console.log('0 1')
  process.exit(0)
}
const report = JSON.parse(readFileSync(file, 'utf8'))
let passed = 0
let failed = 0
if (kind === 'vitest') {
  passed = report.numPassedTests ?? 0
  failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? 1 : 0)
} else if (kind === 'cucumber') {
  for (const feature of report) {
    for (const scenario of feature.elements ?? []) {
      if (scenario.type !== 'scenario') continue
      const ok = (scenario.steps ?? []).every(
        (s) => s.result?.status === 'passed' || s.result?.status === 'skipped',
      )
      const ran = (scenario.steps ?? []).some((s) => s.result?.status === 'passed')
      if (ok && ran) passed++
      else failed++
    }
  }
} else if (kind === 'playwright') {
  passed = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0)
  failed = report.stats?.unexpected ?? 0
} else {
  throw new Error(`unknown report kind ${kind}`)
}
console.log(`${passed} ${failed}`)
