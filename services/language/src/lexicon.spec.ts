import { analyseText } from './nlp';
import { derivedFrom, findDimensionHits, findTerm, findThemeHits, themesNamedIn } from './lexicon';

const first = (text: string) => {
  const s = analyseText(text).sentences[0];
  if (!s) throw new Error('no sentence');
  return s;
};

describe('findDimensionHits', () => {
  it.each([
    ['I give homework and a clear structure.', 'directiveness', 1],
    ['Let them set the pace.', 'directiveness', -1],
    ['They need to cry and let the anger out.', 'emotionalIntensity', 1],
    ['Keep it calm and manageable.', 'emotionalIntensity', -1],
    ['We explore their childhood and upbringing.', 'pastOrientation', 1],
    ['We work on the here and now.', 'pastOrientation', -1],
    ['What helps is this season, this match.', 'pastOrientation', -1],
    ['We never plunge into it.', 'emotionalIntensity', -1],
    ['Warm, gentle validation matters.', 'warmSupport', 1],
    ['A bit of direct challenge helps.', 'warmSupport', -1],
    ['I keep the temperature down.', 'emotionalIntensity', -1],
    ['I keep my voice low.', 'emotionalIntensity', -1],
    ['They need room to wail and howl.', 'emotionalIntensity', 1],
    ['It starts in the first months of life.', 'pastOrientation', 1],
    ['They raise the topics.', 'directiveness', -1],
    ['I want to pick the topic.', 'directiveness', -1],
    ['I want to understand why I panic.', 'pastOrientation', 1],
    ["I'd rather keep it calm.", 'emotionalIntensity', -1],
    ['They need time digging around in their feelings.', 'emotionalIntensity', 1],
    ["I want someone who'll tell me when I'm talking rubbish.", 'warmSupport', -1],
  ])('%s → %s %d', (text, dimension, pole) => {
    const hits = findDimensionHits(first(text)).filter((h) => h.dimension === dimension);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.pole === pole)).toBe(true);
  });

  it('flips the pole of a negated word', () => {
    const hits = findDimensionHits(first('They do not want to explore the past.'));
    expect(hits).toContainEqual(
      expect.objectContaining({
        dimension: 'pastOrientation',
        term: 'past',
        pole: -1,
        negated: true,
      }),
    );
  });

  it.each([
    ['The building work is driving me mad.', 'directiveness'],
    ['My kids drive me up the wall.', 'directiveness'],
    ['We sit in an open-plan office.', 'directiveness'],
    ["I'm so tired of listening to it.", 'warmSupport'],
    ['Not someone going there there.', 'emotionalIntensity'],
    ['Since he died I have been living on my own.', 'directiveness'],
    ['I want to get back on track.', 'directiveness'],
  ])('reads nothing in the everyday phrase "%s" (%s)', (text, dimension) => {
    expect(findDimensionHits(first(text)).filter((h) => h.dimension === dimension)).toEqual([]);
  });

  it("counts a phrase once, not again for its words ('set the pace' is not also 'pace')", () => {
    const hits = findDimensionHits(first('Clients should set the pace.'));
    expect(hits.map((h) => h.term)).toEqual(['set the pace']);
  });

  it.each([
    'After two months he began moving again.',
    "That's where they start to heal.",
    'The fastest relief comes from the exposure ladder.',
    // A routine's pattern is no family pattern.
    'We look hard at her shift pattern.',
    // "past" as a way through, gains that came from the present, a behaviour named.
    "You can't homework your way past it.",
    'I help them move past the guilt.',
    'The real gains came from focusing on him.',
    "I'd rather name the pattern bluntly.",
  ])('reads no origin in "%s"', (text) => {
    const hits = findDimensionHits(first(text)).filter((h) => h.dimension === 'pastOrientation');
    expect(hits).toEqual([]);
  });

  it.each(['We go back to where it all began.', 'I want to know where it started.'])(
    'reads the origin in "%s"',
    (text) => {
      const hits = findDimensionHits(first(text)).filter((h) => h.dimension === 'pastOrientation');
      expect(hits.map((h) => h.pole)).toContain(1);
    },
  );

  it('finds nothing in a sentence without lexicon words', () => {
    expect(findDimensionHits(first('The office is on the second floor.'))).toEqual([]);
  });
});

