import { ApiError } from '../../api/client';
import { checkCode, inviteErrorMessage, isUnexpired, normalizeCode } from './invite';

describe('invite code (spec §5)', () => {
  it('upper-cases on entry and keeps at most 12 characters', () => {
    expect(normalizeCode('rapport2026')).toBe('RAPPORT2026');
    expect(normalizeCode('abcdefghijklmnop')).toBe('ABCDEFGHIJKL');
  });

  it.each([
    ['', { error: 'Please enter an invite code' }],
    ['   ', { error: 'Please enter an invite code' }],
    [' rapport2026 ', { code: 'RAPPORT2026' }],
  ])('%j → %j', (raw, expected) => {
    expect(checkCode(raw)).toEqual(expected);
  });
});

describe('invite errors (spec §8)', () => {
  it('shows the server text when it sent one', () => {
    const err = new ApiError(400, 'This invite code has expired', 'expired', true);
    expect(inviteErrorMessage(err)).toBe('This invite code has expired');
  });

  it("falls back to 'Invalid invite code'", () => {
    expect(inviteErrorMessage(new ApiError(400, 'Server returned 400'))).toBe(
      'Invalid invite code',
    );
  });

  it('reports an unreachable server as a network failure', () => {
    expect(inviteErrorMessage(new ApiError(0, 'offline'))).toBe(
      'Failed to validate code. Please try again.',
    );
    expect(inviteErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to validate code. Please try again.',
    );
  });
});

describe('stored access expiry', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it.each([
    ['2026-03-01T12:00:01Z', true],
    ['2026-03-01T12:00:00Z', false],
    ['2026-02-28T00:00:00Z', false],
    ['not a date', false],
  ])('%s unexpired: %s', (expiresAt, expected) => {
    expect(isUnexpired(expiresAt, now)).toBe(expected);
  });
});
