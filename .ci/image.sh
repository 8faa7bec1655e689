#!/usr/bin/env bash
# The container image's steps in one script, run by the Dockerfile and by CI alike, so that neither can rot:
#   .ci/image.sh build OUT   the runnable product in OUT: the built cabinet, the server built from its sources
#                            (dist/server; the sources stay for the files they hold) and the production
#                            dependencies only
#   .ci/image.sh start       run from OUT: the server (migrations first, under a lock), configured by the environment
#   .ci/image.sh check       CI: build into a temporary folder, start it on a fresh PGlite, wait until /readyz
#                            answers 200 and the cabinet is served, stop it with SIGTERM (exit 0), remove it all
set -euo pipefail

build() {
  local out=$1 src
  src=$(cd "$(dirname "$0")/.." && pwd)
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  cd "$src"
  [ -d node_modules ] || npm ci --no-audit --no-fund
  npx vite build --logLevel error --outDir "$out/dist/ui" --emptyOutDir
  cp -r package.json package-lock.json tsconfig.json core adapters "$out/"
  mkdir -p "$out/.ci" && cp .ci/image.sh "$out/.ci/"
  find "$out/core" "$out/adapters" \( -name '*.test.ts' -o -name '*.test.tsx' -o -path '*/testing/*' -o -path '*/bench/*' -o -path '*/load/*' \) -delete
  (cd "$out" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
  # The server as one prebuilt module (adapters/server/server-bundle.ts; esbuild comes with tsx, a dependency)
  (cd "$out" && node --import tsx adapters/server/server-bundle.ts)
}

start() {
  cd "$(dirname "$0")/.."
  # glibc allocator settings and V8's young generation: see SERVER_MALLOC_ENV and SERVER_NODE_FLAGS in
  # adapters/server/startup-memory.ts (issue 51 items 1 and 3)
  MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 exec node --max-semi-space-size=32 dist/server/main.js
}

PID=""
DIR=""
check() {
  local log port=""
  DIR=$(mktemp -d "${TMPDIR:-/tmp}/tablo-image-XXXXXX")
  local dir=$DIR
  # Under errexit a failed kill (the server already gone) would end the trap before the folder is removed.
  trap '[ -z "$PID" ] || kill "$PID" 2>/dev/null || true; [ -z "$DIR" ] || rm -rf "$DIR"' EXIT
  build "$dir/app" >/dev/null
  log="$dir/server.log"
  (cd "$dir/app" && PORT=0 HOST=127.0.0.1 DATA_DIR="$dir/pglite" FILES_DIR="$dir/files" SEED_DEMO_CABINET=false \
    LOG_LEVEL=warn PUBLIC_URL=http://localhost exec .ci/image.sh start) >"$log" 2>&1 &
  PID=$!
  for _ in $(seq 1 300); do
    port=$(grep -oE 'http://localhost:[0-9]+/app' "$log" | head -1 | grep -oE '[0-9]+' | head -1 || true)
    [ -n "$port" ] && break
    kill -0 "$PID" 2>/dev/null || { cat "$log"; return 1; }
    sleep 0.5
  done
  [ -n "$port" ] || { echo "the image's server did not start"; cat "$log"; return 1; }
  node --input-type=module -e '
    const base = `http://127.0.0.1:${process.argv[1]}`
    const ready = await fetch(`${base}/readyz`)
    const page = await fetch(`${base}/app/`)
    const html = await page.text()
    console.log(`image: /readyz ${ready.status}, /app/ ${page.status} (${html.length} bytes)`)
    if (ready.status !== 200 || page.status !== 200 || !html.includes("<div id=\"root\"")) process.exit(1)
  ' "$port" || { cat "$log"; return 1; }
  kill -TERM "$PID"
  local code=0
  wait "$PID" || code=$?
  PID=""
  [ "$code" = 0 ] || { echo "the image's server exited with $code on SIGTERM"; cat "$log"; return 1; }
  echo "image: built, started, ready, stopped cleanly"
}

case "${1:-}" in
  build) build "${2:?usage: .ci/image.sh build OUT}" ;;
  start) start ;;
  check) check ;;
  *) echo "usage: .ci/image.sh build OUT | start | check" >&2; exit 2 ;;
esac
