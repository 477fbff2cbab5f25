# Rapport: one entry point for setting up, running and checking the whole system.
SHELL := /bin/bash
.DEFAULT_GOAL := help
JEST := node_modules/.bin/jest
TSX := node_modules/.bin/tsx
# onnxruntime-node (the crisis check's sentence encoder) ships its CPU runtime in the package;
# its install script would only fetch GPU libraries from NuGet, which this product does not use.
export ONNXRUNTIME_NODE_INSTALL := skip

.PHONY: help setup deps models infra-install web build dev infra-start infra-stop seed test lint typecheck unit integration e2e bench bench-scaling eval-matching eval-language train-language-model train-expert-model train-expert-direction train-crisis-model k8s-validate chaos chaos-quick images compose-up compose-down compose-smoke integration-containers clean

help:
	@echo "make setup        install npm packages, Debian packages (nats-server, redis-server, chromium, espeak-ng), FerretDB; build the web app"
	@echo "make dev          start infrastructure, every service, the gateway and the web app on http://localhost:8080"
	@echo "make build        production build: the web app and <package>/dist/main.js of the gateway and each service"
	@echo "make test         lint, type-check, unit, integration (real NATS/Redis/FerretDB) and browser (Chromium) tests"
	@echo "make e2e          only the browser journeys"
	@echo "make bench        benchmarks (bus vs direct, scaling, login, voice pipeline, Lighthouse)"
	@echo "make bench-scaling only the scaling run: 1 vs 2 replicas, bus vs in-process, interleaved rounds"
	@echo "make seed         load demo data into a running system"
	@echo "make chaos        fault injection: two replicas of everything under load while parts are killed, paused, restarted (~3 min; chaos-quick ~1 min)"
	@echo "make eval-matching  accuracy of the matching model on synthetic personas (tuning and held-out halves)"
	@echo "make k8s-validate render infra/k8s and validate the manifests offline (Kubernetes schemas, probes, limits, PDB, HPA)"
	@echo "make images       container images of the gateway, services and FerretDB (and local Redis/NATS), built here with podman"
	@echo "make compose-up   the whole system in containers: 3-node NATS cluster, 2 replicas per service, gateway on 127.0.0.1:18080"
	@echo "make compose-smoke  journeys through the compose system, then a NATS node and a replica of each service stopped under writes"
	@echo "make compose-down remove the compose system (containers, network, volumes)"
	@echo "make integration-containers  integration files on testcontainers (podman socket), as CI runs them"
	@echo "make eval-language  accuracy of the offline language engine on the labelled corpus (tuning and held-out halves)"
	@echo "make train-language-model  retrain the language engine's statistical reader on services/language/training"
	@echo "make train-expert-model  retrain the expert reader's model on experts' notes (services/knowledge-capture/training)"
	@echo "make train-expert-direction  fine-tune the expert reader's second opinion (torch; about 12 minutes)"
	@echo "make train-crisis-model  retrain the crisis check's statistical reader (--cv in the script: cross-validation)"

setup: deps infra-install web

# npm ci only when the lockfile changed since the last install (keeps `make test` quick), and the
# sentence encoder the crisis check reads with (fetched and checked once; infra/scripts/models.sh).
deps: node_modules/.installed models
node_modules/.installed: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

infra-install:
	bash infra/scripts/install.sh

models:
	bash infra/scripts/models.sh

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

test: setup lint typecheck k8s-validate build unit integration integration-containers chaos-quick e2e

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

# Renders the kustomize base and validates every resource offline (infra/k8s/validate.py).
k8s-validate:
	bash infra/k8s/validate.sh

unit: deps
	$(JEST) --selectProjects unit

# Spec files share one NATS, Redis and MongoDB server, each file in a namespace of its own
# (BUS_PREFIX, database and key prefixes from testEnv), so two files may run the same service
# at once: two workers. No --forceExit: every file closes what it opens and jest exits by
# itself (if it ever hangs, --detectOpenHandles names the leak).
integration: build infra-install
	$(JEST) --selectProjects integration --maxWorkers=2

