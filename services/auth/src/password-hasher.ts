import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet minimum: 19 MiB memory, 2 iterations,
 * 1 lane. Parameters travel inside every stored hash (`$argon2id$v=19$m=19456,t=2,p=1$...`),
 * so raising them later only affects new hashes and old ones still verify.
 */
export const ARGON2ID_OPTIONS: Options = {
  // `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 satisfies Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** A secret nobody knows: the password behind guest accounts and the dummy hash. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export class PasswordHasher {
  private constructor(
    private readonly options: Options,
    /** Verified against when no account matches, so unknown emails cost the same time. */
    private readonly dummyHash: string,
  ) {}

  static async create(options: Options = ARGON2ID_OPTIONS): Promise<PasswordHasher> {
    return new PasswordHasher(options, await hash(randomSecret(), options));
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /**
   * True when `password` matches `storedHash`. Without a stored hash (unknown account) it
   * still runs one full verification against the dummy hash and answers false.
   */
  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    try {
      const ok = await verify(storedHash ?? this.dummyHash, password);
      return ok && storedHash !== undefined;
    } catch {
      // A malformed stored hash never lets anyone in.
      return false;
    }
  }
}
