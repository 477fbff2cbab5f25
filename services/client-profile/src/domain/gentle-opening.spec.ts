import { isHeavyTopic, openGently } from './gentle-opening';

const q = (text: string) => ({ text });

describe('the assessment opens gently (issue 14)', () => {
  it.each([
    ['How did your childhood trauma shape the way you trust people?', true],
    ['Have you ever been abused by someone close to you?', true],
    ['How are you coping since the death of someone close?', true],
    ['What would you like to be different after therapy?', false],
    ['Do you prefer a therapist who gives structure or follows your lead?', false],
  ])('%s → heavy: %p', (text, heavy) => {
    expect(isHeavyTopic(text)).toBe(heavy);
  });

  it('brings the first lighter question to the front, keeping the rest in order', () => {
    const questions = [
      q('How has childhood trauma affected you?'),
      q('What do you grieve most?'),
      q('What brings you here today?'),
      q('What do you hope for?'),
    ];
    expect(openGently(questions).map((x) => x.text)).toEqual([
      'What brings you here today?',
      'How has childhood trauma affected you?',
      'What do you grieve most?',
      'What do you hope for?',
    ]);
  });

  it('leaves a gentle opening, an all-heavy list and an empty list as they are', () => {
    const gentle = [q('What brings you here?'), q('Tell me about the trauma.')];
    expect(openGently(gentle)).toEqual(gentle);
    const heavy = [q('Trauma?'), q('Abuse?')];
    expect(openGently(heavy)).toEqual(heavy);
    expect(openGently([])).toEqual([]);
  });
});
