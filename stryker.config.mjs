/**
 * Mutation testing of the rules (issue #17 part 4, issue #49 item 6): Stryker changes the code of core's pricing
 * rules and of core/campaign one small bug at a time (a `<` for a `<=`, a removed line, a flipped condition) and
 * runs the core tests that cover it; a mutant no test notices survives.
 *
 * - `npm run mutate` runs every folder below (incremental mode forced to test every mutant, so that it writes
 *   reports/mutation/stryker-incremental.json), writes reports/mutation/index.html and mutation.json, and
 *   `.ci/mutation-score.mjs` keeps the score per folder in reports/mutation/score.json. Commit reports/mutation's
 *   score.json and stryker-incremental.json after it (they are kept in the repository: `git add -f`).
 * - CI (`.ci/mutate-changed.mjs`, a step of .ci/test.sh) mutates only the files whose code or test differs from
 *   that kept run, reusing every other result, and breaks under `thresholds.break`.
 * - One folder while working: `npx stryker run stryker.config.mjs --mutate 'core/pricing/rules/**\/*.ts'`.
 * - An equivalent mutant (no test can tell it apart) is disabled where it is made, saying why:
 *   `// Stryker disable next-line <mutator>: equivalent because …`.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner', './.ci/stryker-module-level.mjs'],
  // Mutants of module-level code (constant tables, top-level declarations: run once, when the module loads) are
  // Ignored with the reason written, out of the score and of `break` (.ci/stryker-module-level.mjs).
  ignorers: ['module-level'],
  mutate: [
    'core/pricing/rules/**/*.ts',
    'core/campaign/**/*.ts',
    'core/places/**/*.ts',
    '!**/*.test.ts',
    '!**/testing/**',
  ],
  coverageAnalysis: 'perTest',
  // The few static mutants the ignorer leaves (a module-level node that holds a function, or code a function runs
  // while its module loads) are run with a fresh load of their module and the tests of the files that import it,
  // so that they are told apart for real: with `ignoreStatic: true` one that some test's coverage also reached ran
  // switched on after the load, and "survived" whatever the tests asserted.
  ignoreStatic: false,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  // The issue's target is 90; see reports/mutation/score.json for the last full score per folder.
  thresholds: { high: 90, low: 80, break: 90 },
}
