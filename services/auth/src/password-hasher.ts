import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { ARGON2ID_OPTIONS } from '@rapport/kit';

export { ARGON2ID_OPTIONS };

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
