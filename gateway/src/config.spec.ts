import { loadGatewayConfig } from './config';

const DEV_SECRET = 'local-development-secret-change-me-0123456789';

describe('gateway config', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadGatewayConfig({ JWT_SECRET: DEV_SECRET }).HOST).toBe('127.0.0.1');
    expect(loadGatewayConfig({ JWT_SECRET: DEV_SECRET, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it.each([
    ['the committed development secret', DEV_SECRET, 'JWT_SECRET: is a development secret'],
    ['a secret under 32 characters', 'y'.repeat(31), 'JWT_SECRET: must be at least 32'],
  ])('refuses %s in production', (_what, secret, message) => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      message,
    );
  });

  it('accepts an own secret in production', () => {
    const own = 'f'.repeat(64);
    expect(loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: own }).JWT_SECRET).toBe(own);
  });

  it('sends Secure cookies by default in production only; COOKIE_SECURE decides when set', () => {
    const own = 'f'.repeat(64);
    expect(loadGatewayConfig({ JWT_SECRET: DEV_SECRET }).COOKIE_SECURE).toBe(false);
    expect(loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: own }).COOKIE_SECURE).toBe(true);
    expect(
      loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: own, COOKIE_SECURE: 'false' })
        .COOKIE_SECURE,
    ).toBe(false);
    expect(loadGatewayConfig({ JWT_SECRET: DEV_SECRET, COOKIE_SECURE: '' }).COOKIE_SECURE).toBe(
      false,
    );
    expect(loadGatewayConfig({ JWT_SECRET: DEV_SECRET, COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(
      true,
    );
  });

  it('cuts off slow requests after 15 s by default', () => {
    expect(loadGatewayConfig({ JWT_SECRET: DEV_SECRET }).REQUEST_TIMEOUT_MS).toBe(15_000);
  });
});
