import { createCalculatorRegistry } from './cli-root'

/**
 * Every place the CLI prices, titled as its calculator is (by the one catalogue of place names). The built CLI
 * carries this list as its value (build-cli.ts), so that `--help` loads none of core (issue #52 item 4).
 */
export const CLI_PLACES: readonly { readonly place: string; readonly title: string }[] =
  createCalculatorRegistry()
    .places()
    .map(({ place, title }) => ({ place, title }))
