import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { PasswordHasher } from './password-hasher';

// The real argon2, watched: an unknown account must cost one full verification too.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof argon2>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

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
    jest.mocked(verify).mockClear();
    expect(await hasher.verify(undefined, 'anything')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(jest.mocked(verify).mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
