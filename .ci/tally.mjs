// Reads one runner's report and prints "<passed> <failed>" for .ci/test.sh to add up; the names of what failed
// are appended to reports/failures.txt, which test.sh prints beside the summary so a short log still names them.
//   node .ci/tally.mjs vitest reports/unit.json | cucumber reports/cucumber.json | playwright reports/e2e.json
import { appendFileSync, existsSync, readFileSync } from 'node:fs'

const [kind, file] = process.argv.slice(2)
if (!existsSync(file)) {
  console.log('0 1')
  process.exit(0)
}
const report = JSON.parse(readFileSync(file, 'utf8'))
let passed = 0
let failed = 0
const names = []
if (kind === 'vitest') {
  passed = report.numPassedTests ?? 0
  failed = (report.numFailedTests ?? 0) + (report.numFailedTestSuites && !report.numFailedTests ? 1 : 0)
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed')
    for (const t of failedTests) names.push(`${suite.name.replace(process.cwd() + '/', '')} › ${t.fullName}`)
    if (suite.status === 'failed' && failedTests.length === 0)
      names.push(`${suite.name} (${suite.message ?? 'suite failed'})`)
  }
} else if (kind === 'cucumber') {
  for (const feature of report) {
    for (const scenario of feature.elements ?? []) {
      if (scenario.type !== 'scenario') continue
      const ok = (scenario.steps ?? []).every(
        (s) => s.result?.status === 'passed' || s.result?.status === 'skipped',
      )
      const ran = (scenario.steps ?? []).some((s) => s.result?.status === 'passed')
      if (ok && ran) passed++
      else {
        failed++
        names.push(`${feature.uri} › ${scenario.name}`)
      }
    }
  }
} else if (kind === 'playwright') {
  passed = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0)
  failed = report.stats?.unexpected ?? 0
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') names.push(`${spec.file} › ${spec.title}`)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
} else {
  throw new Error(`unknown report kind ${kind}`)
}
if (names.length > 0) appendFileSync('reports/failures.txt', names.map((n) => `${kind}: ${n}\n`).join(''))
console.log(`${passed} ${failed}`)
