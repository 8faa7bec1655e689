import { processIo, runCalc } from './calc-run'

/** `npm run calc:dev`: the calc command on the process's own streams (calc-run.ts; the built CLI: build-cli.ts). */
runCalc(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code
})
