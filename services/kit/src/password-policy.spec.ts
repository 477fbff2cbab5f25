import {
  COMMON_PASSWORD_MESSAGE,
  PASSWORD_IS_EMAIL_MESSAGE,
  passwordRefusal,
} from './password-policy';

describe('passwordRefusal', () => {
  it.each([
    ['password', {}, COMMON_PASSWORD_MESSAGE],
    ['Password1', {}, COMMON_PASSWORD_MESSAGE],
    ['qwerty123', {}, COMMON_PASSWORD_MESSAGE],
    ['iloveyou', {}, COMMON_PASSWORD_MESSAGE],
    ['Ann@Example.org', { email: 'ann@example.org' }, PASSWORD_IS_EMAIL_MESSAGE],
    ['annlee77', { email: 'AnnLee77@example.org' }, PASSWORD_IS_EMAIL_MESSAGE],
  ])('refuses %s', async (password, context, message) => {
    expect((await passwordRefusal(password, context))?.message).toBe(message);
  });

  it.each([['calm-river-2024'], ['rapport-demo-insights'], ['q7Rv-x2z']])(
    'accepts %s',
    async (password) => {
      expect(await passwordRefusal(password, { email: 'ann@example.org' })).toBeUndefined();
    },
  );
});
