import { adminInviteCode, inviteCodeInput } from '@rapport/contracts';
import { GENERATED_CODE_LENGTH, generateInviteCode, inviteCodeView } from './invite-code-view';

const now = new Date('2026-03-01T12:00:00Z');
const createdAt = new Date('2026-01-01T00:00:00Z');
const later = new Date('2026-04-01T00:00:00Z');

describe('inviteCodeView', () => {
  it.each([
    ['active', { maxUses: 5, uses: 2, expiresAt: later }],
    ['used-up', { maxUses: 2, uses: 2, expiresAt: later }],
    ['expired', { maxUses: null, uses: 9, expiresAt: createdAt }],
    ['revoked', { maxUses: null, uses: 0, expiresAt: null, revokedAt: now }],
  ] as const)('shows a %s code as such, valid under the contract', (status, state) => {
    const view = inviteCodeView('SPRING26', { ...state, createdAt }, now);
    expect(view.status).toBe(status);
    expect(view.uses).toBe(state.uses);
    expect(adminInviteCode.safeParse(view).success).toBe(true);
  });
});

describe('generateInviteCode', () => {
  it('makes a code the create call itself would accept', () => {
    let n = 0;
    const code = generateInviteCode((len) => Uint8Array.from({ length: len }, () => (n += 37)));
    expect(code).toHaveLength(GENERATED_CODE_LENGTH);
    expect(code).toMatch(/^[A-HJ-KMNP-Z2-9]+$/);
    expect(inviteCodeInput.parse({ code, maxUses: 1, expiresAt: null }).code).toBe(code);
  });
});
