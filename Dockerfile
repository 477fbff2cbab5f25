# syntax=docker/dockerfile:1
# One image for every Node process of Rapport; the command picks the process (DESIGN §10):
#   docker run rapport-app                                       -> the gateway (default)
#   docker run rapport-app node services/contact/dist/main.js    -> one service
# Processes run the JavaScript `make build` writes (<package>/dist/main.js); no TypeScript
# and no dev tools in the runtime image.
ARG NODE_IMAGE=node:20-bookworm-slim

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
COPY --from=manifests /manifests ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web \
 && node_modules/.bin/tsx infra/build/build.ts \
 && mkdir /out \
 && cp -r --parents web/dist gateway/dist services/*/dist /out/

# Runtime dependencies only: the bundles load npm packages from here.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# espeak-ng: the local AI provider's offline text-to-speech.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends espeak-ng \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY --from=prod-deps /app ./
COPY --from=build /out ./
USER node
ENV PORT=8080
# The default is loopback; a container is reached through its published port.
ENV HOST=0.0.0.0
EXPOSE 8080
CMD ["node", "--enable-source-maps", "gateway/dist/main.js"]
