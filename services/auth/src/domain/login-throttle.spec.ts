import {
  decideLoginThrottle,
  failureDelayMs,
  tooManyAttemptsMessage,
  type AttemptCounter,
} from './login-throttle';

const limits = {
  maxFailuresPerAccountAddress: 10,
  maxFailuresPerAccount: 100,
  maxFailuresPerIp: 30,
  windowSeconds: 900,
};
const at = (count: number, ttlSeconds = 900): AttemptCounter => ({ count, ttlSeconds });

describe('decideLoginThrottle', () => {
  it.each([
    ['first attempt', at(1), at(1), at(1), { allowed: true }],
    [
      '10th attempt of one account from one address is still checked',
      at(10),
      at(10),
      at(10),
      { allowed: true },
    ],
    [
      '11th attempt of one account from one address is refused',
      at(11, 600),
      at(11),
      at(11),
      { allowed: false, retryAfterSeconds: 600 },
    ],
    ["the owner elsewhere after a stranger's 10 failures", at(1), at(11), at(1), { allowed: true }],
    [
      '100th attempt on the account from all addresses is still checked',
      at(1),
      at(100),
      at(1),
      { allowed: true },
    ],
    [
      '101st attempt on the account from all addresses is refused',
      at(1),
      at(101, 300),
      at(1),
      { allowed: false, retryAfterSeconds: 300 },
    ],
    ['30th attempt from one IP is still checked', at(1), at(1), at(30), { allowed: true }],
    [
      '31st attempt from one IP is refused',
      at(1),
      at(1),
      at(31, 120),
      { allowed: false, retryAfterSeconds: 120 },
    ],
    [
      'several exceeded: the longer wait wins',
      at(12, 100),
      at(12, 100),
      at(40, 700),
      { allowed: false, retryAfterSeconds: 700 },
    ],
    [
      'a counter without expiry waits a full window',
      at(11, -1),
      at(11),
      at(1),
      { allowed: false, retryAfterSeconds: 900 },
    ],
  ])('%s', (_name, pair, account, ip, expected) => {
    expect(decideLoginThrottle({ pair, account, ip }, limits)).toEqual(expected);
  });
});

describe('failureDelayMs', () => {
  it.each([
    [1, 250, 0],
    [3, 250, 0],
    [4, 250, 250],
    [5, 250, 500],
    [7, 250, 2000],
    [1000, 250, 2000],
    [10, 0, 0],
  ])('pair count %i, base %i ms → %i ms', (count, base, delay) => {
    expect(failureDelayMs(count, base)).toBe(delay);
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
