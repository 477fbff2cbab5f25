import { readSignals } from '@rapport/language';
import { readExpertStances } from './expert-reading';
import { couples, drinking, testMeEarly } from './issue-12.fixtures';
import { buildQuestions, type QuestionPlan } from './question-builder';
import { isWellFormedQuestion } from './question-quality';

const trauma =
  'Clients who have lived through childhood trauma need a therapist who lets them set the pace. Warm, gentle validation matters more than clever interpretations.';

const questionsOf = (text: string, plan?: QuestionPlan) =>
  buildQuestions(readSignals(text), readExpertStances(text), plan);

describe('buildQuestions', () => {
  it('asks clients and therapists, three each by default', () => {
    const qs = questionsOf(trauma);
    expect(qs.filter((q) => q.audience === 'client')).toHaveLength(3);
    expect(qs.filter((q) => q.audience === 'therapist')).toHaveLength(3);
  });

  it("asks about the theme in the expert's own words, citing the sentence it came from", () => {
    const [first] = questionsOf(trauma);
    expect(first?.question).toContain('childhood trauma');
    expect(first?.source).toBe(
      'Clients who have lived through childhood trauma need a therapist who lets them set the pace.',
    );
  });

  it('asks about a matching dimension the thoughts take a side on, in plain words', () => {
    const qs = questionsOf(trauma);
    const dim = qs.find((q) => q.reasoning.includes("'Support or challenge'"));
    expect(dim?.question).toMatch(/gentle encouragement|warmth and validation/);
    expect(dim?.reasoning).not.toMatch(/'(warm|gentle|validation)'/);
  });

  // Issue 12: "What would you most like to change around many partners repeat in your life right now?"
  it('never shows a fragment: the seed couples input asks about relationships', () => {
    const qs = questionsOf(couples, { client: 10, therapist: 10 });
    expect(qs.map((q) => q.question).join(' ')).not.toMatch(/partners repeat/);
    expect(qs[0]?.question).toBe(
      'What would you most like to change around relationships in your life right now?',
    );
    for (const q of qs) expect(isWellFormedQuestion(q.question)).toBe(true);
  });

  // Issue 12: "Test me early on" gave "When it comes to test, what would you want from a therapist?"
  it('does not make a topic of a verb or of the people in the room', () => {
    const asked = questionsOf(testMeEarly, { client: 10, therapist: 10 }).map((q) => q.question);
    expect(asked.join(' ')).not.toMatch(/\btest\b|previous therapist|When it comes to/);
  });

  it('gives every question the sentence it came from', () => {
    const sentences = readSignals(drinking).text.sentences.map((s) => s.text);
    for (const q of questionsOf(drinking)) expect(sentences).toContain(q.source);
  });

  it.each([
    [{ client: 5, therapist: 1 }, 5, 1],
    [{ client: 0, therapist: 2 }, 0, 2],
  ])('follows the plan %j as far as there are questions', (plan, clients, therapists) => {
    const qs = questionsOf(`${trauma} ${couples}`, plan);
    expect(qs.filter((q) => q.audience === 'client')).toHaveLength(clients);
    expect(qs.filter((q) => q.audience === 'therapist')).toHaveLength(therapists);
  });

  it('puts requested topics first, for the audience asked, with the request as source', () => {
    const request = 'ask therapists about sleep';
    const qs = questionsOf(trauma, {
      client: 3,
      therapist: 3,
      extraTopics: [{ topic: 'sleep', audience: 'therapist', request }],
    });
    const first = qs.find((q) => q.audience === 'therapist');
    expect(first?.question).toBe('How do you work with sleep in your sessions with clients?');
    expect(first?.source).toBe(request);
    expect(
      qs.filter((q) => q.audience === 'client').some((q) => q.question.includes('sleep')),
    ).toBe(false);
  });

  it('still asks both audiences when nothing in the text is recognised', () => {
    const qs = questionsOf('Hmm.');
    expect(qs.map((q) => q.audience)).toEqual(['client', 'therapist']);
    expect(qs.every((q) => q.source === 'Hmm.')).toBe(true);
  });

  it('never repeats a question', () => {
    const qs = questionsOf(`${trauma} ${trauma}`, { client: 10, therapist: 10 });
    expect(new Set(qs.map((q) => q.question)).size).toBe(qs.length);
  });
});
