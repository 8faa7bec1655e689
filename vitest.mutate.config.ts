import { defineConfig } from 'vitest/config'

/**
 * The tests Stryker runs against each mutant of the rules (`npm run mutate`, issue #17): core's own tests, in
 * Node, with the shared fast-check setup; no UI plugins, no server.
 */
export default defineConfig({
  test: {
    root: '.',
    environment: 'node',
    include: ['core/**/*.test.ts'],
    setupFiles: ['adapters/testing/fast-check.setup.ts'],
    testTimeout: 20_000,
  },
})
