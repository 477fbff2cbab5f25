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
    // The clients described do not vote when the note says what helps.
    [
      'Artists tend to bristle at worksheets and session plans. I follow wherever they take the conversation.',
      'directiveness',
      -1,
    ],
    [
      'Couples in conflict will use an unstructured session to fight. The therapist has to set the ground rules.',
      'directiveness',
      1,
    ],
    // What is left or handed to the client is theirs to run.
    ['I leave the structure to them and keep sessions open.', 'directiveness', -1],
    ['She flourished when the sessions were hers to shape.', 'directiveness', -1],
    ['Clients who were controlled need to set the pace themselves.', 'directiveness', -1],
    // A negation right before the verb; an excess ("too nice") refrained from is one turn.
    [
      "Clients who have not changed anything need a therapist who won't go easy on them.",
      'warmSupport',
      -1,
    ],
    ['Avoid being too nice with clients in denial.', 'warmSupport', -1],
    // A verdict on limits, and a frame inside the side a "but" prefers.
    ['With attachment problems, practical coping tools only go so far.', 'pastOrientation', 1],
    [
      'They demand tough feedback, but holding them accountable just feeds the inner critic.',
      'warmSupport',
      1,
    ],
    // A modifier of the other side's cue is not a vote.
    ['I keep the emotional temperature low.', 'emotionalIntensity', -1],
    // "Intense work can feel like more of the same": it repeats the harm.
    [
      'With clients from screaming households, intense emotional work can feel like more of the same.',
      'emotionalIntensity',
      -1,
    ],
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
