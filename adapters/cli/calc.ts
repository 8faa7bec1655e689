import { runCalc } from './calc-run'

/** `npm run calc`: the calc command on the process's own streams (calc-run.ts). */
runCalc(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  tty: process.stderr.isTTY === true,
}).then((code) => {
  process.exitCode = code
})