describe('findDimensionHits: hyphenated terms', () => {
  it.each([
    ['We focus on day-to-day life.', 'pastOrientation', -1, 'day-to-day'],
    ['We focus on day to day life.', 'pastOrientation', -1, 'day-to-day'],
    ['The work is client-led.', 'directiveness', -1, 'client-led'],
    ['The work is client led.', 'directiveness', -1, 'client-led'],
    ['My approach is person-centred.', 'directiveness', -1, 'person-centred'],
    ['My approach is person centred.', 'directiveness', -1, 'person-centred'],
    ['My approach is person-centered.', 'directiveness', -1, 'person-centred'],
    ['I try to stay non-judgmental.', 'warmSupport', 1, 'non-judgmental'],
    ['I try to stay non judgmental.', 'warmSupport', 1, 'non-judgmental'],
    ['I try to stay non-judgemental.', 'warmSupport', 1, 'non-judgemental'],
    ['I want a heart-to-heart.', 'emotionalIntensity', 1, 'heart-to-heart'],
  ])('%s → %s %d (%s)', (text, dimension, pole, term) => {
    expect(findDimensionHits(first(text))).toEqual([
      expect.objectContaining({ dimension, pole, term }),
    ]);
  });

  it("reads 'non-directive' as the low pole only, not also as 'directive'", () => {
    expect(findDimensionHits(first('My work is non-directive.'))).toEqual([
      expect.objectContaining({ dimension: 'directiveness', pole: -1, term: 'non-directive' }),
    ]);
  });
});

describe('findDimensionHits: everyday wishes', () => {
  it.each([
    // warmth
    ['I would like someone kind and patient.', 'warmSupport', 1, 'kind'],
    ['Please be gentle with me.', 'warmSupport', 1, 'gentle'],
    ['A compassionate listener would help.', 'warmSupport', 1, 'compassionate'],
    // challenge
    ['I want someone who will be straight with me.', 'warmSupport', -1, 'straight with me'],
    ['Be straight with us.', 'warmSupport', -1, 'straight with us'],
    ['Call me out when I make excuses.', 'warmSupport', -1, 'call me out'],
    ["Don't coddle me.", 'warmSupport', -1, 'coddle'],
    ["I don't want to be coddled.", 'warmSupport', -1, 'coddle'],
    ["I need someone who won't let me off the hook.", 'warmSupport', -1, 'off the hook'],
    ['Tough love works on me.', 'warmSupport', -1, 'tough love'],
    // the client sets the direction
    ['I want to find my own way.', 'directiveness', -1, 'own way'],
    ['I like to decide for myself.', 'directiveness', -1, 'decide for myself'],
    ['I would rather figure it out myself.', 'directiveness', -1, 'figure it out myself'],
    ['They work it out for themselves.', 'directiveness', -1, 'work it out for themselves'],
    // the past
    ['I want to analyse why I react like this.', 'pastOrientation', 1, 'analyse'],
    ['I want to analyze why I react like this.', 'pastOrientation', 1, 'analyse'],
    ['Analysing things helps me.', 'pastOrientation', 1, 'analyse'],
    ['I want to understand where it comes from.', 'pastOrientation', 1, 'where it comes from'],
    ['I wonder where it all came from.', 'pastOrientation', 1, 'where it all came from'],
    ['As a child I was often alone.', 'pastOrientation', 1, 'as a child'],
    ['When I was little we moved a lot.', 'pastOrientation', 1, 'when i was little'],
    // a calm pace, and the feelings brought up
    [
      'I slow things down whenever feelings run high.',
      'emotionalIntensity',
      -1,
      'slow things down',
    ],
    ['I keep the mood light.', 'emotionalIntensity', -1, 'keep the mood light'],
    ['I bring their grief to the surface.', 'emotionalIntensity', 1, 'to the surface'],
    // holding someone to account
    ['I take them to task for their excuses.', 'warmSupport', -1, 'take them to task'],
  ])('%s → %s %d (%s)', (text, dimension, pole, term) => {
    const hits = findDimensionHits(first(text)).filter((h) => h.dimension === dimension);
    expect(hits).toContainEqual(expect.objectContaining({ pole, term }));
    expect(hits.every((h) => h.pole === pole)).toBe(true);
  });

  it.each([
    ['What kind of therapist do I need?'],
    ['I kind of want to talk.'],
    ['Any kind is fine.'],
    ['I take care of my kids.'],
  ])("does not read the noun 'kind' or 'take care of' as warmth: %s", (text) => {
    expect(findDimensionHits(first(text)).filter((h) => h.dimension === 'warmSupport')).toEqual([]);
  });

  it("does not read 'my heart races' as emotional depth", () => {
    expect(
      findDimensionHits(first('My heart races before every meeting.')).map((h) => h.dimension),
    ).not.toContain('emotionalIntensity');
  });

  it("does not read 'take them to task' as a task set", () => {
    expect(
      findDimensionHits(first('I take them to task for their excuses.')).map((h) => h.dimension),
    ).not.toContain('directiveness');
  });

  it('counts one word once, whichever spellings of it the lexicon lists', () => {
    // 'grew up' as written and 'grow up' by lemma both name these words.
    expect(findDimensionHits(first('I grew up by the sea.'))).toHaveLength(1);
    expect(findThemeHits(first('He was widowed young.'))).toHaveLength(1);
  });
});

