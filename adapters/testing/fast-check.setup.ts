import { relative } from 'node:path'
import fc from 'fast-check'
import { afterEach, beforeEach, expect } from 'vitest'

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

/**
 * Tests that bite (issue #49 item 6): every property prints how many of its runs reached an assertion —
 * `property runs: <file> > <test>: 97 of 100 runs assert` — counting, per run, the expects it made (a run that
 * returns early or is dropped by fc.pre asserts nothing). Under 90 % a core property fails: its generator must
 * reach the claim by construction. Claims about one branch count it with core/testing/property-reach.ts.
 */
const FLOOR = 0.9
let before = 0
let runs = 0
let asserting = 0
fc.installGlobalPlugin(
  fc.beforeEach(() => {
    before = expect.getState().assertionCalls
  }),
)
fc.installGlobalPlugin(
  fc.afterEach(() => {
    runs += 1
    if (expect.getState().assertionCalls > before) asserting += 1
  }),
)
beforeEach(() => {
  runs = 0
  asserting = 0
})
afterEach((context) => {
  if (runs === 0) return
  const file = relative(process.cwd(), context.task.file.filepath)
  const line = `${file} > ${context.task.name}: ${asserting} of ${runs} runs assert`
  console.log(`property runs: ${line}`)
  if (file.startsWith('core/') && asserting / runs < FLOOR && context.task.result?.state !== 'fail')
    throw new Error(`${line}, under ${FLOOR * 100} %: draw the inputs so that the runs reach the claim`)
})
