#!/usr/bin/env bash
# Installs the local infrastructure (DESIGN §10): Debian packages for NATS, Redis, Chromium
# and espeak-ng, and the embedded FerretDB binary. Idempotent: only missing pieces are
# installed, so a second run on a ready machine takes well under a second.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

log() { printf '[install] %s\n' "$*"; }

# binary:package pairs. chromium is looked up under both names Debian and Ubuntu use.
declare -A PACKAGE_FOR=(
  [nats-server]=nats-server
  [redis-server]=redis-server
  [chromium]=chromium
  [espeak-ng]=espeak-ng
)

has_binary() {
  # nats-server lives in /usr/sbin, which is not on every user's PATH.
  command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || [ -x "/usr/bin/$1" ]
}

missing=()
for bin in nats-server redis-server chromium espeak-ng; do
  if has_binary "$bin"; then
    log "$bin: present"
  elif [ "$bin" = chromium ] && has_binary chromium-browser; then
    log "chromium: present (chromium-browser)"
  else
    missing+=("${PACKAGE_FOR[$bin]}")
  fi
done

if [ "${#missing[@]}" -gt 0 ]; then
  SUDO=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { log "need root or sudo to install: ${missing[*]}"; exit 1; }
    SUDO=(sudo)
  fi
  log "apt-get install ${missing[*]}"
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "${missing[@]}"
  # The Debian packages enable system-wide services; the project runs its own instances
  # on its own ports and data dirs, so stop those to free 4222/6379 (no systemd: ignore).
  for svc in nats-server redis-server; do
    "${SUDO[@]}" service "$svc" stop >/dev/null 2>&1 || true
  done
fi

# FerretDB: rebuild when the binary is missing or older than its sources.
FERRET_BIN="$ROOT/.bin/ferretdb"
FERRET_SRC="$ROOT/infra/ferretdb"
needs_build=0
if [ ! -x "$FERRET_BIN" ]; then
  needs_build=1
else
  for src in "$FERRET_SRC/main.go" "$FERRET_SRC/go.mod" "$FERRET_SRC/go.sum"; do
    if [ -f "$src" ] && [ "$src" -nt "$FERRET_BIN" ]; then needs_build=1; fi
  done
fi

if [ "$needs_build" -eq 1 ]; then
  command -v go >/dev/null 2>&1 || { log "Go is required to build FerretDB (https://go.dev/dl/)"; exit 1; }
  log "building .bin/ferretdb with $(go version)"
  mkdir -p "$ROOT/.bin"
  if ! (cd "$FERRET_SRC" && go build -o "$FERRET_BIN" .); then
    # Newer toolchains have broken FerretDB v1 builds before; fall back to a known-good one.
    log "build failed; retrying with GOTOOLCHAIN=go1.24.3"
    (cd "$FERRET_SRC" && GOTOOLCHAIN=go1.24.3 go build -o "$FERRET_BIN" .)
  fi
  log "built .bin/ferretdb"
else
  log ".bin/ferretdb: up to date"
fi
