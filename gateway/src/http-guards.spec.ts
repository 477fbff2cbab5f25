import { crossSiteRefused, errorReply, jsonDepthExceeds } from './http-guards';

describe('crossSiteRefused', () => {
  const base = {
    method: 'POST',
    host: 'rapport.app',
    hasSessionCookie: true,
    hasBearer: false,
  };
  it.each([
    ['a cookie post from another origin', { origin: 'https://evil.example' }, true],
    ['a cookie post from an opaque origin', { origin: 'null' }, true],
    ['a cookie post marked cross-site without Origin', { secFetchSite: 'cross-site' }, true],
    ['a cookie post from this host', { origin: 'https://rapport.app' }, false],
    ['a cookie post from an allowed origin', { origin: 'https://partner.example' }, false],
    ['a cookie post from a same-site page without Origin', { secFetchSite: 'same-site' }, false],
    ['a client sending neither header', {}, false],
    ['a read', { method: 'GET', origin: 'https://evil.example' }, false],
    ['a bearer call', { hasBearer: true, origin: 'https://evil.example' }, false],
    [
      'a call without the cookie',
      { hasSessionCookie: false, origin: 'https://evil.example' },
      false,
    ],
  ])('%s → %s', (_what, over, refused) => {
    expect(crossSiteRefused({ ...base, ...over }, ['https://partner.example'])).toBe(refused);
  });
});

describe('jsonDepthExceeds', () => {
  it.each([
    ['{"a":1}', 1, false],
    ['[[1]]', 1, true],
    ['[[1]]', 2, false],
    ['{"a":"[[[[[[[["}', 1, false],
    ['{"a":"\\"[[["}', 1, false],
    ['['.repeat(33) + ']'.repeat(33), 32, true],
    ['['.repeat(32) + ']'.repeat(32), 32, false],
  ])('%s with limit %i → %s', (json, limit, exceeds) => {
    expect(jsonDepthExceeds(json, limit)).toBe(exceeds);
  });
});

describe('errorReply', () => {
  it.each([
    [
      { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'x' },
      413,
      'payload_too_large',
    ],
    [
      { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: 'x' },
      415,
      'unsupported_media_type',
    ],
    [{ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: 'x' }, 400, 'invalid_json'],
    [{ statusCode: 429, code: 'rate_limited', message: 'Too many requests.' }, 429, 'rate_limited'],
    [{ statusCode: 400, code: 'FST_ERR_SOMETHING', message: 'Odd' }, 400, 'bad_request'],
    [{ message: 'boom' }, 500, 'internal'],
  ])('%o → %i %s', (err, status, code) => {
    const reply = errorReply(err, 256 * 1024);
    expect([reply.status, reply.code]).toEqual([status, code]);
    expect(reply.error.length).toBeGreaterThan(0);
  });

  it('never shows an internal message on a 500', () => {
    expect(errorReply({ message: 'ECONNRESET at x.js:1' }, 1024).error).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });
});
