#!/usr/bin/env bash
# `make images`: every image of Rapport built here, with no public registry (issue 15).
#
#   localhost/rapport-debian:bookworm  Debian base: mmdebstrap once, then imported (cached)
#   localhost/rapport-node:20          the base + this machine's Node 20 + user node
#   localhost/rapport-app:latest       Dockerfile, target `prebuilt`: what `make build` wrote
#                                      and a production npm install, on rapport-node
#   localhost/rapport-ferretdb:latest  infra/ferretdb/Dockerfile, target `prebuilt`: .bin/ferretdb
#   localhost/rapport-redis:latest     infra/containers/servers.Containerfile (Debian's packages)
#   localhost/rapport-nats:latest
#
# Every step is cached: the base is made once (REBUILD_BASE=1 makes it again), podman's layer
# cache rebuilds only what changed, the production install is redone only when a package
# manifest or the lockfile changed. IMAGES="ferretdb redis nats" builds only those (the
# container path of the tests needs no app image).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$ROOT/infra/containers/containers.conf}"
WORK="$ROOT/.data/images"
IMAGES="${IMAGES:-app ferretdb redis nats}"
BASE=localhost/rapport-debian:bookworm
NODE=localhost/rapport-node:20

log() { printf '[images] %s\n' "$*" >&2; }
# Docker format: OCI images drop HEALTHCHECK.
build() { podman build --quiet --format docker --network host --layers "$@" >/dev/null; }
elapsed() { echo "$(($(date +%s%N) / 1000000 - $1)) ms"; }
now() { echo "$(($(date +%s%N) / 1000000))"; }

# podman, runc and mmdebstrap from Debian when this machine lacks them.
bash "$ROOT/infra/scripts/containers.sh" install

mkdir -p "$WORK"
total=$(now)

# --- the Debian base: mmdebstrap (about a minute), once --------------------------------------
if [ "${REBUILD_BASE:-0}" = 1 ] || ! podman image exists "$BASE"; then
  t=$(now)
  if [ "${REBUILD_BASE:-0}" = 1 ] || [ ! -s "$WORK/base.tar" ]; then
    log "mmdebstrap bookworm (ca-certificates) -> .data/images/base.tar"
    rm -rf "$WORK/base.part.tar"
    # The extension tells mmdebstrap to write a tarball.
    mmdebstrap --quiet --variant=apt --include=ca-certificates bookworm "$WORK/base.part.tar"
    mv "$WORK/base.part.tar" "$WORK/base.tar"
  fi
  podman import --quiet "$WORK/base.tar" "$BASE" >/dev/null
  log "$BASE: $(elapsed "$t")"
fi

wants() { [[ " $IMAGES " == *" $1 "* ]]; }

# --- redis and nats from Debian's packages ---------------------------------------------------
for server in redis nats; do
  wants "$server" || continue
  t=$(now)
  mkdir -p "$WORK/empty"
  build --target "$server" --build-arg "BASE_IMAGE=$BASE" -t "localhost/rapport-$server:latest" \
    -f infra/containers/servers.Containerfile "$WORK/empty"
  log "localhost/rapport-$server:latest: $(elapsed "$t")"
done

# --- FerretDB: the binary infra/scripts/install.sh built -------------------------------------
if wants ferretdb; then
  t=$(now)
  [ -x .bin/ferretdb ] || bash infra/scripts/install.sh >/dev/null
  mkdir -p "$WORK/ferretdb"
  cp -p .bin/ferretdb "$WORK/ferretdb/ferretdb"
  build --target prebuilt --build-arg "BASE_IMAGE=$BASE" -t localhost/rapport-ferretdb:latest \
    -f infra/ferretdb/Dockerfile "$WORK/ferretdb"
  log "localhost/rapport-ferretdb:latest: $(elapsed "$t")"
fi

# --- the app: Node base, production install, `make build` output ----------------------------
if wants app; then
  for out in gateway/dist/main.js web/dist/index.html; do
    [ -f "$out" ] || { log "$out missing: run make build first (make images does)"; exit 1; }
  done
  t=$(now)
  mkdir -p "$WORK/node"
  cp -p "$(readlink -f "$(command -v node)")" "$WORK/node/node"
  build --build-arg "BASE_IMAGE=$BASE" -t "$NODE" -f infra/containers/node.Containerfile "$WORK/node"
  log "$NODE: $(elapsed "$t")"

  t=$(now)
  ctx="$WORK/app"
  mkdir -p "$ctx/deps" "$ctx/infra/containers"
  manifests=$(git ls-files --cached --others --exclude-standard -- 'package.json' '*/package.json' |
    grep -v node_modules | sort)
  stamp=$(cat package-lock.json $manifests | sha256sum | cut -d' ' -f1)
  if [ "$(cat "$ctx/deps/.stamp" 2>/dev/null)" != "$stamp" ]; then
    log "production install (npm ci --omit=dev) for the image"
    find "$ctx/deps" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
    for m in $manifests; do install -D -m 644 "$m" "$ctx/deps/$m"; done
    cp package-lock.json "$ctx/deps/"
    (cd "$ctx/deps" && ONNXRUNTIME_NODE_INSTALL=skip npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error >&2)
    echo "$stamp" >"$ctx/deps/.stamp"
  fi
  rm -rf "$ctx/app" && mkdir -p "$ctx/app"
  cp -r --parents web/dist gateway/dist services/*/dist "$ctx/app/"
  cp infra/containers/healthcheck.cjs "$ctx/infra/containers/"
  build --target prebuilt --build-arg "NODE_IMAGE=$NODE" -t localhost/rapport-app:latest \
    -f Dockerfile "$ctx"
  log "localhost/rapport-app:latest: $(elapsed "$t")"
fi

log "done in $(elapsed "$total")"
