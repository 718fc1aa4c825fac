#!/usr/bin/env bash
# Makes sure the local services the site needs are there: PostgreSQL (with PostGIS) and Redis.
# Acts only on local services (the default URLs); a remote DATABASE_URL/REDIS_URL is left alone.
set -euo pipefail

say() { printf '\033[1m[services]\033[0m %s\n' "$*"; }
is_local() { [[ "$1" =~ @?(127\.0\.0\.1|localhost)(:|/|$) ]]; }

database_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/vtrans}"
redis_url="${REDIS_URL:-redis://127.0.0.1:6379}"
can_install=false
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then can_install=true; fi

# --- PostgreSQL ---------------------------------------------------------------------------------
if is_local "$database_url"; then
  if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    if command -v pg_ctlcluster >/dev/null; then
      version=$(ls /etc/postgresql | sort -V | tail -1)
      say "starting PostgreSQL $version"
      pg_ctlcluster --skip-systemctl-redirect "$version" main start
    else
      say "PostgreSQL is not running on 127.0.0.1:5432. Start it, or set DATABASE_URL." >&2
      exit 1
    fi
  fi
  # PostGIS: the first migration runs CREATE EXTENSION postgis, which needs the server's package.
  server_major=$(psql "${database_url%/*}/postgres" -tAc 'show server_version_num' 2>/dev/null | cut -c1-2 || true)
  has_postgis=$(psql "${database_url%/*}/postgres" -tAc "select 1 from pg_available_extensions where name = 'postgis'" 2>/dev/null || true)
  if [ -n "$server_major" ] && [ "$has_postgis" != 1 ]; then
    package="postgresql-${server_major}-postgis-3"
    if $can_install; then
      say "installing $package"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
    else
      say "PostGIS is missing. Install it (on Debian: sudo apt-get install $package) and run again." >&2
      exit 1
    fi
  fi
fi

# --- GDAL ---------------------------------------------------------------------------------------
# Spatial uploads are read by GDAL's ogrinfo and ogr2ogr in a bounded child process (decision 011).
if ! command -v ogr2ogr >/dev/null; then
  if $can_install; then
    say "installing gdal-bin"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gdal-bin >/dev/null
  else
    say "GDAL is missing. Install it (on Debian: sudo apt-get install gdal-bin) and run again." >&2
    exit 1
  fi
fi

# --- Redis --------------------------------------------------------------------------------------
if is_local "$redis_url"; then
  if ! (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
    if command -v redis-server >/dev/null; then
      say "starting Redis"
      # Matches this machine's setup: nothing kept on disk (the outbox makes that safe).
      redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
      for _ in $(seq 1 50); do (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null && break; sleep 0.1; done
    else
      say "Redis is not running on 127.0.0.1:6379. Start it, or set REDIS_URL." >&2
      exit 1
    fi
  fi
fi
say "PostgreSQL (with PostGIS), Redis and GDAL are available"
