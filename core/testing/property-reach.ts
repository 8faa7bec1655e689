import { expect } from 'vitest'

/** Core compiles without DOM or Node types (tsconfig.core.json); the test runner's console is all this needs. */
declare const console: { log: (line: string) => void }

/**
 * How many runs of a property reach the branch it claims something about (issue #49, "tests that bite"): a
 * property whose generator rarely gets there proves little. Count each run with `reached(condition)`, then
 * `report()` after `fc.assert` prints "<name>: 9 870 of 10 000 runs reach <claim>" and fails under the floor
 * (90 % unless told). Generators are built to reach the claim by construction; this keeps them honest.
 * Every property's share of runs that assert anything is also printed by adapters/testing/fast-check.setup.ts.
 */
export const propertyReach = (name: string, claim: string, floor = 0.9) => {
  let runs = 0
  let hits = 0
  return {
    /** Counts one run; returns the condition, so `if (!reach.reached(c)) return` reads as the branch. */
    reached(condition: boolean): boolean {
      runs += 1
      if (condition) hits += 1
      return condition
    },
    report(): void {
      console.log(`property reach: ${name}: ${hits} of ${runs} runs reach ${claim}`)
      expect(runs, `${name}: no run was counted`).toBeGreaterThan(0)
      expect(hits / runs, `${name}: ${hits} of ${runs} runs reach ${claim}`).toBeGreaterThanOrEqual(floor)
    },
  }
}
