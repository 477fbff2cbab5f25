import { questionnaireResultTherapist } from '@rapport/contracts';
import { answersText, localTherapistEngine } from './local';
import type { ExpertInsight, TherapistAnswer } from './therapist-engine';

const engine = localTherapistEngine();

const answers = (...texts: string[]): TherapistAnswer[] =>
  texts.map((answer, i) => ({ questionId: `q${i}`, question: `Question ${i + 1}?`, answer }));

const traumaExplorer = answers(
  'Most of my clients are adults who survived childhood abuse and neglect',
  'I let them set the pace and never push them to talk about the trauma before they feel safe.',
  'Warmth, patience and acceptance come first; I validate what they feel.',
  'We often look at how their early family life and attachment shaped them.',
);
const cbtStructured = answers(
  'I use CBT with a clear structure, an agenda and homework between sessions.',
  'Panic attacks and worry are most of my work; graded exposure is at its core.',
  'We focus on what is happening now, this week, and on practical tools to cope.',
  'I am direct and will challenge avoidance when it keeps someone stuck.',
);

const insights: ExpertInsight[] = [
  {
    insight: 'Warm, gentle support is what lets clients open up about childhood trauma.',
    application: 'Lean \'Support or challenge\' toward "Warm, gentle support".',
    expert: 'Maya',
  },
  {
    insight: 'With panic attacks, clients do best when the therapist takes the lead.',
    application: 'Lean \'Who leads the sessions\' toward "The therapist takes the lead".',
    expert: 'Daniel',
  },
];

const generate = (responses: TherapistAnswer[]) =>
  engine.generateTherapistProfile({ name: '  Sam Rivera ', experience: 9, responses, insights });

describe('localTherapistEngine.generateTherapistProfile', () => {
  it('answers the contract result, with the name and experience given', async () => {
    const result = await generate(traumaExplorer);
    expect(questionnaireResultTherapist.parse(result)).toEqual(result);
    expect(result).toMatchObject({ name: 'Sam Rivera', experience: 9 });
  });

  it('reads a warm, past-oriented trauma therapist from their words', async () => {
    const r = await generate(traumaExplorer);
    expect(r.specialty).toBe('Trauma & PTSD');
    expect(r.style).toBe('Warm and reflective');
    expect(r.tags).toEqual(expect.arrayContaining(['trauma', 'warm']));
    expect(r.dimensions.warmSupport).toBeGreaterThan(0.5);
    expect(r.dimensions.pastOrientation).toBeGreaterThan(0.5);
    expect(r.insightsApplied).toEqual([
      expect.objectContaining({ insightText: insights[0]?.insight, source: 'Maya' }),
    ]);
  });

  it('reads a structured, present-focused CBT therapist from theirs', async () => {
    const r = await generate(cbtStructured);
    expect(r.specialty).toBe('Anxiety & stress');
    expect(r.style).toBe('Structured, practical and direct');
    expect(r.tags).toEqual(expect.arrayContaining(['anxiety', 'CBT', 'exposure', 'structured']));
    expect(r.dimensions).toMatchObject({ directiveness: 1, pastOrientation: -1 });
    expect(r.dimensions.warmSupport).toBeLessThan(0);
    expect(r.insightsApplied.map((i) => i.source)).toEqual(['Daniel']);
  });

  it('writes several paragraphs in the second person about the approach', async () => {
    const { description } = await generate(traumaExplorer);
    const paragraphs = description.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    for (const p of paragraphs) expect(p).toMatch(/\b(You|you|your)\b/);
    expect(description).toContain('9 years of practice');
    expect(description).toContain('Dr. Maya observes');
    expect(description).not.toMatch(/\{\w+\}|undefined/);
  });

  it('is deterministic', async () => {
    expect(await generate(cbtStructured)).toEqual(await generate(cbtStructured));
  });

  it('applies no insight and stays neutral when the answers give nothing to go on', async () => {
    const r = await generate(answers('Yes.', 'It depends on the person.'));
    expect(r).toMatchObject({ specialty: 'General counselling', style: 'Balanced and adaptable' });
    expect(r.insightsApplied).toEqual([]);
    expect(Object.values(r.dimensions).every((v) => v === 0)).toBe(true);
  });
});

describe('localTherapistEngine.describeTherapist', () => {
  it('describes from the stored answers and the position given', async () => {
    const description = await engine.describeTherapist({
      name: 'Sam Rivera',
      experience: 1,
      responses: cbtStructured,
      insightsApplied: [],
      dimensions: { directiveness: 0.8, emotionalIntensity: 0, pastOrientation: 0, warmSupport: 0 },
    });
    expect(description).toContain('one year of practice');
    expect(description).toContain('You take an active lead');
    expect(description).not.toContain('here and now, on what');
  });

  it('falls back to the bio and specialty when there are no answers', async () => {
    const description = await engine.describeTherapist({
      name: 'Sam Rivera',
      experience: 0,
      specialty: 'Perinatal care',
      bio: 'I support new parents through the first year.',
      responses: [],
      insightsApplied: [
        { insightText: 'New parents need reassurance.', relevance: '', source: 'unknown' },
      ],
    });
    expect(description).toContain('early in your practice');
    expect(description).toContain('“I support new parents through the first year.”');
    expect(description).toContain('An expert observes');
  });
});

describe('localTherapistEngine.tagAnswer', () => {
  it.each<[string, string[]]>([
    ['I use EMDR with veterans after combat trauma.', ['trauma', 'EMDR', 'veterans']],
    ['Couples often arrive in conflict; I coach both partners.', ['relationships', 'couples']],
  ])('%s → includes %j', async (answer, tags) => {
    expect(await engine.tagAnswer({ question: 'How do you work?', answer })).toEqual(
      expect.arrayContaining(tags),
    );
  });

  it('always has a few tags for a plain answer', async () => {
    const tags = await engine.tagAnswer({
      question: 'Anything else?',
      answer: 'Good listening skills and a quiet room matter to me.',
    });
    expect(tags.length).toBeGreaterThan(0);
  });
});

describe('answersText', () => {
  it('ends every answer as a sentence and keeps them apart', () => {
    expect(
      answersText([{ answer: ' First ' }, { answer: '' }, { answer: 'Second!' }], ['Bio']),
    ).toBe('First.\n\nSecond!\n\nBio.');
  });
});

describe('reading therapists honestly (issue 12)', () => {
  it('places "now rather than their childhoods" toward the present', async () => {
    const profile = await engine.generateTherapistProfile({
      name: 'Dr. Test',
      experience: 8,
      responses: answers(
        'I work with couples.',
        'We focus on how they talk to each other now rather than their childhoods.',
      ),
      insights: [],
    });
    expect(profile.dimensions.pastOrientation).toBeLessThan(0);
  });

  it('describes the approach without quoted cue words and names methods as therapies', async () => {
    const description = await engine.describeTherapist({
      name: 'Dr. Test',
      experience: 5,
      specialty: 'Trauma',
      responses: answers(
        'I use somatic work and a lot of grounding.',
        "I don't give homework; clients set the direction and I follow.",
      ),
      insightsApplied: [],
    });
    expect(description).toContain('somatic therapy');
    expect(description).not.toMatch(/in your words|'[a-z]+'/i);
  });
});
