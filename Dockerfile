# syntax=docker/dockerfile:1
# One image for every Node process of Rapport; the command picks the process (DESIGN §10):
#   docker run rapport-app                                 -> the gateway (default)
#   docker run rapport-app tsx services/contact/src/main.ts -> one service
ARG NODE_IMAGE=node:20-bookworm-slim

# Just the package manifests and the lockfile: the install layers below are rebuilt only
# when dependencies change, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests \; \
 && cp package-lock.json /manifests/

# Full install (dev tools included) to build the web app.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web

# Runtime dependencies only.
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
# Services run TypeScript with tsx, a root devDependency: install the lockfile's version
# globally and link it where scripts expect it.
RUN TSX_VERSION="$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version")" \
 && npm install -g --no-audit --no-fund "tsx@${TSX_VERSION}" \
 && npm cache clean --force \
 && mkdir -p node_modules/.bin \
 && ln -sf "$(command -v tsx)" node_modules/.bin/tsx
COPY tsconfig.json tsconfig.base.json ./
COPY contracts contracts
COPY services services
COPY gateway gateway
COPY --from=build /app/web/dist web/dist
USER node
ENV PORT=8080
EXPOSE 8080
CMD ["tsx", "gateway/src/main.ts"]
