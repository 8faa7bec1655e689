#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on 127.0.0.1 for the server tests.
#   source .ci/pg.sh start   -> exports TEST_DATABASE_URL
#   .ci/pg.sh stop
set -u
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
PGPORT=${TABLO_PGPORT:-55432}
PGDIR=${TABLO_PGDIR:-/tmp/tablo-pg-$PGPORT}

as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

pg_start() {
  if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
    echo "PostgreSQL binaries not found; installing postgresql" >&2
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  pg_stop >/dev/null 2>&1
  rm -rf "$PGDIR" && mkdir -p "$PGDIR"
  [ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
  as_owner "'$PGBIN/initdb' -D '$PGDIR/data' -A trust -U postgres -E UTF8 --locale=C.UTF-8 >'$PGDIR/initdb.log' 2>&1" || { cat "$PGDIR/initdb.log" >&2; return 1; }
  as_owner "'$PGBIN/pg_ctl' -D '$PGDIR/data' -l '$PGDIR/server.log' -w -o \"-k '$PGDIR' -p $PGPORT -c listen_addresses=127.0.0.1 -c fsync=off\" start >/dev/null" || { cat "$PGDIR/server.log" >&2; return 1; }
  as_owner "'$PGBIN/createdb' -h 127.0.0.1 -p $PGPORT -U postgres tablo_test"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/tablo_test"
  echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on $TEST_DATABASE_URL"
}

pg_stop() {
  [ -d "$PGDIR/data" ] && as_owner "'$PGBIN/pg_ctl' -D '$PGDIR/data' -m fast stop >/dev/null 2>&1"
  rm -rf "$PGDIR"
}

case "${1:-}" in
  start) pg_start ;;
  stop) pg_stop ;;
  *) echo "usage: source .ci/pg.sh start | .ci/pg.sh stop" >&2 ;;
esac
