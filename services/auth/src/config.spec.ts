import { loadConfig } from '@rapport/kit';
import { authConfig } from './config';

const secret = { JWT_SECRET: 'x'.repeat(32) };
const load = (env: Record<string, string>) => loadConfig(authConfig, env);

describe('authConfig', () => {
  it('has the documented defaults', () => {
    const config = load(secret);
    expect(config).toMatchObject({
      SESSION_TTL_SECONDS: 43_200,
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: 10,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: 100,
      LOGIN_MAX_FAILURES_PER_IP: 30,
      LOGIN_FAILURE_DELAY_MS: 250,
      LOGIN_FAILURE_WINDOW_SECONDS: 900,
      ADMIN_STATS_TIMEOUT_MS: 3000,
      EXPORT_TIMEOUT_MS: 5000,
      RETENTION_GUEST_DAYS: 30,
      RETENTION_SWEEP_INTERVAL_MS: 3_600_000,
    });
    expect(config.ADMIN_EMAIL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('accepts the development secret outside production and an own secret in production', () => {
    const dev = 'local-development-secret-change-me-0123456789';
    expect(load({ JWT_SECRET: dev }).JWT_SECRET).toBe(dev);
    expect(load({ ...secret, NODE_ENV: 'production' }).JWT_SECRET).toBe('x'.repeat(32));
  });

  it('normalises the admin email and treats blank admin settings as unset', () => {
    expect(
      load({ ...secret, ADMIN_EMAIL: ' Boss@Rapport.App ', ADMIN_PASSWORD: 'long-enough' })
        .ADMIN_EMAIL,
    ).toBe('boss@rapport.app');
    expect(load({ ...secret, ADMIN_EMAIL: '', ADMIN_PASSWORD: ' ' }).ADMIN_EMAIL).toBeUndefined();
  });

  it.each([
    ['a short JWT secret', { JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [
      'an admin email without a password',
      { ...secret, ADMIN_EMAIL: 'a@b.org' },
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ],
    [
      'an admin password without an email',
      { ...secret, ADMIN_PASSWORD: 'long-enough' },
      'must be set together',
    ],
    [
      'a short admin password',
      { ...secret, ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD: must be at least 8',
    ],
    [
      'a malformed admin email',
      { ...secret, ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'long-enough' },
      'ADMIN_EMAIL: must be an email',
    ],
    [
      'the development admin password in production',
      {
        ...secret,
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'admin@rapport.local',
        ADMIN_PASSWORD: 'rapport-admin-dev',
      },
      'ADMIN_PASSWORD: is the development password',
    ],
    [
      'the committed development JWT secret in production',
      { NODE_ENV: 'production', JWT_SECRET: 'local-development-secret-change-me-0123456789' },
      'JWT_SECRET: is a development secret committed to the repository',
    ],
    [
      'a short JWT secret in production',
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) },
      'JWT_SECRET: must be at least 32 characters',
    ],
    [
      'a zero failure limit',
      { ...secret, LOGIN_MAX_FAILURES_PER_IP: '0' },
      'LOGIN_MAX_FAILURES_PER_IP',
    ],
  ])('fails fast on %s', (_what, env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
