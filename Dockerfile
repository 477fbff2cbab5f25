# syntax=docker/dockerfile:1
# One image for every Node process of Rapport; the command picks the process (DESIGN §10):
#   docker run rapport-app                                       -> the gateway (default)
#   docker run rapport-app node services/contact/dist/main.js    -> one service
# Processes run the JavaScript `make build` writes (<package>/dist/main.js); no TypeScript
# and no dev tools in the runtime image.
#
# Two ways to build it:
#   docker build .                  (default, stage `runtime`) installs and builds inside the
#                                   image from the upstream node image;
#   make images                     (target `prebuilt`) takes what `make build` wrote and a
#                                   production install staged by infra/containers/images.sh
#                                   from a local base (NODE_IMAGE=localhost/rapport-node:20),
#                                   with no registry and no npm download inside the build.
ARG NODE_IMAGE=node:20-bookworm-slim

# What every runtime image has: espeak-ng (the local AI provider's offline text-to-speech), the
# non-root user `node` (uid 1000, as in the upstream image), the healthcheck.
FROM ${NODE_IMAGE} AS runtime-base
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends espeak-ng \
 && rm -rf /var/lib/apt/lists/* \
 && (id -u node >/dev/null 2>&1 || useradd --uid 1000 --user-group --create-home node)
WORKDIR /app
ENV NODE_ENV=production
ENV PORT=8080
# The default is loopback; a container is reached through its published port.
ENV HOST=0.0.0.0
EXPOSE 8080
COPY infra/containers/healthcheck.cjs /usr/local/lib/rapport/healthcheck.cjs
# The gateway: GET /livez; a service: its health subject on the bus answers.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "/usr/local/lib/rapport/healthcheck.cjs"]
CMD ["node", "--enable-source-maps", "gateway/dist/main.js"]

# Local images (`make images`): the context is the staging folder images.sh fills: deps/
# (package manifests, lockfile and the node_modules of `npm ci --omit=dev`) and app/ (the dist
# folders of `make build`). Dependencies first: a source edit rebuilds only the last layer.
FROM runtime-base AS prebuilt
COPY deps/ ./
COPY app/ ./
USER node

# Just the package manifests and the lockfile: the install layers below are rebuilt only
# when dependencies change, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests \; \
 && cp package-lock.json /manifests/

# Full install (dev tools included): builds the web app and bundles the gateway and each
# service (infra/build/build.ts), then gathers what the runtime needs in /out.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# onnxruntime-node's CPU runtime is in its package; its install script would fetch GPU libraries.
ENV ONNXRUNTIME_NODE_INSTALL=skip
COPY --from=manifests /manifests ./
RUN npm ci --no-audit --no-fund
COPY . .
# The crisis check's sentence encoder and the expert reader's fine-tuned one come from the build
# context: `make deps` writes them.
RUN for graph in services/safety/src/data/sentence-encoder.onnx \
      services/knowledge-capture/src/ai/local/data/expert-direction.onnx; do \
      test -f "$graph" || { echo "$graph is missing: run \`make deps\` first"; exit 1; }; \
    done
RUN npm run build -w web \
 && node_modules/.bin/tsx infra/build/build.ts \
 && mkdir /out \
 && cp -r --parents web/dist gateway/dist services/*/dist /out/

# Runtime dependencies only: the bundles load npm packages from here.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV ONNXRUNTIME_NODE_INSTALL=skip
COPY --from=manifests /manifests ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# The default target: everything built above, on the upstream node image.
FROM runtime-base AS runtime
COPY --from=prod-deps /app ./
COPY --from=build /out ./
USER node
