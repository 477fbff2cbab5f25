import { textProfile } from './profile';
import {
  ASK_AGAIN_LEAD,
  CLOSING_LINE,
  closingLine,
  composeSpoken,
  crossesThreshold,
  paraphrase,
  readEmotion,
  READY_LINE,
  SHORT_CLOSING_LINE,
} from './reflection';

describe('readEmotion', () => {
  it.each([
    ['I am so fed up with my job.', 0, 'frustrated'],
    ['Everything is too much right now.', 0, 'overwhelmed'],
    ['I worry all the time.', 0, 'anxious'],
    ['My father died last year.', 0, 'sad'],
    ['I feel ready to make a change.', 0.5, 'hopeful'],
    ['It was a terrible year.', -0.6, 'sad'],
    ['I prefer structure and a plan.', 0, 'reflective'],
    ['Hello there.', 0, 'calm'],
  ])('%s → %s', (text, sentiment, emotion) => {
    expect(readEmotion(text, sentiment, textProfile(text))).toBe(emotion);
  });
});

describe('readEmotion keeps negation', () => {
  it.each([
    ["I'm not anxious, just curious about therapy.", 'anxious'],
    ["I'm not depressed at all.", 'sad'],
  ])('%s is not %s', (text, emotion) => {
    expect(readEmotion(text, 0, textProfile(text))).not.toBe(emotion);
  });
});

describe('paraphrase', () => {
  it.each([
    ["I've been anxious at work.", "you've been anxious at work"],
    ['My partner and I argue a lot.', 'your partner and you argue a lot'],
    ['I was scared of my father.', 'you were scared of your father'],
    ['I am tired.', 'you are tired'],
    ['We argue every night.', 'you argue every night'],
    ['Our son barely talks to us anymore.', 'your son barely talks to you anymore'],
    ["I don't want to go back to how things were.", "you don't want to go back to how things were"],
    ["I'm not depressed, I'm just tired.", "you're not depressed, you're just tired"],
    ['Work is hard.', null],
    ['I think you should ask me something else.', null],
    ['Can I ask something?', null],
    ['I ' + 'really '.repeat(20) + 'want help.', null],
  ])('%j → %j', (said, back) => {
    expect(paraphrase(said)).toBe(back);
  });
});

describe('composeSpoken', () => {
  it.each([
    ['reflection then question', false, 'Q?', 'R. Q?'],
    ['the readiness line once, before the question', true, 'Q?', `R. ${READY_LINE} Q?`],
  ])('%s', (_name, ready, question, spoken) => {
    expect(composeSpoken('R.', { question, readyNow: ready, answered: 3 })).toBe(spoken);
  });

  it('says when a question is asked a second time', () => {
    expect(composeSpoken('R.', { question: 'Q?', again: true, readyNow: false, answered: 4 })).toBe(
      `R. ${ASK_AGAIN_LEAD} Q?`,
    );
  });

  it('ends with a closing line when no question is left', () => {
    expect(composeSpoken('R.', { question: null, readyNow: true, answered: 7 })).toMatch(
      /^R\. Thank you\. .*Find My Therapist/,
    );
  });

  it('never promises a match it cannot give: under 7 answers the closing points to the assessment', () => {
    const spoken = composeSpoken('R.', { question: null, readyNow: false, answered: 6 });
    expect(spoken).toBe(`R. ${SHORT_CLOSING_LINE}`);
    expect(spoken).not.toMatch(/Find My Therapist/);
    expect(closingLine(6)).toBe(SHORT_CLOSING_LINE);
    expect(closingLine(7)).toBe(CLOSING_LINE);
  });
});

describe('crossesThreshold (7 inferred answers)', () => {
  it.each([
    [0, 6, false],
    [0, 7, true],
    [5, 2, true],
    [6, 0, false],
    [7, 3, false],
  ])('%d before, %d added → %s', (before, added, crossed) => {
    expect(crossesThreshold(before, added)).toBe(crossed);
  });
});
