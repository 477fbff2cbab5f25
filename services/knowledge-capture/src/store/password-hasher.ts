import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id, OWASP minimum: 19 MiB, 2 passes, 1 lane. The parameters travel inside each hash. */
export const ARGON2ID: Options = {
  // `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 satisfies Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The crypto behind contribution passwords, kept out of the handlers. */
export class PasswordHasher {
  constructor(private readonly options: Options = ARGON2ID) {}

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /** True when the password matches one of the hashes (checked in parallel); a malformed hash never matches. */
  async matchesAny(hashes: string[], password: string): Promise<boolean> {
    const results = await Promise.all(hashes.map((h) => verify(h, password).catch(() => false)));
    return results.some(Boolean);
  }
}
