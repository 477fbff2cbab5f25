import { readExpertStances } from './expert-reading';
import { couples, drinking, testMeEarly } from './issue-12.fixtures';

const sides = (text: string) =>
  Object.fromEntries(readExpertStances(text).map((s) => [s.key, s.pole]));

describe('readExpertStances', () => {
  it.each([
    // Issue 12's inputs.
    [drinking, 'warmSupport', 1],
    [couples, 'pastOrientation', -1],
    [testMeEarly, 'pastOrientation', undefined],
    // Contrast and preference frames.
    ['Curiosity works better than confrontation.', 'warmSupport', 1],
    ['Gentle listening did nothing for her; she needed someone to push back.', 'warmSupport', -1],
    ['They learned it growing up, but the work stays on what happens now.', 'pastOrientation', -1],
    ['I have stopped giving homework to clients with chronic illness.', 'directiveness', -1],
    // Negation.
    ['A therapist who does not lecture them helps most.', 'warmSupport', 1],
    [
      'They want tools for this week, not years of digging into their childhood.',
      'pastOrientation',
      -1,
    ],
    // 'early' about the first sessions, people spoken of, and the kind of trauma are no side.
    ['Push them early on.', 'pastOrientation', undefined],
    ['Parents of toddlers want help with bedtime today.', 'pastOrientation', -1],
    ['Childhood trauma survivors need patience.', 'pastOrientation', undefined],
  ])('%s → %s %s', (text, key, pole) => {
    expect(sides(text)[key]).toBe(pole);
  });

  it('names the sentence that holds the evidence', () => {
    const [present] = readExpertStances(couples).filter((s) => s.key === 'pastOrientation');
    expect(present?.sentence).toBe(2);
  });

  it('takes no side on a tie', () => {
    expect(sides('Some need warmth. Others need a push.').warmSupport).toBeUndefined();
  });
});
