"""
Fine-tunes the sentence encoder (all-MiniLM-L6-v2) to read the side an expert's note takes on
each matching dimension, for the expert reader's second opinion
(services/knowledge-capture/src/ai/local/expert-direction.ts). Low-rank adapters (LoRA, rank 8)
on the query, value and both feed-forward weights of every layer, and a head on the embedding:
a softmax per dimension over (no side, first pole, second pole). Only the adapters and the head
are trained and saved (about 1 MB), so the repository keeps them and `make deps`
(infra/scripts/models.sh → build-sentence-encoder.py --adapter) adds them to the weights it
fetches.

  make train-expert-direction   exports the notes (the expert reader's training set) and runs:
  python train-expert-direction.py <notes.jsonl> <out> --all --sha256 <of the notes>
  python train-expert-direction.py <notes.jsonl> <out> --fold K   out-of-fold sides of fold K

Needs torch, numpy, safetensors and tokenizers (infra/models/requirements-training.txt; not
needed to run Rapport). Fixed seed, 2 threads: about 12 minutes on 2 cores.
"""
import json, math, sys, time, random, argparse
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from safetensors.numpy import load_file, save_file
from tokenizers import Tokenizer


KEYS = ['warmSupport', 'directiveness', 'pastOrientation', 'emotionalIntensity']
H, HEADS, L = 384, 12, 6


class LoRALinear(nn.Module):
    def __init__(self, w, b, rank, alpha):
        super().__init__()
        self.w = nn.Parameter(torch.tensor(w), requires_grad=False)
        self.b = nn.Parameter(torch.tensor(b), requires_grad=False)
        self.rank = rank
        if rank:
            self.a = nn.Parameter(torch.randn(rank, w.shape[1]) * (1 / math.sqrt(w.shape[1])))
            self.bb = nn.Parameter(torch.zeros(w.shape[0], rank))
            self.scale = alpha / rank

    def forward(self, x):
        y = F.linear(x, self.w, self.b)
        if self.rank:
            y = y + (x @ self.a.t() @ self.bb.t()) * self.scale
        return y