describe('findThemeHits', () => {
  it.each([
    ['She has panic attacks at night.', 'anxiety'],
    ['He was abused as a child.', 'trauma'],
    ['Since her husband died she cannot sleep.', 'grief'],
    ['Their marriage is full of conflict.', 'relationships'],
    ['He started drinking again after the relapse.', 'addiction'],
    ['Burnout at the workplace is common.', 'work'],
  ])('%s → %s', (text, theme) => {
    expect(findThemeHits(first(text)).map((h) => h.theme)).toContain(theme);
  });

  it('reads no low mood in hands that went numb (feeling numb still is)', () => {
    expect(findThemeHits(first('My hands went numb.')).map((h) => h.theme)).not.toContain(
      'depression',
    );
    expect(findThemeHits(first('I feel numb.')).map((h) => h.theme)).toContain('depression');
  });

  it.each([
    ['My self-esteem has always been low.', 'selfEsteem', 'self-esteem'],
    ['My self esteem has always been low.', 'selfEsteem', 'self-esteem'],
    ['Her sense of self-worth is fragile.', 'selfEsteem', 'self-worth'],
    ['Her sense of self worth is fragile.', 'selfEsteem', 'self-worth'],
    ['I am full of self-doubt.', 'selfEsteem', 'self-doubt'],
  ])('reads a hyphenated term with or without its hyphen: %s', (text, theme, term) => {
    expect(findThemeHits(first(text))).toEqual([expect.objectContaining({ theme, term })]);
  });

  it.each([
    ['I lost my husband last spring.', 'grief', 'lost my husband'],
    ['She is losing her mother to cancer.', 'grief', 'losing her mother'],
    ['We lost our baby at twenty weeks.', 'grief', 'lost our baby'],
    ['They never got over the loss.', 'grief', 'loss'],
    ['He was widowed young.', 'grief', 'widow'],
    ['The whole family is bereaved.', 'grief', 'bereaved'],
    ['Things with my husband are tense.', 'relationships', 'husband'],
    ['My wife and I keep arguing.', 'relationships', 'wife'],
    ['My boyfriend left last month.', 'relationships', 'boyfriend'],
    ['My girlfriend wants to move in.', 'relationships', 'girlfriend'],
    ['Our marriage is falling apart.', 'relationships', 'marriage'],
    ['I feel ashamed of my body.', 'selfEsteem', 'ashamed'],
    ['I was always criticised at home.', 'selfEsteem', 'criticise'],
    ['He criticized everything I did.', 'selfEsteem', 'criticise'],
    ['Most days I feel worthless.', 'selfEsteem', 'worthless'],
    ['My heart races before every meeting.', 'anxiety', 'heart races'],
    ['I notice a racing heart at night.', 'anxiety', 'racing heart'],
    ['My child is struggling at school.', 'family', 'child'],
  ])('%s → %s (%s)', (text, theme, term) => {
    expect(findThemeHits(first(text))).toContainEqual(expect.objectContaining({ theme, term }));
  });

  it('reads a loss phrase as grief, not also as the relationship it names', () => {
    expect(findThemeHits(first('I lost my husband in March.')).map((h) => h.theme)).toEqual([
      'grief',
    ]);
  });

  it.each([
    ['I was bullied as a child.', []],
    ['When I was a kid we moved a lot.', []],
    ['He was abused as a child.', ['trauma']],
    ['I lost my job in May.', ['work']],
    ['The weight loss surprised her.', []],
    ['I am at a loss about what to do.', []],
    ['Loss of appetite is common.', []],
    ['It was worth it in the end.', []],
  ])('does not read an idiom as its theme: %s', (text, expected) => {
    expect(findThemeHits(first(text)).map((h) => h.theme)).toEqual(expected);
  });

  it.each([
    ['A colleague of mine always opens with a genogram.', 'therapist', []],
    ['Some colleagues would steer him to the present.', 'therapist', []],
    ['My colleague kept challenging him.', 'therapist', []],
    ['Firefighters who have lost a colleague need space.', 'therapist', ['work']],
    ['A colleague keeps undermining me.', 'client', ['work']],
    ['A colleague keeps undermining me.', undefined, ['work']],
  ] as const)(
    'reads a colleague in %s (%s) as a fellow clinician or as work',
    (text, who, expected) => {
      expect(findThemeHits(first(text), who).map((h) => h.theme)).toEqual(expected);
    },
  );

  it('reads drinking in the way people say it', () => {
    expect(
      findThemeHits(first('Men who drink too much talk in circles.')).map((h) => h.theme),
    ).toContain('addiction');
  });

  it("reads 'work stress' as work, not as anxiety", () => {
    expect(findThemeHits(first('Work stress wears them down.')).map((h) => h.theme)).toEqual([
      'work',
    ]);
  });
});

