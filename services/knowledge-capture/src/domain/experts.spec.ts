import { ServiceError } from '@rapport/kit';
import { Experts, wrongExpertMessage } from './experts';

describe('wrongExpertMessage', () => {
  it.each([
    [['Maya', 'Daniel'], 'Please use /maya or /daniel'],
    [['Ruth'], 'Please use /ruth'],
    [['Ana', 'Ben', 'Cleo'], 'Please use /ana, /ben or /cleo'],
  ])('%j → %s', (names, message) => {
    expect(wrongExpertMessage(names)).toBe(message);
  });
});

describe('Experts.resolve', () => {
  const experts = new Experts(['Maya', 'Daniel']);

  it.each([
    ['Maya', 'Maya'],
    ['maya', 'Maya'],
    [' DANIEL ', 'Daniel'],
  ])('%s → %s', (raw, canonical) => {
    expect(experts.resolve(raw)).toBe(canonical);
  });

  it.each(['mayan', 'Sam', '', 'maya/daniel'])('refuses %j with the real names', (raw) => {
    const err = (() => {
      try {
        experts.resolve(raw);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 400, message: 'Please use /maya or /daniel' });
  });
});
