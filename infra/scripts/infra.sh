#!/usr/bin/env bash
# Starts, stops and reports the local NATS (JetStream), Redis and FerretDB servers that
# `make dev` runs against (DESIGN §10). Data, logs and pid files live under .data/.
#   infra/scripts/infra.sh start|stop|status
# Ports: NATS_PORT (4222), REDIS_PORT (6379), MONGO_PORT (27017).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

NATS_PORT="${NATS_PORT:-4222}"
REDIS_PORT="${REDIS_PORT:-6379}"
MONGO_PORT="${MONGO_PORT:-27017}"
START_TIMEOUT="${INFRA_START_TIMEOUT:-30}"

DATA="$ROOT/.data"
LOGS="$DATA/logs"
PIDS="$DATA/pids"
SERVERS=(nats redis ferretdb)

log() { printf '[infra] %s\n' "$*"; }

find_binary() {
  command -v "$1" 2>/dev/null || { [ -x "/usr/sbin/$1" ] && echo "/usr/sbin/$1"; } || true
}

port_of() {
  case "$1" in
    nats) echo "$NATS_PORT" ;;
    redis) echo "$REDIS_PORT" ;;
    ferretdb) echo "$MONGO_PORT" ;;
  esac
}

port_var_of() {
  case "$1" in
    nats) echo NATS_PORT ;;
    redis) echo REDIS_PORT ;;
    ferretdb) echo MONGO_PORT ;;
  esac
}

# Prints the pid of a running server we started, or nothing.
running_pid() {
  local file="$PIDS/$1.pid" pid
  [ -f "$file" ] || return 0
  pid="$(cat "$file")"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then echo "$pid"; else rm -f "$file"; fi
}

port_open() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# Runs in a background subshell; `exec` makes the recorded pid the server's own pid.
launch() {
  local name="$1" bin
  case "$name" in
    nats)
      bin="$(find_binary nats-server)"
      [ -n "$bin" ] || { log "nats-server not found; run infra/scripts/install.sh"; exit 1; }
      mkdir -p "$DATA/nats"
      exec "$bin" -js -a 127.0.0.1 -p "$NATS_PORT" -sd "$DATA/nats" ;;
    redis)
      bin="$(find_binary redis-server)"
      [ -n "$bin" ] || { log "redis-server not found; run infra/scripts/install.sh"; exit 1; }
      # Append-only file, synced every second: revoked sessions, contribution and invite
      # tokens and live voice state survive a restart.
      mkdir -p "$DATA/redis"
      exec "$bin" --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly yes \
        --appendfsync everysec --dir "$DATA/redis" --protected-mode yes ;;
    ferretdb)
      bin="$ROOT/.bin/ferretdb"
      [ -x "$bin" ] || { log ".bin/ferretdb not found; run infra/scripts/install.sh"; exit 1; }
      exec "$bin" -listen "127.0.0.1:$MONGO_PORT" -data "$DATA/ferretdb" ;;
  esac
}

start_one() {
  local name="$1" port pid
  port="$(port_of "$name")"
  pid="$(running_pid "$name")"
  if [ -n "$pid" ]; then
    log "$name already running (pid $pid, port $port)"
    return
  fi
  if port_open "$port"; then
    log "port $port is already in use by another process; cannot start $name" \
      "(set $(port_var_of "$name") to another port)"
    exit 1
  fi
  : >"$LOGS/$name.log"
  (launch "$name" >>"$LOGS/$name.log" 2>&1 </dev/null &
    echo $! >"$PIDS/$name.pid")
  pid="$(cat "$PIDS/$name.pid")"

  local deadline=$((SECONDS + START_TIMEOUT))
  until port_open "$port"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      log "$name exited during start-up; last lines of $LOGS/$name.log:"
      tail -n 20 "$LOGS/$name.log" >&2
      rm -f "$PIDS/$name.pid"
      exit 1
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "$name did not accept connections on port $port within ${START_TIMEOUT}s;" \
        "last lines of $LOGS/$name.log:"
      tail -n 20 "$LOGS/$name.log" >&2
      exit 1
    fi
    sleep 0.1
  done
  log "$name started (pid $pid, port $port, log $LOGS/$name.log)"
}

stop_one() {
  local name="$1" pid
  pid="$(running_pid "$name")"
  if [ -z "$pid" ]; then
    log "$name not running"
    return
  fi
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    log "$name did not stop within 10s; killing pid $pid"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$PIDS/$name.pid"
  log "$name stopped"
}

status_one() {
  local name="$1" pid port
  port="$(port_of "$name")"
  pid="$(running_pid "$name")"
  if [ -n "$pid" ]; then
    if port_open "$port"; then
      log "$name running (pid $pid, port $port)"
    else
      log "$name running (pid $pid) but port $port is not accepting connections"
      return 1
    fi
  else
    log "$name stopped"
    return 1
  fi
}

mkdir -p "$LOGS" "$PIDS"

case "${1:-}" in
  start)
    for s in "${SERVERS[@]}"; do start_one "$s"; done
    log "NATS_URL=nats://127.0.0.1:$NATS_PORT REDIS_URL=redis://127.0.0.1:$REDIS_PORT" \
      "MONGO_URL=mongodb://127.0.0.1:$MONGO_PORT"
    ;;
  stop)
    for s in ferretdb redis nats; do stop_one "$s"; done
    ;;
  status)
    rc=0
    for s in "${SERVERS[@]}"; do status_one "$s" || rc=1; done
    exit "$rc"
    ;;
  *)
    echo "usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