class Bert(nn.Module):
    def __init__(self, wts, rank, alpha, targets):
        super().__init__()
        t = lambda n: torch.tensor(wts[n])
        self.word = nn.Parameter(t('embeddings.word_embeddings.weight'), requires_grad=False)
        self.pos = nn.Parameter(t('embeddings.position_embeddings.weight'), requires_grad=False)
        self.typ = nn.Parameter(t('embeddings.token_type_embeddings.weight')[0], requires_grad=False)
        self.eln = (t('embeddings.LayerNorm.weight'), t('embeddings.LayerNorm.bias'))
        self.layers = nn.ModuleList()
        for i in range(L):
            p = f'encoder.layer.{i}.'
            lin = lambda name, key: LoRALinear(wts[p + name + '.weight'], wts[p + name + '.bias'],
                                               rank if key in targets else 0, alpha)
            m = nn.Module()
            m.q = lin('attention.self.query', 'q')
            m.k = lin('attention.self.key', 'k')
            m.v = lin('attention.self.value', 'v')
            m.o = lin('attention.output.dense', 'o')
            m.i = lin('intermediate.dense', 'i')
            m.f = lin('output.dense', 'f')
            m.ln1 = (t(p + 'attention.output.LayerNorm.weight'), t(p + 'attention.output.LayerNorm.bias'))
            m.ln2 = (t(p + 'output.LayerNorm.weight'), t(p + 'output.LayerNorm.bias'))
            self.layers.append(m)
        self.head = nn.Linear(H, len(KEYS) * 3)
        nn.init.zeros_(self.head.bias)
        nn.init.normal_(self.head.weight, std=0.02)
        self.drop = nn.Dropout(0.1)

    def encode(self, ids, mask):
        n = ids.shape[1]
        x = self.word[ids] + self.pos[:n] + self.typ
        x = F.layer_norm(x, (H,), *self.eln, eps=1e-12)
        bias = (1 - mask[:, None, None, :].float()) * -1e9
        for m in self.layers:
            def heads(y):
                return y.view(y.shape[0], n, HEADS, H // HEADS).transpose(1, 2)
            q, k, v = heads(m.q(x)), heads(m.k(x)), heads(m.v(x))
            att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(H // HEADS) + bias, -1)
            ctx = (att @ v).transpose(1, 2).reshape(x.shape[0], n, H)
            x = F.layer_norm(x + self.drop(m.o(ctx)), (H,), *m.ln1, eps=1e-12)
            ff = m.f(F.gelu(m.i(x)))
            x = F.layer_norm(x + self.drop(ff), (H,), *m.ln2, eps=1e-12)
        mf = mask[:, :, None].float()
        pooled = (x * mf).sum(1) / mf.sum(1)
        return F.normalize(pooled, dim=-1)

    def forward(self, ids, mask):
        return self.head(self.encode(ids, mask)).view(-1, len(KEYS), 3)


def label(expect):
    # class 0: no side, 1: pole +1, 2: pole -1
    return [0 if expect.get(k) is None else (1 if expect[k] == 1 else 2) for k in KEYS]


def batches(tok, items, bs, shuffle, maxlen=128):
    order = list(range(len(items)))
    if shuffle:
        random.shuffle(order)
    for s in range(0, len(order), bs):
        chunk = [items[i] for i in order[s:s + bs]]
        encs = [tok.encode(it['text']).ids[:maxlen] for it in chunk]
        n = max(len(e) for e in encs)
        ids = torch.zeros(len(encs), n, dtype=torch.long)
        mask = torch.zeros(len(encs), n, dtype=torch.long)
        for j, e in enumerate(encs):
            ids[j, :len(e)] = torch.tensor(e)
            mask[j, :len(e)] = 1
        yield [order[i] for i in range(s, min(s + bs, len(order)))], ids, mask, chunk


MODULES = {
    'q': 'attention.self.query',
    'k': 'attention.self.key',
    'v': 'attention.self.value',
    'o': 'attention.output.dense',
    'i': 'intermediate.dense',
    'f': 'output.dense',
}


def save_adapter(state, path, a, lines):
    """The adapters under the names of the weights they tune, the head, and how they were made."""
    tensors = {}
    for name, value in state.items():
        parts = name.split('.')
        if parts[0] == 'layers':
            layer, module, which = parts[1], MODULES[parts[2]], 'lora_a' if parts[3] == 'a' else 'lora_b'
            tensors[f'encoder.layer.{layer}.{module}.{which}'] = np.ascontiguousarray(value, np.float32)
        else:
            tensors[name] = np.ascontiguousarray(value, np.float32)
    metadata = {
        'scale': str(a.alpha / a.rank),
        'dimensions': ','.join(KEYS),
        'trainedOnLines': str(lines),
        'trainedOnSha256': a.sha256,
        'recipe': f'rank {a.rank}, alpha {a.alpha}, targets {a.targets}, epochs {a.epochs}, '
                  f'lr {a.lr}, head lr {a.head_lr}, batch {a.bs}, seed {a.seed}',
    }
    save_file(tensors, path, metadata=metadata)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('data')
    ap.add_argument('out')
    ap.add_argument('--fold', type=int, default=-1)
    ap.add_argument('--all', action='store_true')
    ap.add_argument('--predict', default='')
    ap.add_argument('--epochs', type=float, default=3)
    ap.add_argument('--rank', type=int, default=8)
    ap.add_argument('--alpha', type=float, default=16)
    ap.add_argument('--targets', default='qvif')
    ap.add_argument('--lr', type=float, default=1e-3)
    ap.add_argument('--head-lr', type=float, default=1e-2)
    ap.add_argument('--bs', type=int, default=32)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--limit', type=int, default=0)
    ap.add_argument('--base', required=True, help='folder with model.safetensors and tokenizer.json')
    ap.add_argument('--sha256', default='', help="the notes' SHA-256, kept in the adapter")
    a = ap.parse_args()
    random.seed(a.seed)
    torch.manual_seed(a.seed)
    torch.set_num_threads(2)
    base = a.base.rstrip('/') + '/'
    tok = Tokenizer.from_file(base + 'tokenizer.json')
    tok.no_padding()
    tok.no_truncation()
    items = [json.loads(l) for l in open(a.data) if l.strip()]
    train = [it for it in items if a.all or it['fold'] != a.fold]
    held = [] if a.all else [it for it in items if it['fold'] == a.fold]
    if a.limit:
        train = train[:a.limit]
    model = Bert(load_file(base + 'model.safetensors'), a.rank, a.alpha, set(a.targets))
    lora = [p for n, p in model.named_parameters() if p.requires_grad and not n.startswith('head')]
    opt = torch.optim.AdamW([
        {'params': lora, 'lr': a.lr, 'weight_decay': 0.0},
        {'params': model.head.parameters(), 'lr': a.head_lr, 'weight_decay': 0.0},
    ])
    steps = int(math.ceil(len(train) / a.bs) * a.epochs)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / (0.06 * steps)) * max(0.0, (steps - s) / steps))
    step = 0
    t0 = time.time()
    model.train()
    while step < steps:
        for _, ids, mask, chunk in batches(tok, train, a.bs, True):
            if step >= steps:
                break
            y = torch.tensor([label(it['expect']) for it in chunk])
            logits = model(ids, mask)
            loss = F.cross_entropy(logits.reshape(-1, 3), y.reshape(-1))
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            step += 1
            if step % 50 == 0:
                print(f'step {step}/{steps} loss {loss.item():.4f} {time.time() - t0:.0f}s', file=sys.stderr, flush=True)
    model.eval()

    def predict(rows, path):
        out = []
        with torch.no_grad():
            for _, ids, mask, chunk in batches(tok, rows, 64, False):
                p = torch.softmax(model(ids, mask), -1).numpy()
                for it, pr in zip(chunk, p):
                    out.append({'text': it['text'], 'file': it.get('file'), 'expect': it.get('expect'),
                                'p': {k: [float(x) for x in pr[j]] for j, k in enumerate(KEYS)}})
        with open(path, 'w') as f:
            for o in out:
                f.write(json.dumps(o) + '\n')

    if held:
        predict(held, f'{a.out}.fold{a.fold}.jsonl')
    if a.predict:
        predict([json.loads(l) for l in open(a.predict) if l.strip()], f'{a.out}.pred.jsonl')
    if a.all:
        state = {n: p.detach().numpy() for n, p in model.named_parameters() if p.requires_grad}
        save_adapter(state, f'{a.out}.safetensors', a, len(train))
    print(f'done {time.time() - t0:.0f}s', file=sys.stderr)


if __name__ == '__main__':
    main()