describe('themesNamedIn', () => {
  it.each([
    [['trauma'], ['trauma']],
    [['panic', 'attacks'], ['anxiety']],
    [['grief', 'and', 'loss'], ['grief']],
    [['work', 'stress'], ['work']],
    [['self-esteem'], ['selfEsteem']],
    [['self', 'esteem'], ['selfEsteem']],
    [['gardening'], []],
  ])('%j → %j', (words, themes) => {
    expect(themesNamedIn(words)).toEqual(themes);
  });
});

describe('findTerm', () => {
  it.each([
    // A hyphen is a word break on both sides.
    ['self-harm', 'She began to self-harm at fifteen.', 'self-harm'],
    ['self-harm', 'There is a history of self harm.', 'self-harm'],
    ['self-harm', 'He self-harms when he is alone.', 'self-harm'],
    ['self harm', 'She began to self-harm at fifteen.', 'self harm'],
    ['non-judgmental', 'I stay non-judgmental.', 'non-judgmental'],
    // A separable phrasal verb takes an object pronoun between verb and particle.
    ['call out', 'Call me out when I slip.', 'call me out'],
    ['call out', 'I want someone to call us out.', 'call us out'],
    ['call out', 'She calls them out.', 'calls them out'],
    ['call out', 'He was called out in front of everyone.', 'call out'],
    ['open up', 'Nobody ever opened me up like that.', 'opened me up'],
    // A phrase reads inflections.
    ['grow up', 'Growing up was hard.', 'grow up'],
    ['where it comes from', 'I know where it came from.', 'where it comes from'],
    // A word class fills a slot.
    ['lose {possessive} {relative}', 'They lost their son.', 'lost their son'],
    ['lose {possessive} {relative}', 'I am losing my parents.', 'losing my parents'],
  ])('%s in %j → %s', (term, text, found) => {
    expect(findTerm(term, first(text))).toBe(found);
  });

  it.each([
    // Only a pronoun goes between verb and particle, and only one word.
    ['call out', 'Call the whole team out.'],
    ['call out', 'Call everyone out.'],
    // Only a particle makes a phrase separable: 'sit with' is not 'sit me with'.
    ['sit with', 'Sit me with them.'],
    ['lose {possessive} {relative}', 'I lost my job.'],
    ['lose {possessive} {relative}', 'I lost my temper.'],
  ])('%s is not in %j', (term, text) => {
    expect(findTerm(term, first(text))).toBeUndefined();
  });

  it('names an unknown word class', () => {
    expect(() => findTerm('lose {nobody}', first('I lost it.'))).toThrow(/unknown word class/);
  });
});

