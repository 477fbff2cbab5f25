import { clientPreferencesFromAnalysis } from '@rapport/matching';
import { readClient } from './evidence';
import { localClientEngine } from './local';

const engine = localClientEngine();

const answers = [
  {
    question: 'What brings you to therapy right now?',
    answer:
      'I started getting panic attacks on the train about a year ago. My heart races and I have to get off at the next stop.',
  },
  {
    question: 'How would you like your therapist to work with you?',
    answer:
      "I want practical techniques and I'm happy to do homework. I'd like the therapist to have a plan.",
  },
  {
    question: 'How do you get on with your partner?',
    answer:
      'My partner is patient with me, but our arguments about my avoidance are getting worse.',
  },
  {
    question: 'Past or present?',
    answer: "I don't see the point of digging into my childhood. I need to cope with today.",
  },
];

describe('localClientEngine.analyzeClient', () => {
  it('places the client through clientPreferencesFromAnalysis, like the evaluation', async () => {
    const analysis = await engine.analyzeClient(answers);
    expect(analysis.preferences).toEqual(
      clientPreferencesFromAnalysis(readClient(answers).evidence),
    );
    expect(analysis.preferences.themes[0]).toBe('anxiety');
    expect(analysis.preferences.dimensions.directiveness).toBeGreaterThan(0);
    expect(analysis.preferences.dimensions.pastOrientation).toBeLessThan(0);
  });

  it('tags and summarises what the client said', async () => {
    const { tags, summary } = await engine.analyzeClient(answers);
    expect(tags).toEqual(expect.arrayContaining(['Anxiety', 'Wants a clear plan']));
    expect(summary).toMatch(/^You are looking for help with anxiety/);
  });

  it('is deterministic', async () => {
    expect(await engine.analyzeClient(answers)).toEqual(await engine.analyzeClient(answers));
  });
});

describe('localClientEngine.generatePersonalityProfile', () => {
  const generate = async (bestMatch: { therapistName: string; matchScore: number } | null) => {
    const analysis = await engine.analyzeClient(answers);
    return engine.generatePersonalityProfile(answers, { analysis, bestMatch });
  };

  it('writes several second-person paragraphs that quote the client', async () => {
    const { personalityProfile } = await generate({
      therapistName: 'Dr. Ben Kaur',
      matchScore: 72,
    });
    const paragraphs = personalityProfile.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    for (const p of paragraphs) expect(p).toMatch(/\byou\b|\byour\b/i);
    expect(personalityProfile).toContain('panic attacks');
    expect(personalityProfile).toContain('"I want practical techniques');
    expect(personalityProfile).toContain('What brings you to therapy right now?');
  });

  it('quotes each sentence at most once', async () => {
    const { personalityProfile } = await generate(null);
    const quotes = personalityProfile.match(/"[^"]{20,}"/g) ?? [];
    expect(new Set(quotes).size).toBe(quotes.length);
  });

  it('passes the model’s best score through and names the therapist', async () => {
    const out = await generate({ therapistName: 'Dr. Ben Kaur', matchScore: 72 });
    expect(out.matchScore).toBe(72);
    expect(out.personalityProfile).toContain(
      'Dr. Ben Kaur fits you best, with a match score of 72%',
    );
  });

  it('scores 0 and says so when there is nobody to match yet', async () => {
    const out = await generate(null);
    expect(out.matchScore).toBe(0);
    expect(out.personalityProfile).toContain('no therapists in the directory');
  });

  it('keeps the analysis tags and summary', async () => {
    const analysis = await engine.analyzeClient(answers);
    const out = await engine.generatePersonalityProfile(answers, { analysis, bestMatch: null });
    expect([out.tags, out.summary]).toEqual([analysis.tags, analysis.summary]);
  });

  it('still writes a profile from a single short answer', async () => {
    const short = [{ question: '', answer: 'Things have been hard lately.' }];
    const analysis = await engine.analyzeClient(short);
    const out = await engine.generatePersonalityProfile(short, { analysis, bestMatch: null });
    expect(out.personalityProfile.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(out.personalityProfile).toContain('Things have been hard lately');
  });

  it('is deterministic', async () => {
    expect(await generate(null)).toEqual(await generate(null));
  });
});

describe('reading people honestly (issue 12)', () => {
  const reversed = [
    {
      question: 'What has helped you before?',
      answer:
        "My last therapist was gentle and warm… it did nothing for me. I need someone who won't let me off the hook.",
    },
  ];

  it('reads "gentle and warm did nothing for me" as a wish for challenge, not warmth', async () => {
    const analysis = await engine.analyzeClient(reversed);
    expect(analysis.preferences.dimensions.warmSupport).toBeLessThan(0);
    expect(analysis.summary).not.toMatch(/warm/i);
    // Read from a negation and a contrast, so it is an inference, not something asked for.
    expect(analysis.summary).toContain(
      'Your answers suggest you would like someone who challenges you directly',
    );
    expect(analysis.summary).not.toContain('You asked for');
  });

  it('says "You asked for" for a wish stated in so many words', async () => {
    const analysis = await engine.analyzeClient([
      {
        question: 'How should a therapist work with you?',
        answer: 'I want someone warm and gentle.',
      },
    ]);
    expect(analysis.summary).toContain('You asked for warm, gentle support');
  });

  it('writes no weights, signed numbers or quoted cue words, and never quotes a sentence twice', async () => {
    const twice = [...answers, { question: 'Anything else?', answer: answers[1]!.answer }];
    const analysis = await engine.analyzeClient(twice);
    const { personalityProfile } = await engine.generatePersonalityProfile(twice, {
      analysis,
      bestMatch: null,
    });
    expect(personalityProfile).not.toMatch(/[+-]\d|\d\.\d/);
    expect(personalityProfile).not.toMatch(/"[a-z]+(?: [a-z]+)?"/i);
    const quotes = personalityProfile.match(/"[^"]+"/g) ?? [];
    expect(new Set(quotes).size).toBe(quotes.length);
  });

  it('does not praise or quote answers that say nothing yet', async () => {
    const empty = [
      { question: 'What brings you here?', answer: "I don't know." },
      { question: 'How should a therapist work with you?', answer: 'Not sure.' },
    ];
    const analysis = await engine.analyzeClient(empty);
    const { personalityProfile } = await engine.generatePersonalityProfile(empty, {
      analysis,
      bestMatch: null,
    });
    expect(personalityProfile).not.toMatch(/"I don't know"|hope in how you write|reflective way/);
    expect(personalityProfile).toContain('Your answers are short so far');
  });
});

describe('reading who leads and what is set aside (issue 12, generalisation)', () => {
  const position = async (answer: string) =>
    (await engine.analyzeClient([{ question: 'What are you looking for?', answer }])).preferences
      .dimensions;

  it.each([
    ["I'm not very self-directed, I'd like the therapist to lead.", 'directiveness', 1],
    ['Maybe someone who lets me take the wheel?', 'directiveness', -1],
    ['Less talk about feelings and more calm problem-solving, please.', 'emotionalIntensity', -1],
    ["Looking back hasn't helped me so far; I want to look forward.", 'pastOrientation', -1],
    ["I cry at adverts, I'm not scared of feelings. Bring it on.", 'emotionalIntensity', 1],
    ['Challenge me, but kindly.', 'warmSupport', -1],
  ] as const)('%s → %s %d', async (answer, key, sign) => {
    expect(Math.sign((await position(answer))[key])).toBe(sign);
  });
});
