import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureDevJwtSecret } from '../system/dev-secret';

const envFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'dev-secret-')), '.env');
const secretOf = (file: string) => /^JWT_SECRET=(.*)$/m.exec(readFileSync(file, 'utf8'))?.[1];

describe('ensureDevJwtSecret', () => {
  it('creates .env with a random 64-hex secret when there is none', () => {
    const a = envFile();
    const b = envFile();
    expect([ensureDevJwtSecret(a), ensureDevJwtSecret(b)]).toEqual([true, true]);
    expect(secretOf(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(secretOf(a)).not.toBe(secretOf(b));
  });

  it('appends a secret to an .env without one (or with an empty one), keeping the rest', () => {
    const file = envFile();
    writeFileSync(file, 'PORT=9090\nJWT_SECRET=');
    expect(ensureDevJwtSecret(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('PORT=9090\nJWT_SECRET=\n')).toBe(true);
    expect(text).toMatch(/^JWT_SECRET=[0-9a-f]{64}$/m);
  });

  it('leaves an existing secret alone', () => {
    const file = envFile();
    writeFileSync(file, 'JWT_SECRET=mine-mine-mine-mine-mine-mine-mine-mine\n');
    expect(ensureDevJwtSecret(file)).toBe(false);
    expect(secretOf(file)).toBe('mine-mine-mine-mine-mine-mine-mine-mine');
  });
});
