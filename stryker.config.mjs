/**
 * Mutation testing of the rules (issue #17 part 4): Stryker changes the code of core/pricing/rules and
 * core/campaign one small bug at a time (a `<` for a `<=`, a removed line, a flipped condition) and runs the
 * core tests that cover it; a mutant no test notices survives. `npm run mutate` prints the score per file; the
 * HTML report is written to reports/mutation/.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['core/pricing/rules/**/*.ts', 'core/campaign/**/*.ts', '!**/*.test.ts', '!**/testing/**'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress-append-only', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: null },
}