# The container path of the integration tier, so it cannot rot: testcontainers through the
# Docker API of a podman socket this target starts (and stops), on the images `make images`
# builds here (our FerretDB, Redis and NATS from Debian's packages; no registry). A machine
# whose container engine cannot start fails here with the reason, it does not skip.
CONTAINER_TESTS ?= gateway/test/contact-chain.test.ts|services/kit/test/events.test.ts
integration-containers: build infra-install
	IMAGES="ferretdb redis nats" bash infra/containers/images.sh
	@sock="$$(bash infra/scripts/containers.sh socket)" || exit 1; \
	env -u MONGO_URL -u REDIS_URL -u NATS_URL DOCKER_HOST="$$sock" \
	  TESTCONTAINERS_RYUK_DISABLED=true TESTCONTAINERS_HOST_OVERRIDE=127.0.0.1 \
	  RAPPORT_TEST_SERVERS=containers \
	  RAPPORT_TEST_MONGO_IMAGE=localhost/rapport-ferretdb:latest \
	  RAPPORT_TEST_REDIS_IMAGE=localhost/rapport-redis:latest \
	  RAPPORT_TEST_NATS_IMAGE=localhost/rapport-nats:latest \
	  $(JEST) --selectProjects integration --maxWorkers=2 --testPathPatterns '$(CONTAINER_TESTS)'; \
	rc=$$?; bash infra/scripts/containers.sh cleanup; exit $$rc

# Images (podman, no registry): the Debian base (mmdebstrap, made once), this machine's Node 20,
# the app on the Dockerfile's `prebuilt` target, FerretDB, Redis, NATS. Cached: a second run
# rebuilds only what changed.
images: build infra-install
	bash infra/containers/images.sh

compose-up: deps
	bash infra/containers/compose.sh up

compose-down:
	bash infra/containers/compose.sh down

compose-smoke: deps
	$(TSX) infra/containers/smoke.ts

e2e: web infra-install
	$(JEST) --selectProjects e2e --runInBand --forceExit

bench: setup
	$(TSX) bench/run.ts

bench-scaling: setup
	$(TSX) bench/scaling.ts

# Fault injection (issue 13, infra/chaos): the built system with two replicas of each service
# under load while replicas, NATS, Redis and FerretDB are killed, paused or restarted in turn;
# prints one Markdown row per experiment and exits non-zero when a target is missed.
chaos: build infra-install
	$(TSX) infra/chaos/main.ts

# The reduced run: SIGKILL a replica, restart Redis.
chaos-quick: build infra-install
	$(TSX) infra/chaos/main.ts --quick

eval-matching: deps
	$(TSX) services/client-profile/scripts/eval-matching.ts

# The labelled corpus of infra/eval/language, split once into tuning and held-out halves; exits
# non-zero when a held-out target of issue 12 is missed.
eval-language: deps
	$(TSX) infra/eval/language/run.ts

# Retrains the language engine's statistical reader on services/language/training/*.jsonl.
train-language-model: deps
	$(TSX) services/language/scripts/train-dimension-model.ts

# Retrains the expert reader's model on experts' notes: services/knowledge-capture/training/*.jsonl
# and the professional*.jsonl files of services/language/training.
train-expert-model: deps
	$(TSX) services/knowledge-capture/scripts/train-expert-model.ts

# Fine-tunes the sentence encoder into the expert reader's second opinion on the same notes and
# writes its adapter to infra/models (infra/scripts/train-expert-direction.sh; --cv there for the
# thresholds' cross-validation). Installs torch into .data/training-venv.
train-expert-direction: deps
	bash infra/scripts/train-expert-direction.sh

# Retrains the crisis check's statistical reader on the blind-written crisis sets
# (infra/eval/language/dev/crisis-*.jsonl), the crisis corpus's tuning half and ordinary answers.
train-crisis-model: deps
	$(TSX) services/safety/scripts/train-crisis-model.ts

clean:
	rm -rf .data web/dist gateway/dist services/*/dist
