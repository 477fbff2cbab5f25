import { buildQuestions } from './question-builder';
import { readSignals } from '@rapport/language';

const trauma =
  'Clients who have lived through childhood trauma need a therapist who lets them set the pace. Warm, gentle validation matters more than clever interpretations.';

describe('buildQuestions', () => {
  it('asks clients and therapists, three each by default', () => {
    const qs = buildQuestions(readSignals(trauma));
    expect(qs.filter((q) => q.audience === 'client')).toHaveLength(3);
    expect(qs.filter((q) => q.audience === 'therapist')).toHaveLength(3);
  });

  it("asks about the theme in the expert's own words and cites them in the reasoning", () => {
    const [first] = buildQuestions(readSignals(trauma));
    expect(first?.question).toContain('childhood trauma');
    expect(first?.reasoning).toContain(
      'The expert said: "Clients who have lived through childhood trauma need a therapist who lets them set the pace."',
    );
  });

  it('asks about a matching dimension the thoughts bear on', () => {
    const qs = buildQuestions(readSignals(trauma));
    const dim = qs.find((q) => q.reasoning.includes("'Support or challenge'"));
    expect(dim?.question).toMatch(/gentle encouragement|warmth and validation/);
  });

  it.each([
    [{ client: 5, therapist: 1 }, 5, 1],
    [{ client: 0, therapist: 2 }, 0, 2],
  ])('follows the plan %j', (plan, clients, therapists) => {
    const qs = buildQuestions(readSignals(trauma), plan);
    expect(qs.filter((q) => q.audience === 'client')).toHaveLength(clients);
    expect(qs.filter((q) => q.audience === 'therapist')).toHaveLength(therapists);
  });

  it('puts requested topics first, for the audience asked', () => {
    const qs = buildQuestions(readSignals(trauma), {
      client: 3,
      therapist: 3,
      extraTopics: [
        { topic: 'sleep', audience: 'therapist', request: 'ask therapists about sleep' },
      ],
    });
    expect(qs.find((q) => q.audience === 'therapist')?.question).toContain('sleep');
    expect(
      qs.filter((q) => q.audience === 'client').some((q) => q.question.includes('sleep')),
    ).toBe(false);
  });

  it('still asks both audiences when nothing in the text is recognised', () => {
    const qs = buildQuestions(readSignals('Hmm.'));
    expect(qs.map((q) => q.audience)).toEqual(['client', 'therapist']);
    expect(qs.every((q) => q.reasoning.includes('Hmm.'))).toBe(true);
  });

  it('never repeats a question', () => {
    const qs = buildQuestions(readSignals(`${trauma} ${trauma}`), { client: 10, therapist: 10 });
    expect(new Set(qs.map((q) => q.question)).size).toBe(qs.length);
  });
});
