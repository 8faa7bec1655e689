import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

const server = ['adapters/server/**/*.test.ts', 'adapters/database/**/*.test.ts']

/** Merges vite.config.ts so linaria styles are transformed in UI tests too. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: '.',
    test: {
      setupFiles: ['adapters/testing/fast-check.setup.ts'],
      // graphql-jit requires graphql's CommonJS build, which is what the server (tsx) loads too; the tests take
      // the same build, so the compiler and the schema share one graphql (not "another module or realm").
      alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            root: '.',
            environment: 'node',
            include: ['core/**/*.test.ts', 'adapters/**/*.test.ts'],
            exclude: server,
            // Some unit files start a real local server in a hook (SMTP, for one): on a busy shared machine that
            // took over the default 10 s in a flake hunt, and failed on time alone.
            hookTimeout: 30_000,
            // Tests assert behaviour, not speed (the bench measures speed): an exhaustive or property test that
            // takes 1 s alone took over the default 5 s beside a full load, and failed on time alone.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            root: '.',
            environment: 'happy-dom',
            include: ['ui/**/*.test.{ts,tsx}'],
            exclude: ['ui/e2e/**'],
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            root: '.',
            environment: 'node',
            include: server,
            globalSetup: ['adapters/server/testing/database-images.setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
)
