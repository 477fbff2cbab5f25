import { analyseText } from '@rapport/language';
import { isTopicPhrase, nounPhrasesOf, topicPhrases } from './noun-phrases';

const phrases = (text: string) => analyseText(text).sentences.flatMap(nounPhrasesOf);

describe('nounPhrasesOf', () => {
  it.each([
    // Issue 12: the chunker's 'many partners repeat' reached a question as its topic.
    ['Many partners repeat patterns they learned growing up.', ['partners', 'patterns']],
    ['Test me early on.', []],
    [
      'Work stalls when the therapist comments on the appearance.',
      ['work', 'therapist', 'appearance'],
    ],
    ['Childhood trauma shapes everything.', ['childhood trauma']],
    [
      'Anxious clients want practical tools for panic attacks.',
      ['anxious clients', 'practical tools', 'panic attacks'],
    ],
  ])('%s → %j', (text, expected) => {
    expect(phrases(text)).toEqual(expected);
  });
});

describe('isTopicPhrase', () => {
  it.each([
    ['panic attacks', true],
    ['childhood trauma', true],
    ['partners', false],
    ['previous therapist', false],
    ['perfectionists', false],
    ['test', false],
    ['work', false],
  ])('%s → %s', (phrase, ok) => {
    expect(isTopicPhrase(phrase)).toBe(ok);
  });

  it('lists topic phrases once, with their sentence', () => {
    expect(
      topicPhrases(analyseText('Panic attacks scare them. Panic attacks pass.').sentences),
    ).toEqual([{ phrase: 'panic attacks', sentence: 0 }]);
  });
});
