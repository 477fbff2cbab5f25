import { hash, verify, type Options } from '@node-rs/argon2';
import { ARGON2ID_OPTIONS } from '@rapport/kit';

/** The crypto behind contribution passwords, kept out of the handlers. */
export class PasswordHasher {
  constructor(private readonly options: Options = ARGON2ID_OPTIONS) {}

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /** True when the password matches one of the hashes (checked in parallel); a malformed hash never matches. */
  async matchesAny(hashes: string[], password: string): Promise<boolean> {
    const results = await Promise.all(hashes.map((h) => verify(h, password).catch(() => false)));
    return results.some(Boolean);
  }
}
