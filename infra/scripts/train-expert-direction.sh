#!/usr/bin/env bash
# Fine-tunes the expert reader's second opinion (services/knowledge-capture/src/ai/local/
# expert-direction.ts) on the expert reader's training notes and writes its adapter to
# infra/models/expert-direction.adapter.safetensors (then `make deps` rebuilds the graph).
#   --cv   instead: 5 out-of-fold runs into .data/expert-direction-cv, then the thresholds'
#          cross-validation (services/knowledge-capture/scripts/cv-expert-direction.ts)
# About 12 minutes per run on 2 cores (an hour with --cv).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
TSX=node_modules/.bin/tsx
VENV="$ROOT/.data/training-venv"
BASE="$ROOT/.data/models/all-minilm-l6-v2"
NOTES="$ROOT/.data/expert-notes.jsonl"
TRAINER="$ROOT/infra/models/train-expert-direction.py"

[ -f "$BASE/model.safetensors" ] || bash infra/scripts/models.sh --force
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
"$VENV/bin/pip" install -q --disable-pip-version-check -r infra/models/requirements-training.txt
sha256="$($TSX services/knowledge-capture/scripts/export-expert-notes.ts "$NOTES")"

if [ "${1:-}" = "--cv" ]; then
  out="$ROOT/.data/expert-direction-cv"
  mkdir -p "$out"
  for fold in 0 1 2 3 4; do
    "$VENV/bin/python" "$TRAINER" "$NOTES" "$out/sides" --fold "$fold" --base "$BASE"
  done
  $TSX services/knowledge-capture/scripts/cv-expert-direction.ts "$out"/sides.fold*.jsonl
  exit 0
fi

"$VENV/bin/python" "$TRAINER" "$NOTES" "$ROOT/.data/expert-direction" --all --base "$BASE" \
  --sha256 "$sha256"
mv "$ROOT/.data/expert-direction.safetensors" infra/models/expert-direction.adapter.safetensors
echo "wrote infra/models/expert-direction.adapter.safetensors; run make deps to rebuild its graph"
