import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * `make dev` signs sessions with a secret of this machine, not the one committed in the
 * repository: when `envFile` has no JWT_SECRET (or no file exists), a random one is written into
 * it. An existing value is left alone. Answers true when a secret was written.
 */
export function ensureDevJwtSecret(envFile: string): boolean {
  const text = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  if (/^\s*JWT_SECRET\s*=\s*\S+/m.test(text)) return false;
  const line = `JWT_SECRET=${randomBytes(32).toString('hex')}\n`;
  appendFileSync(envFile, text === '' || text.endsWith('\n') ? line : `\n${line}`, { mode: 0o600 });
  return true;
}
