import { inviteRefusal } from './invite-rules';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-04-01T00:00:00Z');
const earlier = new Date('2026-02-01T00:00:00Z');

describe('inviteRefusal', () => {
  it.each([
    ['an unknown code', null, 'unknown'],
    ['unlimited, no expiry', { maxUses: null, uses: 500, expiresAt: null }, null],
    ['uses left, not expired', { maxUses: 5, uses: 4, expiresAt: later }, null],
    ['used up', { maxUses: 5, uses: 5, expiresAt: later }, 'used-up'],
    ['expired', { maxUses: null, uses: 0, expiresAt: earlier }, 'expired'],
    ['expiring this very moment', { maxUses: null, uses: 0, expiresAt: now }, 'expired'],
    ['expired and used up: expiry first', { maxUses: 1, uses: 1, expiresAt: earlier }, 'expired'],
    ['revoked', { maxUses: null, uses: 0, expiresAt: null, revokedAt: earlier }, 'revoked'],
    [
      'revoked and expired: revoked first',
      { maxUses: 1, uses: 0, expiresAt: earlier, revokedAt: earlier },
      'revoked',
    ],
  ])('%s → %s', (_name, code, refusal) => {
    expect(inviteRefusal(code, now)).toBe(refusal);
  });
});
