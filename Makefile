# Rapport: one entry point for setting up, running and checking the whole system.
SHELL := /bin/bash
.DEFAULT_GOAL := help
JEST := node_modules/.bin/jest
TSX := node_modules/.bin/tsx

.PHONY: help setup deps infra-install web build dev infra-start infra-stop seed test lint typecheck unit integration e2e bench eval-matching clean

help:
	@echo "make setup        install npm packages, Debian packages (nats-server, redis-server, chromium, espeak-ng), FerretDB; build the web app"
	@echo "make dev          start infrastructure, every service, the gateway and the web app on http://localhost:8080"
	@echo "make build        production build: the web app and <package>/dist/main.js of the gateway and each service"
	@echo "make test         lint, type-check, unit, integration (real NATS/Redis/FerretDB) and browser (Chromium) tests"
	@echo "make e2e          only the browser journeys"
	@echo "make bench        benchmarks (bus vs direct, login, voice pipeline, Lighthouse)"
	@echo "make seed         load demo data into a running system"
	@echo "make eval-matching  accuracy of the matching model on synthetic personas"

setup: deps infra-install web

# npm ci only when the lockfile changed since the last install (keeps `make test` quick).
deps: node_modules/.installed
node_modules/.installed: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

infra-install:
	bash infra/scripts/install.sh

web: deps
	npm run build -w web

# What production runs: the web app, and the gateway and each service bundled to one JavaScript
# file, <package>/dist/main.js, started with plain node (infra/build/build.ts).
build: web
	$(TSX) infra/build/build.ts

infra-start: infra-install
	bash infra/scripts/infra.sh start

infra-stop:
	bash infra/scripts/infra.sh stop

dev: setup infra-start
	$(TSX) infra/system/dev.ts

seed: deps
	$(TSX) infra/system/seed-main.ts

test: setup lint typecheck build unit integration e2e

lint: deps
	node_modules/.bin/eslint .
	node_modules/.bin/prettier --check .

# Two programs side by side: every server package without DOM types (tsconfig.json) and the
# web app with them (web/tsconfig.json). Each package has its own tsconfig.json for editors and
# lint; these two cover the same files. Incremental: a re-run re-checks only what changed.
typecheck: deps
	@node_modules/.bin/tsc -p tsconfig.json --noEmit & server=$$!; \
	node_modules/.bin/tsc -p web/tsconfig.json --noEmit; web=$$?; \
	wait $$server && exit $$web

unit: deps
	$(JEST) --selectProjects unit

# Spec files share one NATS, Redis and MongoDB server, each file in a namespace of its own
# (BUS_PREFIX, database and key prefixes from testEnv), so two files may run the same service
# at once: two workers. No --forceExit: every file closes what it opens and jest exits by
# itself (if it ever hangs, --detectOpenHandles names the leak).
integration: build infra-install
	$(JEST) --selectProjects integration --maxWorkers=2

e2e: web infra-install
	$(JEST) --selectProjects e2e --runInBand --forceExit

bench: setup
	$(TSX) bench/run.ts

eval-matching: deps
	$(TSX) services/client-profile/scripts/eval-matching.ts

clean:
	rm -rf .data web/dist gateway/dist services/*/dist
