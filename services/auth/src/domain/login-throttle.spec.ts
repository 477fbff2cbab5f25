import { decideLoginThrottle, tooManyAttemptsMessage, type AttemptCounter } from './login-throttle';

const limits = { maxFailuresPerAccount: 10, maxFailuresPerIp: 30, windowSeconds: 900 };
const at = (count: number, ttlSeconds = 900): AttemptCounter => ({ count, ttlSeconds });

describe('decideLoginThrottle', () => {
  it.each([
    ['first attempt', at(1), at(1), { allowed: true }],
    ['10th attempt on the account is still checked', at(10), at(10), { allowed: true }],
    [
      '11th attempt on the account is refused',
      at(11, 600),
      at(11),
      { allowed: false, retryAfterSeconds: 600 },
    ],
    ['30th attempt from one IP is still checked', at(1), at(30), { allowed: true }],
    [
      '31st attempt from one IP is refused',
      at(1),
      at(31, 120),
      { allowed: false, retryAfterSeconds: 120 },
    ],
    [
      'both exceeded: the longer wait wins',
      at(12, 100),
      at(40, 700),
      { allowed: false, retryAfterSeconds: 700 },
    ],
    [
      'a counter without expiry waits a full window',
      at(11, -1),
      at(1),
      { allowed: false, retryAfterSeconds: 900 },
    ],
  ])('%s', (_name, account, ip, expected) => {
    expect(decideLoginThrottle({ account, ip }, limits)).toEqual(expected);
  });

  it('counts the limits independently', () => {
    const strictIp = { ...limits, maxFailuresPerIp: 2 };
    expect(decideLoginThrottle({ account: at(1), ip: at(3) }, strictIp).allowed).toBe(false);
    expect(
      decideLoginThrottle({ account: at(3), ip: at(1) }, { ...limits, maxFailuresPerAccount: 2 })
        .allowed,
    ).toBe(false);
  });
});

describe('tooManyAttemptsMessage', () => {
  it.each([
    [900, 'Too many login attempts. Please wait 15 minutes and try again.'],
    [61, 'Too many login attempts. Please wait 2 minutes and try again.'],
    [60, 'Too many login attempts. Please wait 1 minute and try again.'],
    [1, 'Too many login attempts. Please wait 1 minute and try again.'],
    [0, 'Too many login attempts. Please wait 1 minute and try again.'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(text);
  });
});
