#!/usr/bin/env bash
# A flake hunt: runs the unit, property and server suites N times, each run with a fresh fast-check seed, and
# prints every failure with the seed that replays it.
#   npm run test:repeat -- 10          (server suite on PGlite; on PostgreSQL too when TEST_DATABASE_URL is set)
# Replay a failure: FC_SEED=<seed> npx vitest run <file> -t '<test name>'
set -uo pipefail
cd "$(dirname "$0")/.."
N=${1:-10}
[[ "$N" =~ ^[1-9][0-9]*$ ]] || { echo "usage: npm run test:repeat -- <runs>" >&2; exit 2; }
mkdir -p reports/repeat
TOTAL_PASSED=0
TOTAL_FAILED=0
FAILURES=()
for i in $(seq 1 "$N"); do
  seed=$(node -e 'console.log(require("node:crypto").randomInt(-2147483648, 2147483647))')
  for suite in unit server; do
    report="reports/repeat/run-$i-$suite.json"
    rm -f "$report"
    if [ "$suite" = unit ]; then projects=(--project unit --project ui); else projects=(--project server); fi
    FC_SEED=$seed npx vitest run "${projects[@]}" --reporter=json --outputFile.json="$report" >/dev/null 2>&1
    read -r p f < <(node .ci/tally.mjs vitest "$report")
    TOTAL_PASSED=$((TOTAL_PASSED + p)); TOTAL_FAILED=$((TOTAL_FAILED + f))
    printf 'run %2d/%d  seed %11s  %-6s %5s passed %3s failed\n' "$i" "$N" "$seed" "$suite" "$p" "$f"
    while IFS= read -r line; do
      [ -n "$line" ] && FAILURES+=("run $i FC_SEED=$seed $line") && echo "   ✗ $line"
    done < <(node -e '
      const r = require("node:fs").existsSync(process.argv[1]) ? JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")) : { testResults: [{ name: "(no report)", status: "failed", assertionResults: [] }] }
      for (const file of r.testResults ?? []) {
        const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed")
        for (const a of failed) console.log(`${file.name.replace(process.cwd() + "/", "")} > ${a.fullName}`)
        if (failed.length === 0 && file.status === "failed") console.log(`${file.name.replace(process.cwd() + "/", "")} (the file failed: ${String(file.message ?? "").split("\n")[0]})`)
      }' "$report")
  done
done
echo
if [ ${#FAILURES[@]} -gt 0 ]; then
  echo "Failures (replay with the FC_SEED shown):"
  printf '  %s\n' "${FAILURES[@]}"
fi
echo "$N runs: $TOTAL_PASSED passed, $TOTAL_FAILED failed"
[ "$TOTAL_FAILED" -eq 0 ]
