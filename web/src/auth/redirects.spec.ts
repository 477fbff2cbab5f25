import { afterLogin, afterRegistration, dashboardPath, originPath } from './redirects';

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
    // Asked to log in on the questionnaire, a therapist goes back to it (issue 14)...
    ['therapist', '/therapist-questionnaire', '/therapist-questionnaire'],
    ['therapist', '/therapist-questionnaire?edit=5', '/therapist-questionnaire?edit=5'],
    ['therapist', '/therapist-dashboard/requests', '/therapist-dashboard/requests'],
    // ...but never to a client page or a look-alike path.
    ['therapist', '/therapist-questionnaire-evil', '/therapist-dashboard'],
    ['therapist', '//evil.example', '/therapist-dashboard'],
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

  it.each([
    ['client', '/client-profile'],
    ['therapist', '/therapist-dashboard'],
    ['admin', '/admin-dashboard'],
  ] as const)("a %s's own dashboard is %s", (role, path) => {
    expect(dashboardPath(role)).toBe(path);
  });

  it('keeps the query of the origin path', () => {
    expect(originPath('/therapist-questionnaire?edit=5')).toBe('/therapist-questionnaire?edit=5');
  });
});
