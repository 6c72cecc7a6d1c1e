# Sourced by scripts/test.sh: the PostgreSQL the tests use, exported as ACS_TEST_DATABASE_URL (an
# address whose user may create databases; each suite makes its own and drops it). In order:
# ACS_TEST_DATABASE_URL as given, else a server on 127.0.0.1:5432 that lets user postgres in, else a
# throwaway cluster from Debian's postgresql package (the set-up installs it), removed at exit.

choose_test_database() {
  if [ -n "${ACS_TEST_DATABASE_URL:-}" ]; then return 0; fi
  local local_url=postgres://postgres@127.0.0.1:5432/postgres
  if psql "$local_url" -qAtc 'SELECT 1' > /dev/null 2>&1; then
    export ACS_TEST_DATABASE_URL=$local_url
    return 0
  fi
  start_throwaway_cluster
}

start_throwaway_cluster() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ]; then
    echo "test: no PostgreSQL to test against: set ACS_TEST_DATABASE_URL, or run npm run setup (it installs Debian's postgresql)" >&2
    exit 1
  fi
  THROWAWAY_PG_DIR=$(mktemp -d -t acs-test-pg.XXXXXX)
  # PostgreSQL will not run as root: there, the cluster belongs to the package's postgres user.
  local as_owner=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$THROWAWAY_PG_DIR"
    as_owner=(runuser -u postgres --)
  fi
  local port
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  "${as_owner[@]}" "$bin/initdb" -D "$THROWAWAY_PG_DIR/data" -U postgres -A trust --no-sync > /dev/null
  "${as_owner[@]}" "$bin/pg_ctl" -D "$THROWAWAY_PG_DIR/data" -l "$THROWAWAY_PG_DIR/log" -w \
    -o "-p $port -k $THROWAWAY_PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start > /dev/null
  THROWAWAY_PG_CTL=("${as_owner[@]}" "$bin/pg_ctl" -D "$THROWAWAY_PG_DIR/data" -m immediate stop)
  export ACS_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres
  echo "test: PostgreSQL: a throwaway cluster on 127.0.0.1:$port (nothing answered on 5432)"
}

stop_throwaway_cluster() {
  if [ -n "${THROWAWAY_PG_DIR:-}" ]; then
    "${THROWAWAY_PG_CTL[@]}" > /dev/null 2>&1 || true
    rm -rf "$THROWAWAY_PG_DIR"
  fi
}
