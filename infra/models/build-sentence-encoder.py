"""
Writes the sentence encoder (all-MiniLM-L6-v2, a 6-layer BERT) as an ONNX graph from its
safetensors weights, so that onnxruntime runs it: `python3 build-sentence-encoder.py
<model.safetensors> <out.onnx> [--adapter <adapter.safetensors>]`. Called by
infra/scripts/models.sh; needs onnx, numpy and safetensors (installed there, in a virtual
environment of the project's own).

Input: input_ids, int64 [1, tokens] (one text, [CLS] … [SEP], no padding).
Output: embedding, float32 [384]: the mean of the last layer over the tokens, scaled to
length 1, as the sentence-transformers library computes it for this model.

With --adapter (a fine-tuning written by train-expert-direction.py): its low-rank updates are
added to the weights they tune (W + scale · B·A), and the output is instead `sides`, float32
[dimensions, 3]: the adapter's head on the embedding, a softmax per dimension over (no side,
first pole, second pole).
"""
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from safetensors import safe_open
from safetensors.numpy import load_file

HIDDEN, HEADS, LAYERS = 384, 12, 6
HEAD = HIDDEN // HEADS
EPSILON = 1e-12


def tuned(weights: dict, adapter_path: str) -> tuple[dict, np.ndarray, np.ndarray]:
    """The weights with the adapter's low-rank updates added, and the adapter's head."""
    adapter = load_file(adapter_path)
    with safe_open(adapter_path, 'np') as f:
        scale = float(f.metadata()['scale'])
    weights = dict(weights)
    for name in adapter:
        if name.endswith('.lora_a'):
            target = name[: -len('.lora_a')] + '.weight'
            update = adapter[name[: -len('.lora_a')] + '.lora_b'] @ adapter[name]
            weights[target] = (weights[target].astype(np.float32) + scale * update).astype(np.float32)
    return weights, adapter['head.weight'].astype(np.float32), adapter['head.bias'].astype(np.float32)


