#!/usr/bin/env bash
# The whole system in containers here, with podman-compose (issue 15):
#   infra/containers/compose.sh up     docker-compose.yml + infra/containers/compose.local.yml:
#                                      3 NATS nodes (JetStream, EVENTS at R3), Redis (AOF on a
#                                      volume), FerretDB, 2 replicas of every service, the
#                                      gateway on 127.0.0.1:$COMPOSE_PORT; waits for /healthz 200,
#                                      then loads the demo data (only into an empty system)
#   infra/containers/compose.sh down   removes the containers, network and volumes
#                                      (KEEP_VOLUMES=1 keeps the volumes)
#   infra/containers/compose.sh ps
# Images come from `make images`. Secrets of this local system (JWT secret, admin password)
# are generated once into .data/compose/compose.env.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$ROOT/infra/containers/containers.conf}"
PROJECT=rapport
PORT="${COMPOSE_PORT:-18080}"
WAIT_SECONDS="${COMPOSE_WAIT_SECONDS:-300}"
DIR="$ROOT/.data/compose"
ENV_FILE="$DIR/compose.env"

log() { printf '[compose] %s\n' "$*" >&2; }
compose() {
  podman-compose -p "$PROJECT" -f docker-compose.yml -f infra/containers/compose.local.yml "$@"
}

write_env() {
  mkdir -p "$DIR"
  [ -s "$ENV_FILE" ] && return 0
  local secret password
  secret="$(node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))")"
  password="$(node -e "process.stdout.write(require('crypto').randomBytes(12).toString('base64url'))")"
  cat >"$ENV_FILE" <<ENV
# Written by infra/containers/compose.sh for the local compose system; remove to renew.
JWT_SECRET=$secret
ADMIN_EMAIL=admin@rapport.local
ADMIN_PASSWORD=$password
EXPERT_NAMES=Maya,Daniel
# The smoke test's load all comes from one address (the container network's gateway).
RATE_LIMIT_MAX=100000
ENV
  chmod 600 "$ENV_FILE"
}

up() {
  bash infra/scripts/containers.sh install
  for image in app ferretdb redis nats; do
    podman image exists "localhost/rapport-$image:latest" ||
      { log "localhost/rapport-$image:latest missing: run make images first"; exit 1; }
  done
  write_env
  load_env
  # Up again: the containers are made anew from the current images, the volumes stay.
  if [ -n "$(project_containers)" ]; then KEEP_VOLUMES=1 down; fi
  local started=$SECONDS
  compose up -d >"$DIR/up.log" 2>&1 || { tail -n 30 "$DIR/up.log" >&2; exit 1; }
  # podman-compose goes on when a container fails to start: say so now, not after the wait.
  local errors
  errors="$(grep '^Error: ' "$DIR/up.log" | grep -v 'no such volume' || true)"
  if [ -n "$errors" ]; then
    printf '%s\n' "$errors" >&2
    log "a container did not start (whole log: $DIR/up.log)"
    exit 1
  fi
  log "containers created in $((SECONDS - started)) s; waiting for http://127.0.0.1:$PORT/healthz"
  local code=000
  while [ $((SECONDS - started)) -lt "$WAIT_SECONDS" ]; do
    code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 3 "http://127.0.0.1:$PORT/healthz" || true)"
    [ "$code" = 200 ] && break
    sleep 1
  done
  if [ "$code" != 200 ]; then
    log "/healthz still answers $code after ${WAIT_SECONDS} s:"
    curl -s --max-time 3 "http://127.0.0.1:$PORT/healthz" >&2 || true
    podman ps -a --filter "label=io.podman.compose.project=$PROJECT" \
      --format '{{.Names}} {{.Status}}' >&2
    exit 1
  fi
  log "up: /healthz 200 after $((SECONDS - started)) s on http://127.0.0.1:$PORT"
  BASE_URL="http://127.0.0.1:$PORT" node_modules/.bin/tsx infra/containers/compose-seed.ts
}

project_containers() {
  podman ps -aq --filter "label=io.podman.compose.project=$PROJECT"
}

load_env() {
  if [ -s "$ENV_FILE" ]; then
    set -a
    # shellcheck disable=SC1090
    . "$ENV_FILE"
    set +a
  fi
  # down needs the variables the file requires, not their values.
  export JWT_SECRET="${JWT_SECRET:-unused}"
  export RAPPORT_ENV_FILE="$ENV_FILE" GATEWAY_PUBLISH="127.0.0.1:$PORT"
}

down() {
  local started=$SECONDS
  load_env
  # Stop everything at once (podman-compose stops one container after the other).
  project_containers | xargs -r podman stop -t 5 >/dev/null 2>&1 || true
  project_containers | xargs -r podman rm -f >/dev/null 2>&1 || true
  podman network rm -f "${PROJECT}_default" >/dev/null 2>&1 || true
  if [ "${KEEP_VOLUMES:-0}" != 1 ]; then
    podman volume ls -q --filter "label=io.podman.compose.project=$PROJECT" |
      xargs -r podman volume rm -f >/dev/null
  fi
  log "down in $((SECONDS - started)) s"
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  ps) podman ps -a --filter "label=io.podman.compose.project=$PROJECT" --format '{{.Names}} {{.Status}}' ;;
  *) log "usage: $0 up|down|ps"; exit 2 ;;
esac
