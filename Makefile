# Rapport: one entry point for setting up, running and checking the whole system.
SHELL := /bin/bash
.DEFAULT_GOAL := help
JEST := node_modules/.bin/jest
TSX := node_modules/.bin/tsx

.PHONY: help setup deps infra-install web dev infra-start infra-stop seed test lint typecheck unit integration e2e bench eval-matching clean

help:
	@echo "make setup        install npm packages, Debian packages (nats-server, redis-server, chromium, espeak-ng), FerretDB; build the web app"
	@echo "make dev          start infrastructure, every service, the gateway and the web app on http://localhost:8080"
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

infra-start: infra-install
	bash infra/scripts/infra.sh start

infra-stop:
	bash infra/scripts/infra.sh stop

dev: setup infra-start
	$(TSX) infra/system/dev.ts

seed: deps
	$(TSX) infra/system/seed-main.ts

test: setup lint typecheck unit integration e2e

lint: deps
	node_modules/.bin/eslint .
	node_modules/.bin/prettier --check .

typecheck: deps
	node_modules/.bin/tsc -p tsconfig.json --noEmit

unit: deps
	$(JEST) --selectProjects unit

# Spec files share one NATS server and services answer by queue group: two files running the
# same service at once would answer each other's requests, so one file at a time.
integration: deps infra-install
	$(JEST) --selectProjects integration --maxWorkers=1 --forceExit

e2e: web infra-install
	$(JEST) --selectProjects e2e --runInBand --forceExit

bench: setup
	$(TSX) bench/run.ts

eval-matching: deps
	$(TSX) services/client-profile/scripts/eval-matching.ts

clean:
	rm -rf .data web/dist
