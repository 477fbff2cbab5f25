import { limits } from '@rapport/contracts';
import { localTurn } from './local';
import { paraphrase } from './reflection';
import { seededBank } from './spec-bank';

/** Issue 12, item 5: the voice examples, on the bank the demo seed gave. */
const afterOpening = (transcript: string) =>
  localTurn({
    transcript,
    previousQA: [],
    inferredQAs: {},
    askedIds: ['mm-opening'],
    questionBank: seededBank,
  });
const textOf = (id: string) => seededBank.find((q) => q.id === id)!.text;
const credited = (transcript: string) =>
  afterOpening(transcript).inferred.map((i) => textOf(i.questionId));

describe('issue 12: honest voice inference', () => {
  it('"practical … tools and homework" answers the past-or-present question only, never grief, panic or trauma', () => {
    const texts = credited('I want someone practical who gives me tools and homework.');
    expect(texts).toEqual([
      'Do you want therapy to explore how your past shaped you, or to focus on what is happening in your life now?',
    ]);
  });

  it('two sentences no longer unlock the match: a few distinct questions, not 8', () => {
    const turn = afterOpening(
      'My marriage is falling apart and we argue every night. I want someone practical who gives me tools and homework.',
    );
    const ids = turn.inferred.map((i) => i.questionId);
    expect(ids.length).toBeLessThanOrEqual(3);
    expect(ids.length).toBeLessThan(limits.matchThreshold);
    expect(ids.map(textOf).some((t) => /grief|panic|trauma|depression/.test(t))).toBe(false);
  });

  it('a question repeated in the bank counts once', () => {
    const turn = afterOpening("I'd like to focus on what's happening now, not on my past.");
    const texts = turn.inferred.map((i) => textOf(i.questionId));
    expect(texts.length).toBe(new Set(texts).size);
    // …and its repeat is not asked next either.
    expect(texts).not.toContain(textOf(turn.next!.questionId));
  });

  it('small talk answers nothing', () => {
    expect(credited("Sorry, I'm a bit late, the bus didn't come.")).toEqual([]);
  });

  it('the next question follows from what was said: not a question about a difficulty never named', () => {
    const turn = afterOpening('My marriage is falling apart and we argue every night.');
    expect(turn.next).not.toBeNull();
    expect(turn.next!.question).not.toMatch(/grief|panic|trauma|depression/);
  });

  it('the reflection says "you", not "we": "we argue every night" → "you argue every night"', () => {
    expect(paraphrase('My marriage is falling apart and we argue every night.')).toBe(
      'your marriage is falling apart and you argue every night',
    );
    expect(
      afterOpening('My marriage is falling apart and we argue every night.').spokenText,
    ).toMatch(/^It sounds like your marriage is falling apart and you argue every night\./);
  });
});
