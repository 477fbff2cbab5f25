import {
  ANSWERED_DIRECTLY,
  chooseNext,
  directAnswer,
  inferAnswers,
  inferredText,
  isSubstantive,
  linkTo,
} from './inference';
import { questionProfile, readUtterance, textProfile } from './profile';
import { specBank } from './spec-bank';

const byId = (id: string) => specBank.find((q) => q.id === id)!;
const inferredIds = (said: string) =>
  inferAnswers(readUtterance(said).sentences, specBank).map((i) => i.questionId);

describe('linkTo: does what they said answer the question?', () => {
  it.each([
    ['a theme question, by its theme', 'anxiety', 'I get panic attacks before meetings.', 'theme'],
    [
      'a theme question, by another word of the theme',
      'work',
      'My boss piles deadlines on me.',
      'theme',
    ],
    ['a preference question, by its dimension', 'lead', 'I want to go at my own pace.', 'style'],
    [
      'a preference question, from the other pole',
      'support',
      'I need someone blunt and honest.',
      'style',
    ],
    ['any question, by two shared words', 'sleep', 'I wake up at night all the time.', 'words'],
  ])('%s', (_name, id, said, kind) => {
    expect(linkTo(questionProfile(byId(id).text), textProfile(said))?.kind).toBe(kind);
  });

  it.each([
    ['a theme question is not answered by a preference', 'anxiety', 'I like warm, gentle support.'],
    [
      "a preference question is not answered by the wrong dimension ('pace' is about who leads)",
      'depth',
      'I want to set the pace.',
    ],
    ['one shared word is not enough', 'sleep', 'Last night was fine.'],
    ['small talk answers nothing', 'past', 'Hello there.'],
  ])('%s', (_name, id, said) => {
    expect(linkTo(questionProfile(byId(id).text), textProfile(said))).toBeNull();
  });
});

describe('inferAnswers', () => {
  it.each([
    ['nothing relevant', 'Hello, nice to meet you.', []],
    ['one theme', 'I have been so anxious lately.', ['anxiety']],
    [
      'a rich answer infers several, strongest first',
      "I've been anxious at work because my boss keeps piling on deadlines. I'd like someone warm and gentle who lets me set the pace.",
      ['lead', 'support', 'work', 'anxiety'],
    ],
    [
      'a denied preference still answers the question',
      "I don't want homework or a plan.",
      ['lead'],
    ],
  ])('%s', (_name, said, ids) => {
    expect(inferredIds(said)).toEqual(ids);
  });

  it("answers in their own words with the '[Inferred]' prefix, the sentence it came from and why", () => {
    const [first] = inferAnswers(
      readUtterance('Hello. My partner and I argue a lot').sentences,
      specBank,
    );
    expect(first).toEqual({
      questionId: 'relationships',
      answer: '[Inferred] My partner and I argue a lot.',
      source: 'My partner and I argue a lot',
      reasoning: 'You talked about relationships ("partner"), which this question asks about.',
    });
  });

  it('only looks at the questions it is given', () => {
    const open = specBank.filter((q) => q.id !== 'anxiety');
    expect(inferAnswers(readUtterance('I am anxious.').sentences, open)).toEqual([]);
  });

  it('same words, same answers', () => {
    const said =
      'I grew up in a chaotic family and I still carry that. I want to understand my childhood.';
    expect(inferredIds(said)).toEqual(inferredIds(said));
  });
});

describe('inferredText', () => {
  it.each([
    ['I sleep badly', '[Inferred] I sleep badly.'],
    ['  I sleep   badly!  ', '[Inferred] I sleep badly!'],
  ])('%j → %j', (said, text) => {
    expect(inferredText(said)).toBe(text);
  });
});

describe('chooseNext', () => {
  it('asks the open question most related to what they said, citing their words', () => {
    const next = chooseNext(
      specBank.filter((q) => q.id !== 'open'),
      textProfile('Things with my partner are hard.'),
    );
    expect(next?.question.id).toBe('relationships');
    expect(next?.reason).toBe(
      'You mentioned "partner", so this is worth asking next. Relationships.',
    );
  });

  it('with nothing to go on, asks in bank order and gives the question its own reasoning', () => {
    expect(chooseNext(specBank, null)).toEqual({ question: specBank[0], reason: 'An open start.' });
  });

  it('answers null when no question is left', () => {
    expect(chooseNext([], textProfile('Anything.'))).toBeNull();
  });
});

describe('directAnswer: the question just asked', () => {
  it.each([
    ['Yes, most days.', true],
    ['I feel low most evenings.', true],
    ["I don't know", false],
    ['not sure really', false],
    ['Skip', false],
    ['ok', false],
  ])('%j is an answer: %s', (said, counts) => {
    expect(isSubstantive(said)).toBe(counts);
  });

  it('takes the sentence that speaks to it, else the whole reply', () => {
    const mood = byId('mood');
    const said = 'Good question. I have felt low and empty for weeks.';
    expect(directAnswer(mood, said, readUtterance(said).sentences)).toMatchObject({
      questionId: 'mood',
      answer: '[Inferred] I have felt low and empty for weeks.',
      source: 'I have felt low and empty for weeks.',
    });
    const plain = 'Yes, most days.';
    expect(directAnswer(mood, plain, readUtterance(plain).sentences)).toEqual({
      questionId: 'mood',
      answer: '[Inferred] Yes, most days.',
      source: 'Yes, most days.',
      reasoning: ANSWERED_DIRECTLY,
    });
    expect(directAnswer(mood, 'No idea.', readUtterance('No idea.').sentences)).toBeNull();
  });
});

describe('spoken cues beside the lexicon', () => {
  it.each([
    ['I am stressed at work.', 'work'],
    ['My sister helps me.', 'family'],
    ['I rarely see my friends.', 'relationships'],
  ])('%s → %s', (said, theme) => {
    expect([...textProfile(said).themes.keys()]).toContain(theme);
  });
});
