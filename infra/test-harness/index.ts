import { randomBytes } from 'node:crypto';

export * from './servers';

/**
 * A short prefix no other spec file or run shares, for database names, Redis key prefixes
 * and the bus namespace (BUS_PREFIX, see testEnv), e.g. `tm3k9x2a7f1c_contact_`. Only
 * [a-z0-9_], so every server accepts it; `name` is shortened to keep database names far below
 * the 63-byte limit.
 */
export function uniqueDbPrefix(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 12);
  const unique = `t${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  return slug ? `${unique}_${slug}_` : `${unique}_`;
}
