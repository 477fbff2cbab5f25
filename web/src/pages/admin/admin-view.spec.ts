import { expiryIso, inviteInput, shortDate, usesLabel, validateInvite } from './admin-view';

const now = Date.parse('2026-03-04T12:00:00Z');

describe('invite code form', () => {
  it('accepts an empty form: a made-up code, no limit, no expiry', () => {
    expect(validateInvite({ code: '', maxUses: '', expires: '' }, now)).toEqual({});
    expect(inviteInput({ code: '', maxUses: '', expires: '' })).toEqual({
      maxUses: null,
      expiresAt: null,
    });
  });

  it('upper-cases a named code and reads the limit as a number', () => {
    const form = { code: ' spring-26 ', maxUses: '25', expires: '' };
    expect(validateInvite(form, now)).toEqual({});
    expect(inviteInput(form)).toEqual({ code: 'SPRING-26', maxUses: 25, expiresAt: null });
  });

  it('reports every problem at once', () => {
    expect(validateInvite({ code: 'AB', maxUses: '0', expires: '2026-03-01' }, now)).toEqual({
      code: "Invite codes are 4-12 letters, digits or '-'",
      maxUses: 'Uses must be a whole number from 1 to 100000',
      expires: 'Please choose a valid expiry date',
    });
    expect(validateInvite({ code: 'ÄBCD', maxUses: '2.5', expires: 'x' }, now)).toEqual({
      code: expect.any(String),
      maxUses: expect.any(String),
      expires: expect.any(String),
    });
  });

  it('lets a code expire at the end of the chosen day', () => {
    const iso = expiryIso('2026-03-04');
    expect(iso).not.toBeNull();
    const end = new Date(iso!);
    expect([end.getHours(), end.getMinutes(), end.getDate()]).toEqual([23, 59, 4]);
    expect(expiryIso('2026-02-30')).toBeNull();
    expect(expiryIso('tomorrow')).toBeNull();
  });
});

describe('display', () => {
  it.each([
    [0, null, '0 uses (no limit)'],
    [1, null, '1 use (no limit)'],
    [3, 10, '3 of 10 uses'],
    [1, 1, '1 of 1 use'],
  ])('%i uses of %p → %s', (uses, max, label) => {
    expect(usesLabel(uses, max)).toBe(label);
  });

  it('shows dates briefly, and a dash for none', () => {
    expect(shortDate('2026-03-04T10:00:00.000Z', 'UTC')).toBe('Mar 4, 2026');
    expect(shortDate(null)).toBe('—');
    expect(shortDate('nope')).toBe('—');
  });
});
