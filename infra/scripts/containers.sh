#!/usr/bin/env bash
# Container engine for images, compose and the testcontainers path of the tests (issue 15):
# Debian's podman with runc (crun fails on these hosts: cgroup v1 hybrid, RLIMIT errors),
# mmdebstrap for the local base image, podman-compose, and iptables (netavark sets up container
# networks with it; without it podman fails "netavark: No such file or directory"). Idempotent: when everything is
# present it only checks and returns at once.
#
#   infra/scripts/containers.sh install   install the Debian packages that are missing
#   infra/scripts/containers.sh socket    start the podman API socket (for testcontainers)
#                                         unless it answers already; prints DOCKER_HOST
#   infra/scripts/containers.sh cleanup      remove the test harness's containers a run left
#                                         behind (label dev.rapport.test-harness), stop the
#                                         socket this script started
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$ROOT/infra/containers/containers.conf}"
SOCKET_DIR="${RAPPORT_PODMAN_DIR:-$ROOT/.data/podman}"
SOCKET="$SOCKET_DIR/podman.sock"

log() { printf '[containers] %s\n' "$*" >&2; }

install() {
  local missing=() bin pkg
  for pair in podman:podman runc:runc mmdebstrap:mmdebstrap podman-compose:podman-compose \
    newuidmap:uidmap slirp4netns:slirp4netns fuse-overlayfs:fuse-overlayfs \
    /usr/lib/podman/netavark:netavark /usr/lib/podman/aardvark-dns:aardvark-dns \
    /usr/libexec/podman/catatonit:catatonit iptables:iptables; do
    bin="${pair%%:*}" pkg="${pair##*:}"
    command -v "$bin" >/dev/null 2>&1 || [ -x "/usr/sbin/$bin" ] || [ -x "$bin" ] || missing+=("$pkg")
  done
  [ "${#missing[@]}" -eq 0 ] && return 0
  local SUDO=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { log "need root or sudo to install: ${missing[*]}"; exit 1; }
    SUDO=(sudo)
  fi
  log "apt-get install ${missing[*]}"
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "${missing[@]}" >&2
}

socket_answers() {
  [ -S "$SOCKET" ] && curl -sf --max-time 3 --unix-socket "$SOCKET" http://d/_ping >/dev/null 2>&1
}

socket() {
  install
  if ! socket_answers; then
    mkdir -p "$SOCKET_DIR"
    rm -f "$SOCKET"
    # --time=0: the service stays until stop-socket (or the machine) ends it.
    nohup podman system service --time=0 "unix://$SOCKET" >"$SOCKET_DIR/service.log" 2>&1 &
    echo $! >"$SOCKET_DIR/service.pid"
    for _ in $(seq 1 100); do
      socket_answers && break
      sleep 0.1
    done
    socket_answers || {
      log "podman API socket did not answer; see $SOCKET_DIR/service.log:"
      tail -n 20 "$SOCKET_DIR/service.log" >&2 || true
      exit 1
    }
  fi
  echo "unix://$SOCKET"
}

stop_socket() {
  if [ -f "$SOCKET_DIR/service.pid" ]; then
    kill "$(cat "$SOCKET_DIR/service.pid")" 2>/dev/null || true
    rm -f "$SOCKET_DIR/service.pid" "$SOCKET"
  fi
}

cleanup() {
  podman ps -aq --filter label=dev.rapport.test-harness | xargs -r podman rm -f >/dev/null 2>&1 || true
  stop_socket
}

case "${1:-install}" in
  install) install ;;
  socket) socket ;;
  cleanup) cleanup ;;
  *) log "usage: $0 install|socket|cleanup"; exit 2 ;;
esac
