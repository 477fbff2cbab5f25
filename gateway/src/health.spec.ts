import { serviceStatus } from './health';

describe('serviceStatus', () => {
  it.each([
    [
      'ok when it answers and reaches everything',
      { ok: true, data: { dependencies: { mongo: 'ok', redis: 'ok' } } },
      'ok',
    ],
    ['ok for a reply without dependencies', { ok: true, data: { service: 'contact' } }, 'ok'],
    [
      'names the unreachable dependency',
      { ok: true, data: { dependencies: { mongo: 'unreachable', redis: 'ok' } } },
      'The contact service cannot reach mongo.',
    ],
    [
      'names both',
      { ok: true, data: { dependencies: { mongo: 'unreachable', redis: 'unreachable' } } },
      'The contact service cannot reach mongo and redis.',
    ],
    [
      'passes on why it did not answer',
      {
        ok: false,
        error: {
          status: 503,
          code: 'x',
          message: 'The contact service is not available right now.',
        },
      },
      'The contact service is not available right now.',
    ],
  ] as const)('%s', (_name, env, expected) => {
    expect(serviceStatus('contact', env as never)).toBe(expected);
  });
});
