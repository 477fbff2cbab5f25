import { analyseText } from '@rapport/language';
import { clientGroup, isTopicPhrase, nounPhrasesOf, topicPhrases } from './noun-phrases';

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
    // A phrase ends at a comma ("With chronic tinnitus digging, clients …" reached an insight).
    [
      'For people with chronic tinnitus, digging into childhood adds little.',
      ['people', 'chronic tinnitus', 'digging', 'childhood'],
    ],
    // A lone word after 'who' is its verb ("With hoard, clients …" reached an insight).
    ['People who hoard pick the pace.', ['people', 'pace']],
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
    // One person of a story is no topic; a vague word alone is none; words in '-er' may be.
    ['supervisor', false],
    ['disorders', false],
    ['eating disorders', true],
    ['anger', true],
    ['cancer', true],
    ['gardening metaphors', true],
    // General words of a note name no topic ("Present is best understood by …").
    ['present', false],
    ['experience', false],
    ['stance', false],
  ])('%s → %s', (phrase, ok) => {
    expect(isTopicPhrase(phrase)).toBe(ok);
  });

  it('lists topic phrases once, with their sentence', () => {
    expect(
      topicPhrases(analyseText('Panic attacks scare them. Panic attacks pass.').sentences),
    ).toEqual([{ phrase: 'panic attacks', sentence: 0 }]);
  });
});

describe('clientGroup', () => {
  const group = (text: string) => clientGroup(analyseText(text).sentences);
  it.each([
    ['Problem gamblers will charm you and minimise.', 'problem gamblers'],
    ['With combat veterans I never push them.', 'combat veterans'],
    [
      'For survivors of childhood abuse, the first months are about safety.',
      'survivors of childhood abuse',
    ],
    ['People with OCD: skip the hand-holding.', 'people with OCD'],
    ['Senior executives respect bluntness.', 'senior executives'],
    ['PhD students stuck on a thesis need deadlines.', undefined],
    [
      'First-generation college students don’t need their history unpacked.',
      'first-generation college students',
    ],
    // Not a group: a concern, a lone word for anyone, one person, a group a clause narrows.
    ['With OCD I set exposure homework.', undefined],
    ['Clients need warmth.', undefined],
    ['Men sent to me for anger management expect a lecture.', undefined],
    ['A client of mine kept asking for a plan.', undefined],
    ['Teens who self-harm need a calm pace.', undefined],
    ['Eating disorders need structure.', undefined],
  ])('%s → %s', (text, expected) => {
    expect(group(text)).toBe(expected);
  });
});
