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
