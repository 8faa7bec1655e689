import fc from 'fast-check'

/**
 * The one fast-check setup of every vitest project. A failing property prints its seed and path
 * (`{ seed: …, path: "…" }`); `FC_SEED=<seed> [FC_PATH=<path>] npx vitest run <file> -t <name>` replays it.
 * `npm test` and `npm run test:repeat` set FC_SEED for the whole run and print it, so one number replays a run.
 */
const seedText = process.env.FC_SEED?.trim()
const path = process.env.FC_PATH?.trim()
if (seedText !== undefined && seedText !== '') {
  const seed = Number(seedText)
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be a whole number, got "${seedText}"`)
  fc.configureGlobal({ seed, ...(path ? { path } : {}) })
}