describe('findDimensionHits: who leads', () => {
  const lead = (text: string, speaker?: 'client' | 'therapist') =>
    findDimensionHits(first(text), undefined, speaker)
      .filter((h) => h.dimension === 'directiveness')
      .map((h) => h.pole);

  it.each([
    ["I'd like the therapist to take the lead.", 'client', [1]],
    ['I want someone who runs the show.', 'client', [1]],
    ['Maybe someone who lets me take the wheel?', 'client', [-1]],
    ["I'd like to set the pace myself.", 'client', [-1]],
    ['I take the lead early with couples.', 'therapist', [1]],
    ['I let clients decide what we talk about.', 'therapist', [-1]],
    ["I don't want anyone steering me.", 'client', [-1]],
  ] as const)('%s (%s) → %j', (text, speaker, poles) => {
    expect(lead(text, speaker)).toEqual(poles);
  });

  it('leaves "I" to the listed pole when the speaker is unknown', () => {
    expect(lead('I set the pace.')).toEqual([-1]);
    expect(lead('I set the pace.', 'therapist')).toEqual([1]);
  });
});

describe('findDimensionHits: derived forms and intensifiers', () => {
  it.each([
    ['gently', 'gentle', true],
    ['kindness', 'kind', true],
    ['calmly', 'calm', true],
    ['steadily', 'steady', true],
    ['bluntness', 'blunt', true],
    ['honestly', 'honest', false],
    ['pasty', 'past', false],
    ['now', 'no', false],
  ])('derivedFrom(%s, %s) → %s', (word, base, expected) => {
    expect(derivedFrom(word, base)).toBe(expected);
  });

  it('reads a derived form as its term', () => {
    const hits = findDimensionHits(first('Please speak to me gently and calmly.'));
    expect(hits.map((h) => `${h.dimension}${h.pole}`)).toEqual(
      expect.arrayContaining(['warmSupport1', 'emotionalIntensity-1']),
    );
  });

  it('does not read "honestly" as a wish for honesty', () => {
    const hits = findDimensionHits(first('Honestly, I need someone kind.'));
    expect(hits.filter((h) => h.pole === -1)).toEqual([]);
  });

  it('reads a phrase with an intensifier inside it', () => {
    expect(findTerm('tell {object} what to do', first('Tell me exactly what to do.'))).toBe(
      'tell me exactly what to do',
    );
    expect(findTerm('keep the mood light', first('Someone who keeps the mood pretty light.'))).toBe(
      'keeps the mood pretty light',
    );
  });

  it('reads knowing where it comes from as no call to explore it, wanting to know as one', () => {
    const past = (text: string) =>
      findDimensionHits(first(text)).filter((h) => h.dimension === 'pastOrientation');
    expect(past('I know where my issues come from.')).toEqual([]);
    expect(past('I want to know where it comes from.')).toContainEqual(
      expect.objectContaining({ pole: 1 }),
    );
  });

  it('reads an age in childhood', () => {
    const hits = findDimensionHits(first('Something happened when I was eight.'));
    expect(hits).toContainEqual(expect.objectContaining({ dimension: 'pastOrientation', pole: 1 }));
  });
});
