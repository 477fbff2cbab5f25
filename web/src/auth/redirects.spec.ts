import { afterLogin, afterRegistration, originPath } from './redirects';

describe('redirects by role (spec §4)', () => {
  it.each([
    ['therapist', '/client-assessment', '/therapist-dashboard'],
    ['admin', '/client-assessment', '/admin-dashboard'],
    ['client', '/client-assessment', '/client-assessment'],
    ['client', undefined, '/client-profile'],
    ['client', { pathname: '/client-profile/responses' }, '/client-profile/responses'],
    ['client', 'https://evil.example', '/client-profile'],
    ['client', '//evil.example', '/client-profile'],
    ['client', '/login', '/client-profile'],
  ] as const)('login as %s from %j → %s', (role, from, expected) => {
    expect(afterLogin(role, from)).toBe(expected);
  });

  it.each([
    ['therapist', '/therapist-questionnaire'],
    ['admin', '/admin-dashboard'],
    ['client', '/clientProfile'],
  ] as const)('registration as %s → %s', (role, expected) => {
    expect(afterRegistration(role)).toBe(expected);
  });

  it('keeps the query of the origin path', () => {
    expect(originPath('/therapist-questionnaire?edit=5')).toBe('/therapist-questionnaire?edit=5');
  });
});
