#!/usr/bin/env bash
# `make k8s-validate`: renders infra/k8s/base and validates it offline (infra/k8s/validate.py).
# Installs its tools on first use into .bin/ (gitignored): a Python venv with
# kubernetes-validate (it ships the Kubernetes schemas) and, when kubectl is not installed,
# kustomize built from the Go module proxy.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.bin/k8s-venv
if [[ ! -x $venv/bin/python ]] || ! $venv/bin/python -c 'import kubernetes_validate, yaml' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check 'kubernetes-validate==1.37.0' 'PyYAML>=6'
fi
if command -v kubectl >/dev/null; then
  export KUSTOMIZE="kubectl kustomize"
else
  if [[ ! -x .bin/kustomize ]]; then
    GOBIN="$PWD/.bin" go install sigs.k8s.io/kustomize/kustomize/v5@v5.5.0
  fi
  export KUSTOMIZE="$PWD/.bin/kustomize build"
fi
exec "$venv/bin/python" infra/k8s/validate.py
