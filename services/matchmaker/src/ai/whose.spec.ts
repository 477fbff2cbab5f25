import { analyseText, scopeSentences } from '@rapport/language';
import { concernForOthers, deathOfNoOne, momentary, subjectMatter } from './whose';

/** The first sentence of `text` and the index of `word` in it. */
function at(text: string, word: string) {
  const sentence = analyseText(text).sentences[0]!;
  const index = sentence.words.findIndex((w) => w.normal.toLowerCase() === word);
  if (index < 0) throw new Error(`${word} not in ${text}`);
  return { sentence, index, clauses: scopeSentences([sentence]) };
}

describe('whose difficulty a topic word names', () => {
  it.each([
    ['We saw a film about grief on Sunday.', 'grief', true],
    ['She gave a lecture on workplace burnout.', 'burnout', true],
    ["I'm studying trauma at college.", 'trauma', true],
    ['I read a book about my grief.', 'grief', false],
    ['I want to talk about anxiety.', 'anxiety', false],
    ['The grief comes in waves.', 'grief', false],
  ])('%j: "%s" is subject matter: %s', (text, word, expected) => {
    const { sentence, index } = at(text, word);
    expect(subjectMatter(sentence, index)).toBe(expected);
  });

  it.each([
    ["I'm worried about my nephew, he's stopped going out.", 'worried', true],
    ['I worry for her every day.', 'worry', true],
    ['I worry about her health.', 'worry', false],
    ['I worry about money all the time.', 'worry', false],
    ['I get worried about people judging me.', 'worried', false],
  ])('%j: a worry about someone else: %s', (text, word, expected) => {
    const { sentence, index } = at(text, word);
    expect(concernForOthers(sentence, index)).toBe(expected);
  });

  it.each([
    ["I'm a little nervous, if I'm honest.", 'nervous', true],
    ["I'm anxious about this, sorry.", 'anxious', true],
    ["I'm a bit anxious all the time.", 'anxious', false],
    ["I've been anxious for months.", 'anxious', false],
    ["I'm worried I'll miss my train, so can we keep this short?", 'worried', true],
    ["I keep worrying I'll say something stupid.", 'worrying', false],
  ])('%j: a passing nerve: %s', (text, word, expected) => {
    const { sentence, index } = at(text, word);
    expect(momentary(sentence, index)).toBe(expected);
  });

  it.each([
    ['I teach first aid so death comes up a lot.', 'death', true],
    ['Since his death nothing feels right.', 'death', false],
    ['My uncle died in May.', 'died', false],
  ])('%j: a death of no one named: %s', (text, word, expected) => {
    const { sentence, index, clauses } = at(text, word);
    const clause = clauses.find((c) => index >= c.start && index < c.end);
    expect(deathOfNoOne(clause, sentence, index)).toBe(expected);
  });
});
