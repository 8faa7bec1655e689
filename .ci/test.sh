#!/usr/bin/env bash
# Every test of Tablo, in the order a failure is cheapest to see. Ends with one line "N passed, N failed".
# Usage: npm test   (the README's second command line runs `npm ci && npm test`)
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p reports
rm -f reports/failures.txt
# One seed for every property of the run, printed, so that one number replays it (adapters/testing/fast-check.setup.ts).
export FC_SEED=${FC_SEED:-$(node -e 'console.log(require("node:crypto").randomInt(-2147483648, 2147483647))')}
echo "── property tests' seed: FC_SEED=$FC_SEED (replay the run with FC_SEED=$FC_SEED npm test)"
# What is running and which temporary folders exist before the run, to check at its end that it left nothing.
LEFTOVERS=reports/leftovers-before.json
node .ci/leftovers.mjs snapshot "$LEFTOVERS"
# Each step appends "name, passed, failed, minutes" here: the steps run in two lanes (subshells, below), and the
# totals are added up once both have ended.
RESULTS=reports/ci-steps.tsv
: >"$RESULTS"

# Each step's minutes, printed beside its counts, so that a run near its time limit says where the time went.
STEP_START=$SECONDS
stamp() { STEP_START=$SECONDS; echo "── $1 (at $(date -u +%H:%M:%S))"; }
count() { # name passed failed
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$(awk "BEGIN { print ($SECONDS - $STEP_START) / 60 }")" >>"$RESULTS"
}
check() { # name command... : a single pass/fail check
  local name=$1; shift
  stamp "$name"
  if "$@"; then count "$name" 1 0; else count "$name" 0 1; fi
}
runner() { # name kind report command...
  local name=$1 kind=$2 report=$3; shift 3
  stamp "$name"
  rm -f "$report"
  "$@"
  read -r p f < <(node .ci/tally.mjs "$kind" "$report")
  count "$name" "$p" "$f"
}

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && [ "$(id -u)" = 0 ]; then
  echo "── installing Debian's chromium"
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# Two lanes side by side on a machine of two cores. The browser tests alone took ~50 of a 95-minute run, one step
# after another, while using about 1.2 cores (chromium, the product's server, Playwright), and most steps before them
# about one (tsc, eslint, cucumber, each server suite a file at a time): one after the other they left a core idle
# for most of the run. The checks lane runs at a lower priority (nice 10): the browser tests wait on the screen
# within seconds, the checks' own limits are 20 to 60 s a test, so a burst of the browser's takes from them, not the
# reverse. Each lane's lines carry its name.
lane_checks() {
  renice -n 10 -p "$BASHPID" >/dev/null
  check "typecheck" npx tsc -p tsconfig.json
  check "typecheck core (no DOM, no Node)" npx tsc -p tsconfig.core.json
  check "eslint" npx eslint . --max-warnings=0
  check "prettier" npx prettier --check . --log-level=warn
  check "architecture guard" npx depcruise core adapters ui features --config .dependency-cruiser.cjs --output-type err
  check "ARCHITECTURE.md draws the imports as they are" node .ci/architecture.mjs check
  runner "unit and property tests" vitest reports/unit.json \
    npx vitest run --project unit --project ui --reporter=dot --reporter=json --outputFile.json=reports/unit.json
  check "mutation of changed rules (Stryker, incremental)" node .ci/mutate-changed.mjs
  runner "features (cucumber)" cucumber reports/cucumber.json npx cucumber-js --format progress --format json:reports/cucumber.json
  stamp "PostgreSQL"
  if source .ci/pg.sh start; then
    runner "server on PostgreSQL" vitest reports/server-postgres.json \
      npx vitest run --project server --reporter=dot --reporter=json --outputFile.json=reports/server-postgres.json
    .ci/pg.sh stop
    unset TEST_DATABASE_URL
  else
    count "server on PostgreSQL (cluster did not start)" 0 1
  fi
  runner "server on PGlite" vitest reports/server-pglite.json env -u TEST_DATABASE_URL \
    npx vitest run --project server --reporter=dot --reporter=json --outputFile.json=reports/server-pglite.json
}

# The lanes' minutes, measured on two cores (reports/ci-steps.tsv): the builds 1, the browser tests 27 to 31, the
# image 2; the checks 10 (mutation under a minute while the kept report covers every rule file), the server suite
# on PostgreSQL 13 to 14 at nice 10, then on PGlite 10 to 12. With 13.6 minutes of mutation in the checks, PGlite
# ran after the image instead; the kept report refreshed (npm run mutate), it balances the lanes here. The two
# suites share nothing (each has its own databases and images folder).
lane_browser() {
  check "build the server (dist/server, as npm start runs it)" npm run --silent build:server
  check "build the cabinet (with the design catalogue)" env VITE_UI_KIT=true npx vite build --logLevel warn
  runner "browser tests (chromium)" playwright reports/e2e.json npx playwright test
  check "container image: built, started, stopped" .ci/image.sh check
}

(lane_checks 2>&1 | sed -u 's/^/[checks]  /') &
CHECKS=$!
(lane_browser 2>&1 | sed -u 's/^/[browser] /') &
BROWSER=$!
# A lane's steps never end it (each is counted), so a lane that exits non-zero was cut short (an unset variable under
# set -u, say): the steps it did not reach would otherwise be missing from the totals without a failure.
wait "$CHECKS" || { STEP_START=$SECONDS; count "checks lane ended early" 0 1; }
wait "$BROWSER" || { STEP_START=$SECONDS; count "browser lane ended early" 0 1; }
check "nothing left behind" node .ci/leftovers.mjs check "$LEFTOVERS"

read -r PASSED FAILED < <(awk -F '\t' '{ p += $2; f += $3 } END { print p + 0, f + 0 }' "$RESULTS")
echo
if [ -s reports/failures.txt ]; then
  echo "what failed:"
  sed 's/^/  /' reports/failures.txt | head -n 40
fi
awk -F '\t' '{ printf "%-48s %5s passed %5s failed %6.1f min\n", $1, $2, $3, $4 }' "$RESULTS"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
