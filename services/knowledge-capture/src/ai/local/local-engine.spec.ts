import { LocalExpertEngine } from './local-engine';

const engine = new LocalExpertEngine();

const traumaThoughts =
  'Clients who have lived through childhood trauma often need a therapist who lets them set the pace. ' +
  'I find that warm, gentle validation matters far more than clever interpretations in the first months. ' +
  'Pushing them to talk about the abuse too early can retraumatise them.';

const anxietyThoughts =
  'My anxious clients usually want practical tools for panic attacks, not years of exploring their past. ' +
  'I give homework and a clear structure from the first session. ' +
  'A bit of direct challenge helps people who avoid things because of worry.';

describe('LocalExpertEngine', () => {
  it('answers the same result for the same thoughts', async () => {
    expect(await engine.processExpertInput(traumaThoughts)).toEqual(
      await engine.processExpertInput(traumaThoughts),
    );
  });

  it('answers different summaries, questions and insights for different thoughts', async () => {
    const a = await engine.processExpertInput(traumaThoughts);
    const b = await engine.processExpertInput(anxietyThoughts);
    expect(a.summary).not.toBe(b.summary);
    expect(a.questions.map((q) => q.question)).not.toEqual(b.questions.map((q) => q.question));
    expect(a.analysis.map((i) => i.insight)).not.toEqual(b.analysis.map((i) => i.insight));
    for (const r of [a, b]) {
      expect(new Set(r.questions.map((q) => q.audience))).toEqual(new Set(['client', 'therapist']));
    }
  });

  it('reads opposite leanings from opposite thoughts', async () => {
    const a = await engine.processExpertInput(traumaThoughts);
    const b = await engine.processExpertInput(anxietyThoughts);
    expect(a.analysis.map((i) => i.application).join(' ')).toContain('"You set the direction"');
    expect(b.analysis.map((i) => i.application).join(' ')).toContain(
      '"The therapist takes the lead"',
    );
  });

  describe('refine', () => {
    const count = (r: { questions: { audience: string }[] }, audience: string) =>
      r.questions.filter((q) => q.audience === audience).length;

    it.each([
      [
        'shorter summary',
        (before: R, after: R) => expect(after.summary.length).toBeLessThan(before.summary.length),
      ],
      [
        'two more client questions',
        (before: R, after: R) => expect(count(after, 'client')).toBe(count(before, 'client') + 2),
      ],
      ['no therapist questions', (_b: R, after: R) => expect(count(after, 'therapist')).toBe(0)],
      [
        'focus on grief',
        (_b: R, after: R) => expect(after.questions[0]?.question).toContain('grief'),
      ],
      [
        'remove anything about validation',
        (before: R, after: R) => {
          const asked = (r: R) => [
            ...r.questions.map((q) => q.question),
            ...r.analysis.map((i) => i.insight),
          ];
          expect(asked(before).join(' ')).toMatch(/validation/i);
          expect(asked(after).join(' ')).not.toMatch(/validation/i);
        },
      ],
      [
        'add a question about sleep',
        (_b: R, after: R) =>
          expect(
            after.questions.filter((q) => q.question.includes('sleep')).map((q) => q.audience),
          ).toEqual(['client', 'therapist']),
      ],
      [
        'more insights',
        (before: R, after: R) =>
          expect(after.analysis.length).toBeGreaterThanOrEqual(before.analysis.length),
      ],
    ])('%s', async (instructions, check) => {
      const before = await engine.processExpertInput(traumaThoughts);
      const after = await engine.refine(traumaThoughts, instructions, before);
      check(before, after);
      expect(after).not.toEqual(before);
    });

    it('removes a theme by its words, keeps unrelated uses of the word, and keeps what was asked for', async () => {
      const before = await engine.processExpertInput(anxietyThoughts);
      const after = await engine.refine(
        anxietyThoughts,
        'Remove anything about work, add a question about sleep',
        before,
      );
      const asked = after.questions.map((q) => q.question);
      expect(asked.some((q) => /work stress|practical changes at work/.test(q))).toBe(false);
      expect(asked).toContain(
        "How much of your work looks at a client's early history compared with their current situation?",
      );
      expect(after.questions.filter((q) => q.question.includes('sleep'))).toHaveLength(2);
      expect(after.questions.find((q) => q.question.includes('sleep'))?.reasoning).toBe(
        `Added at the expert's request ("add a question about sleep"); the answer shows how sleep bears on the match.`,
      );
    });

    it('changes the result even for instructions it has no rule for', async () => {
      const before = await engine.processExpertInput(traumaThoughts);
      const after = await engine.refine(traumaThoughts, 'Think about the role of shame.', before);
      expect(after).not.toEqual(before);
      expect(JSON.stringify(after.questions)).toContain('shame');
    });

    it('works from the previous summary when the original thoughts are missing', async () => {
      const before = await engine.processExpertInput(traumaThoughts);
      const after = await engine.refine('', 'shorter summary', before);
      expect(after.summary.length).toBeLessThan(before.summary.length);
      expect(before.summary).toContain(after.summary);
    });
  });

  it('turns a question into an insight with an application', async () => {
    const out = await engine.questionToInsight({
      question: 'How do you pace work with childhood trauma?',
      reasoning: 'Trauma work needs pacing.',
      audience: 'therapist',
    });
    expect(out.insight).toBe('Therapists differ in how they pace work with childhood trauma.');
    expect(out.application).toContain('trauma');
  });
});

type R = Awaited<ReturnType<LocalExpertEngine['processExpertInput']>>;
