import { analyseText } from '@rapport/language';
import {
  askablePhrase,
  clientGroup,
  isTopicPhrase,
  namesConcern,
  nounPhrasesOf,
  topicPhrases,
} from './noun-phrases';

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

  it('is never a word of quantity ("The expert highlights lots …")', () => {
    const text = 'Lots of clients with an eating disorder ask me to follow their lead.';
    const listed = topicPhrases(analyseText(text).sentences).map((p) => p.phrase);
    expect(listed).not.toContain('lots');
    expect(listed).toContain('eating disorder');
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
    // A clause or phrase that narrows the group belongs to its name, up to the sentence's verb.
    ['PhD students stuck on a thesis need deadlines.', 'PhD students stuck on a thesis'],
    ['Teens who self-harm need a calm pace.', 'teens who self-harm'],
    [
      "Men who've never cried in front of anyone benefit from it.",
      "men who've never cried in front of anyone",
    ],
    ['Men who drink heavily often deny it.', 'men who drink heavily'],
    [
      'Students who cheat or plagiarise usually want reassurance.',
      'students who cheat or plagiarise',
    ],
    [
      "With men who've been sent by a court for anger, I'm blunt.",
      "men who've been sent by a court for anger",
    ],
    ['Clients with generalised anxiety love worksheets.', 'clients with generalised anxiety'],
    [
      'Most people who were bullied at school want gentleness.',
      'people who were bullied at school',
    ],
    [
      'Honestly, new mums with postnatal depression need warmth.',
      'new mums with postnatal depression',
    ],
    // Named later, after "with": the group the note works with.
    ['I hold back my own ideas with artists and musicians.', 'artists and musicians'],
    ['The mistake I made with my first few paramedic clients was rushing.', 'paramedic clients'],
    ['Kindness matters. With executives I push.', 'executives'],
    // A clause left open, in the expert's voice, or with a clause inside: none.
    ['Middle-aged men who say "I\'m fine" need a push.', undefined],
    ["Men who've been told they need to toughen up cry here.", undefined],
    ["Clients from cultures where feelings aren't discussed need structure.", undefined],
    ['Many therapists push too hard.', undefined],
    [
      'First-generation college students don’t need their history unpacked.',
      'first-generation college students',
    ],
    // Not a group: a concern, a lone word for anyone, one person.
    ['With OCD I set exposure homework.', undefined],
    ['Clients need warmth.', undefined],
    ['Men sent to me for anger management expect a lecture.', undefined],
    ['A client of mine kept asking for a plan.', undefined],
    ['Eating disorders need structure.', undefined],
  ])('%s → %s', (text, expected) => {
    expect(group(text)).toBe(expected);
  });
});

describe('namesConcern', () => {
  it.each([
    ['lifelong insomnia', true],
    ['exam panic', true],
    ['chronic pain', true],
    ['domestic abuse', true],
    ['job loss', true],
    ['borderline traits', true],
    ['insomnia', true],
    ['dementia', true],
    // People, things, times and events of the story name no concern.
    ['police officers', false],
    ['staff toilets', false],
    ['forties', false],
    ['mistake', false],
    ['excuses', false],
    ['front', false],
    ['traits', false],
    ['lack', false],
    ['gardening metaphors', false],
  ])('%s → %s', (phrase, expected) => {
    expect(namesConcern(phrase)).toBe(expected);
  });
});

describe('askablePhrase', () => {
  it.each([
    ['gentle validation', true],
    ['exposure tasks', true],
    ['meal plans', true],
    ['practical tips', true],
    ['borderline traits', true],
    // "How do you feel about asylum seekers in therapy?" asks about people, not a way of working.
    ['asylum seekers', false],
    ['police officers', false],
    ['staff toilets', false],
    ['cold dormitories', false],
    ["i'm coaching", false],
  ])('%s → %s', (phrase, expected) => {
    expect(askablePhrase(phrase)).toBe(expected);
  });
});
