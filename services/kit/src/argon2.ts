import type { Algorithm, Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet minimum: 19 MiB memory, 2 iterations,
 * 1 lane, for every password Rapport stores (accounts, contribution access). Parameters travel
 * inside every stored hash (`$argon2id$v=19$m=19456,t=2,p=1$...`), so raising them later only
 * affects new hashes and old ones still verify.
 */
export const ARGON2ID_OPTIONS: Options = {
  // `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 satisfies Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
