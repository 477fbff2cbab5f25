import { GUEST_EMAIL_DOMAIN, guestRegistration, isGuestEmail, randomHex } from './guest';

describe('guest accounts', () => {
  it('registers a client with a timestamped address at the guest domain', () => {
    const reg = guestRegistration(1700000000000, (n) => 'ab'.repeat(n));
    expect(reg).toEqual({
      firstName: 'Guest',
      lastName: 'User',
      email: 'guest_1700000000000_abababab@guest.rapport.app',
      password: 'ab'.repeat(24),
      role: 'client',
    });
    expect(isGuestEmail(reg.email)).toBe(true);
  });

  it('uses a fresh password that passes the 8-character rule', () => {
    const a = guestRegistration();
    const b = guestRegistration();
    expect(a.password).not.toBe(b.password);
    expect(a.password.length).toBeGreaterThanOrEqual(8);
    expect(a.email).not.toBe(b.email);
  });

  it('tells guest addresses from real ones', () => {
    expect(GUEST_EMAIL_DOMAIN).toBe('guest.rapport.app');
    expect(isGuestEmail('GUEST_1_x@Guest.Rapport.App')).toBe(true);
    expect(isGuestEmail('ann@rapport.app')).toBe(false);
    expect(isGuestEmail('ann@notguest.rapport.app')).toBe(false);
    expect(randomHex(3)).toMatch(/^[0-9a-f]{6}$/);
  });
});
