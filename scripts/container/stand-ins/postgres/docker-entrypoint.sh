#!/bin/sh
# The official postgres image's contract, the part compose.yaml uses: at first start a cluster
# in PGDATA (UTF-8, as the official image makes it) whose superuser is POSTGRES_USER with
# POSTGRES_PASSWORD, the database POSTGRES_DB, password logins from any address; then the server
# as the postgres user.
set -eu
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
  user="${POSTGRES_USER:-postgres}"
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  chown postgres /tmp/pwfile
  as_postgres initdb --username="$user" --pwfile=/tmp/pwfile --encoding=UTF8 --locale=C.UTF-8 --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA"
  rm /tmp/pwfile
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  if [ "${POSTGRES_DB:-$user}" != postgres ]; then
    as_postgres postgres --single -D "$PGDATA" postgres <<SQL
CREATE DATABASE "${POSTGRES_DB:-$user}";
SQL
  fi
fi
[ "$1" = postgres ] && exec setpriv --reuid=postgres --regid=postgres --init-groups "$@" -c listen_addresses='*'
exec "$@"
