import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  let hasher: PasswordHasher;
  beforeAll(async () => {
    hasher = await PasswordHasher.create();
  });

  it('stores argon2id with 19 MiB, 2 iterations, 1 lane and a fresh salt per hash', async () => {
    const a = await hasher.hash('correct horse');
    const b = await hasher.hash('correct horse');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('correct horse');
    expect(await hasher.verify(stored, 'correct horse')).toBe(true);
    expect(await hasher.verify(stored, 'Correct horse')).toBe(false);
  });

  it('refuses every password when there is no stored hash, and a malformed hash', async () => {
    expect(await hasher.verify(undefined, 'anything')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
