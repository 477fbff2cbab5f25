const { TestEnvironment } = require('jest-environment-node');

/**
 * Jest's node environment with Node's own typed arrays. Each test file runs in a realm of its own,
 * whose Float32Array is not Node's; onnxruntime's native half (the crisis check's sentence
 * encoder) returns Node's, and its JavaScript half, loaded in the test realm, checks them with
 * `instanceof` and throws. Uint8Array stays the realm's own: Buffer is built on it.
 */
class NodeTypedArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'Float32Array',
      'Float64Array',
      'Int8Array',
      'Int16Array',
      'Int32Array',
      'Uint16Array',
      'Uint32Array',
      'BigInt64Array',
      'BigUint64Array',
    ])
      this.global[name] = globalThis[name];
  }
}

module.exports = NodeTypedArraysEnvironment;
