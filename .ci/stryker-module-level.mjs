/**
 * A Stryker ignorer (issue #49 item 6): leaves out every mutant of code that runs once, when its module loads —
 * the module-level constant tables and top-level declarations outside any function body (a tariff's price table,
 * a place's titles, a schema's literal members).
 *
 * Why: the vitest runner switches a mutant on in a running test, after the modules were loaded, so a mutant of
 * module-level code that some test's coverage also reaches (a "hybrid" static mutant) "survives" whatever the tests
 * assert, and Stryker's own score and `break` counted it (84 % by Stryker against 96 % by our count). Stryker's
 * `ignoreStatic` ignores only the static mutants no test reached. Ignored here, they are marked Ignored with the
 * reason below and left out of Stryker's score, its `break` and reports/mutation/score.json alike.
 *
 * What stays: a mutant inside a function body (run when a test calls it), and a mutant of a module-level node that
 * holds a function (`const f = () => …` replaced by `() => undefined`, a place's `definePlace({ … })` replaced by
 * `{}`): Stryker ignores a node with all it holds, so ignoring such a node would ignore the function's body too.
 * Those few are run with a fresh load of their module (stryker.config.mjs, `ignoreStatic: false`), which tells them
 * apart for real. A class field's initialiser runs in the constructor: it counts as inside a function.
 *
 * Listed in stryker.config.mjs (`plugins`, `ignorers: ['module-level']`); the decision is tested in
 * adapters/testing/stryker-module-level.test.ts over Stryker's own instrumenter.
 */
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin'

export const MODULE_LEVEL_REASON =
  'Module-level code (outside any function body): it runs once, when its module loads, before the vitest runner switches a mutant on'

/** Whether a Babel path is a class field's own initialiser site, run by the constructor (not a static one). */
const isInstanceField = (path) =>
  (path.isClassProperty() || path.isClassPrivateProperty()) && !path.node.static

/** Whether a Babel path holds code run later than its module's load (a function, an instance field), or is such. */
const holdsDeferred = (path) => {
  if (path.isFunction() || isInstanceField(path)) return true
  let found = false
  path.traverse({
    enter(inner) {
      if (inner.isFunction() || isInstanceField(inner)) {
        found = true
        inner.stop()
      }
    },
  })
  return found
}

/** Whether a Babel path sits in a function body or in a class field's initialiser (run by the constructor). */
const runsInFunction = (path) =>
  path.getFunctionParent() !== null || path.findParent(isInstanceField) !== null

/** The ignorer's decision for one Babel path: the reason to ignore its mutants (and all below it), or undefined. */
export const shouldIgnore = (path) =>
  runsInFunction(path) || holdsDeferred(path) ? undefined : MODULE_LEVEL_REASON

export const moduleLevelIgnorer = { shouldIgnore }

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'module-level', moduleLevelIgnorer)]
