import { analyseText, readTermWords } from './nlp';

describe('analyseText', () => {
  it('splits sentences and reads lemmas and parts of speech', () => {
    const a = analyseText('Most clients need gentle validation. They never want homework!');
    expect(a.sentences.map((s) => s.text)).toEqual([
      'Most clients need gentle validation.',
      'They never want homework!',
    ]);
    const words = a.sentences[0]?.words ?? [];
    expect(words.map((w) => w.lemma)).toEqual(['most', 'client', 'need', 'gentle', 'validation']);
    expect(words.find((w) => w.normal === 'validation')?.pos).toBe('NOUN');
  });

  it('ends a noun chunk at a comma', () => {
    const [s] = analyseText(
      'For people with chronic tinnitus, digging into it adds little.',
    ).sentences;
    expect(s?.phrases).toContain('chronic tinnitus');
    expect(s?.phrases.some((p) => p.includes('tinnitus digging'))).toBe(false);
  });

  it.each([
    ['They never want homework.', 'homework', true],
    ['They want homework.', 'homework', false],
    ["I don't think they need years of exploring their past.", 'past', true],
  ])('marks negated words: %s', (text, word, negated) => {
    const w = analyseText(text).sentences[0]?.words.find((x) => x.normal === word);
    expect(w?.negated).toBe(negated);
  });

  it('reads a verb of liking after a plural subject as a verb, where the tagger reads a noun', () => {
    const words = analyseText('Clients with avoidant habits love a therapist who nods along.')
      .sentences[0]?.words;
    expect(words?.find((w) => w.normal === 'love')?.pos).toBe('VERB');
    const noun = analyseText('Their love for the children is obvious.').sentences[0]?.words;
    expect(noun?.find((w) => w.normal === 'love')?.pos).toBe('NOUN');
  });

  it('marks a pause made only by quotation marks as quoted', () => {
    const words = analyseText("The 'stay with the feeling' approach backfires, they say.")
      .sentences[0]?.words;
    const at = (w: string) => words?.find((x) => x.normal === w);
    expect(at('stay')).toMatchObject({ pause: true, quoted: true });
    expect(at('approach')).toMatchObject({ pause: true, quoted: true });
    expect(at('they')).toMatchObject({ pause: true });
    expect(at('they')?.quoted).toBeUndefined();
  });

  it('ranks repeated and longer noun chunks first and drops generic single words', () => {
    const a = analyseText(
      'Panic attacks frighten clients. Clients with panic attacks want practical tools. Therapy helps.',
    );
    expect(a.keyPhrases[0]).toEqual({ phrase: 'panic attacks', count: 2, firstSentence: 0 });
    expect(a.keyPhrases.map((k) => k.phrase)).toContain('practical tools');
    expect(a.keyPhrases.map((k) => k.phrase)).not.toContain('clients');
    expect(a.keyPhrases.map((k) => k.phrase)).not.toContain('therapy');
  });

  it('gives a positive sentiment to praise and a negative one to harm', () => {
    expect(analyseText('Warm, kind support works wonderfully.').sentiment).toBeGreaterThan(0);
    expect(analyseText('Pushing them too early is harmful and cruel.').sentiment).toBeLessThan(0);
  });

  it('answers the same analysis for the same text', () => {
    const text =
      'Grief after a sudden death needs time. Some clients want to talk about the funeral.';
    expect(analyseText(text)).toEqual(analyseText(text));
  });

  it('reads a text the same whatever it read before (wink-nlp learns possessives as it reads)', () => {
    const words = (text: string) =>
      analyseText(text).sentences.flatMap((s) => s.words.map((w) => `${w.text}/${w.pos}`));
    const text = "Teachers' days run on someone else's schedule and their head's rules.";
    const fresh = words(text);
    expect(fresh).toEqual(expect.arrayContaining(['else/ADV', "'s/PART", 'head/NOUN']));
    // Before a full stop wink-nlp keeps the possessive whole and adds it to its word list.
    analyseText("It was not her plan. It was someone else's. It was the head's.");
    expect(words(text)).toEqual(fresh);
  });
});

describe('readTermWords', () => {
  it('reads a lexicon term in the forms sentences are read in', () => {
    expect(readTermWords("person-centred, don't").map((w) => w.normal)).toEqual([
      'person',
      'centered',
      'do',
      'not',
    ]);
    expect(readTermWords('analysing').map((w) => w.lemma)).toEqual(['analyze']);
  });
});
