#!/bin/sh
# What the postgis image's entrypoint does on a first start, in the same order: initdb, a temporary
# server on the Unix socket only, the database and PostGIS in it, then the real server on TCP.
set -eu
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  chown postgres /tmp/pwfile
  as_postgres initdb --username=postgres --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f /tmp/pwfile
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  as_postgres psql -v ON_ERROR_STOP=1 -q -U postgres -c "create database \"${POSTGRES_DB:-postgres}\""
  as_postgres psql -v ON_ERROR_STOP=1 -q -U postgres -d "${POSTGRES_DB:-postgres}" -c 'create extension postgis'
  as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo 'database initialised'
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups "$@" -c listen_addresses='*'
