import type { ListedPlace } from './calc-args'
import { CALC_EXAMPLES } from './calc-examples'
import { createCalculatorRegistry } from './cli-root'

/**
 * Every place the CLI prices, titled as its calculator is (by the one catalogue of place names), and whether its
 * module carries a worked example for `--example`. The built CLI carries this list as its value (build-cli.ts), so
 * that `--help` loads none of core (issue #52 item 4).
 */
export const CLI_PLACES: readonly ListedPlace[] = createCalculatorRegistry()
  .places()
  .map(({ place, title }) => ({ place, title, example: CALC_EXAMPLES[place] !== undefined }))