def build(weights_path: str, out_path: str, adapter_path: str | None = None) -> None:
    weights = load_file(weights_path)
    head = None
    if adapter_path:
        weights, head_weight, head_bias = tuned(weights, adapter_path)
        head = (head_weight, head_bias)
    initializers = []
    nodes = []

    def const(name: str, value: np.ndarray) -> str:
        initializers.append(numpy_helper.from_array(value, name))
        return name

    def weight(name: str, transpose: bool = False) -> str:
        value = weights[name].astype(np.float32)
        return const(name, np.ascontiguousarray(value.T) if transpose else value)

    def node(op: str, inputs: list, output: str, **attributes) -> str:
        nodes.append(helper.make_node(op, inputs, [output], **attributes))
        return output

    def linear(x: str, prefix: str, out: str) -> str:
        product = node('MatMul', [x, weight(f'{prefix}.weight', transpose=True)], f'{out}_mm')
        return node('Add', [product, weight(f'{prefix}.bias')], out)

    def layer_norm(x: str, prefix: str, out: str) -> str:
        return node(
            'LayerNormalization',
            [x, weight(f'{prefix}.weight'), weight(f'{prefix}.bias')],
            out,
            axis=-1,
            epsilon=EPSILON,
        )

    # Embeddings: word + position + token type 0, then layer norm. [tokens, 384]
    ids = node('Squeeze', ['input_ids', const('axis0', np.array([0], np.int64))], 'ids')
    words = node('Gather', [weight('embeddings.word_embeddings.weight'), ids], 'words')
    shape = node('Shape', [ids], 'ids_shape')
    positions = node(
        'Range',
        [const('zero', np.array(0, np.int64)), node('Squeeze', [shape], 'count'), const('one', np.array(1, np.int64))],
        'positions',
    )
    position = node('Gather', [weight('embeddings.position_embeddings.weight'), positions], 'position')
    token_type = const('token_type', weights['embeddings.token_type_embeddings.weight'][0].astype(np.float32))
    summed = node('Add', [node('Add', [words, position], 'wp'), token_type], 'embedded')
    x = layer_norm(summed, 'embeddings.LayerNorm', 'x0')

    split_shape = const('split_shape', np.array([-1, HEADS, HEAD], np.int64))
    merge_shape = const('merge_shape', np.array([-1, HIDDEN], np.int64))
    scale = const('scale', np.array(1 / np.sqrt(HEAD), np.float32))
    sqrt2 = const('sqrt2', np.array(np.sqrt(2), np.float32))
    half = const('half', np.array(0.5, np.float32))
    unit = const('unit', np.array(1, np.float32))
    for i in range(LAYERS):
        p = f'encoder.layer.{i}'
        n = f'l{i}'

        def heads(which: str) -> str:
            projected = linear(x, f'{p}.attention.self.{which}', f'{n}_{which}')
            split = node('Reshape', [projected, split_shape], f'{n}_{which}_split')
            return node('Transpose', [split], f'{n}_{which}_heads', perm=[1, 0, 2])

        q, k, v = heads('query'), heads('key'), heads('value')
        k_t = node('Transpose', [k], f'{n}_kt', perm=[0, 2, 1])
        scores = node('Mul', [node('MatMul', [q, k_t], f'{n}_qk'), scale], f'{n}_scores')
        probabilities = node('Softmax', [scores], f'{n}_p', axis=-1)
        context = node('MatMul', [probabilities, v], f'{n}_ctx')
        merged = node(
            'Reshape',
            [node('Transpose', [context], f'{n}_ctx_t', perm=[1, 0, 2]), merge_shape],
            f'{n}_merged',
        )
        attended = linear(merged, f'{p}.attention.output.dense', f'{n}_att')
        x = layer_norm(node('Add', [attended, x], f'{n}_res1'), f'{p}.attention.output.LayerNorm', f'{n}_x1')
        hidden = linear(x, f'{p}.intermediate.dense', f'{n}_hidden')
        erf = node('Erf', [node('Div', [hidden, sqrt2], f'{n}_div')], f'{n}_erf')
        gelu = node('Mul', [node('Mul', [hidden, half], f'{n}_half'), node('Add', [erf, unit], f'{n}_erf1')], f'{n}_gelu')
        out = linear(gelu, f'{p}.output.dense', f'{n}_out')
        x = layer_norm(node('Add', [out, x], f'{n}_res2'), f'{p}.output.LayerNorm', f'{n}_x2')

    pooled = node('ReduceMean', [x, const('axes0', np.array([0], np.int64))], 'pooled', keepdims=0)
    embedding = node('LpNormalization', [pooled], 'embedding', axis=-1, p=2)
    output = helper.make_tensor_value_info('embedding', TensorProto.FLOAT, [HIDDEN])
    if head is not None:
        head_weight, head_bias = head
        dimensions = head_bias.shape[0] // 3
        logits = node(
            'Add',
            [node('MatMul', [embedding, const('head_w', np.ascontiguousarray(head_weight.T))], 'head_mm'), const('head_b', head_bias)],
            'logits',
        )
        grid = node('Reshape', [logits, const('sides_shape', np.array([dimensions, 3], np.int64))], 'grid')
        node('Softmax', [grid], 'sides', axis=-1)
        output = helper.make_tensor_value_info('sides', TensorProto.FLOAT, [dimensions, 3])

    graph = helper.make_graph(
        nodes,
        'sentence_encoder',
        [helper.make_tensor_value_info('input_ids', TensorProto.INT64, [1, 'tokens'])],
        [output],
        initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', 18)], producer_name='rapport')
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, out_path)


if __name__ == '__main__':
    arguments = sys.argv[1:]
    adapter = None
    if '--adapter' in arguments:
        at = arguments.index('--adapter')
        adapter = arguments[at + 1]
        del arguments[at : at + 2]
    build(arguments[0], arguments[1], adapter)
