import { CONTEXT_WEIGHT, isPreferenceSentence, isStoryClause, readClient } from './evidence';

const answers = (...texts: string[]) => texts.map((answer) => ({ question: '', answer }));

describe('isPreferenceSentence', () => {
  it.each([
    ['I want practical techniques I can use.', true],
    ["I'd like the therapist to have a plan.", true],
    ['I would rather talk and find my own way.', true],
    ['A gentle, calm person would make a big difference.', true],
    ['What helps me most is feeling safe.', true],
    ['I need someone who won’t let me off the hook.', true],
    ['Give me concrete steps each week.', true],
    ['Please be gentle and accepting.', true],
    ["Don't coddle me.", true],
    ["I don't really see the point of going back over my childhood.", true],
    ['Homework is fine with me.', true],
    ['My father was violent when I was a kid.', false],
    ['I lost my husband in March after a long illness.', false],
    ['Every conversation turns into shouting.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(isPreferenceSentence(sentence)).toBe(expected);
  });
});

describe('readClient', () => {
  it('counts a wish in full and a detail of the story at the context weight', () => {
    const wish = readClient(answers('I want a structured plan.')).evidence.dimensions;
    const story = readClient(answers('My boss loves a structured plan.')).evidence.dimensions;
    expect(wish.directiveness?.score).toBe(1);
    expect(story.directiveness?.score).toBe(1);
    expect(story.directiveness!.count / wish.directiveness!.count).toBeCloseTo(CONTEXT_WEIGHT);
  });

  it('balances the poles a client named: a story detail weighs less than a wish', () => {
    const { evidence } = readClient(
      answers('My boss keeps dwelling on the past.', 'I want to focus on today.'),
    );
    // past (+1) in the story, 'today' (-1) as a wish: the wish wins.
    expect(evidence.dimensions.pastOrientation?.score).toBeLessThan(0);
  });

  it('flips a negated wish to the other pole', () => {
    const { evidence } = readClient(answers('I do not want homework or a plan.'));
    expect(evidence.dimensions.directiveness?.score).toBe(-1);
  });

  it('sums themes over the answers and keeps the answers traceable', () => {
    const r = readClient(
      answers('Panic attacks on the train.', '', 'I worry all the time and panic at work.'),
    );
    expect(r.answers.map((a) => a.index)).toEqual([0, 2]);
    const anxiety = r.evidence.themes.find((t) => typeof t !== 'string' && t.theme === 'anxiety');
    expect(anxiety).toEqual({ theme: 'anxiety', weight: 3 });
  });

  it('says nothing about what the answers do not touch', () => {
    expect(readClient(answers('Hello there.')).evidence).toEqual({ dimensions: {}, themes: [] });
    expect(readClient([]).evidence).toEqual({ dimensions: {}, themes: [] });
  });
});

describe('isStoryClause', () => {
  const clauseOf = (text: string, index: number) =>
    readClient(answers(text)).answers[0]?.clauses[index];

  it('reads the story inside a wish as context, the wish in full', () => {
    const text = "I've had a lot of criticism in my life, I need someone who's on my side.";
    expect(isStoryClause(clauseOf(text, 0))).toBe(true);
    expect(isStoryClause(clauseOf(text, 1))).toBe(false);
    expect(readClient(answers(text)).evidence.dimensions.warmSupport?.score).toBeGreaterThan(0);
  });

  it('keeps a wish in the past tense a wish', () => {
    expect(isStoryClause(clauseOf('I always wanted someone gentle.', 0))).toBe(false);
  });
});
