import type { ProcessedInput } from '@rapport/contracts';
import { anxietyThoughts, KnowledgeCaptureSystem, traumaThoughts } from './support';

const audiences = (p: ProcessedInput) => [...new Set(p.questions.map((q) => q.audience))].sort();

/** therapist-input and therapist-input-refinement with the local engine behind the gateway. */

const sys = new KnowledgeCaptureSystem();

beforeAll(async () => {
  await sys.start();
  await sys.signIn();
});
afterAll(() => sys.stop());

describe('processing and refining thoughts', () => {
  it.each([
    [
      { therapistName: 'maya', rawInput: '   ' },
      400,
      'Please enter your thoughts before submitting',
    ],
    [{ therapistName: 'maya' }, 400, 'Please enter your thoughts before submitting'],
    [{ rawInput: 'Thoughts' }, 400, 'Error: Therapist name is not available'],
    [{ therapistName: 'sam', rawInput: 'Thoughts' }, 400, 'Please use /maya or /daniel'],
  ])('refuses %j with the spec text', async (body, status, message) => {
    const res = await sys.post('/api/therapist-input', body);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
  });

  it('accepts the expert name in any case', async () => {
    expect(
      (
        await sys.post('/api/therapist-input', {
          therapistName: 'DANIEL',
          rawInput: 'Grief takes time.',
        })
      ).status,
    ).toBe(200);
  });

  it('turns two different sets of thoughts into different summaries, questions and insights', async () => {
    const a = await sys.processThoughts(traumaThoughts);
    const b = await sys.processThoughts(anxietyThoughts);
    expect(a.summary).not.toBe(b.summary);
    expect(a.summary).toContain('childhood trauma');
    expect(b.summary).toContain('panic attacks');
    expect(a.questions.map((q) => q.question)).not.toEqual(b.questions.map((q) => q.question));
    expect(a.analysis.map((i) => i.insight)).not.toEqual(b.analysis.map((i) => i.insight));
    expect(audiences(a)).toEqual(['client', 'therapist']);
    expect(audiences(b)).toEqual(['client', 'therapist']);
    for (const p of [a, b]) {
      expect(p.questions.every((q) => q.question.endsWith('?') && q.reasoning.length > 20)).toBe(
        true,
      );
      expect(p.analysis.every((i) => i.insight.length > 10 && i.application.length > 10)).toBe(
        true,
      );
    }
  });

  it('answers the same result for the same thoughts', async () => {
    expect(await sys.processThoughts(traumaThoughts)).toEqual(
      await sys.processThoughts(traumaThoughts),
    );
  });

  it.each([
    [{ rawInput: '  ' }, 'Please enter refinement instructions'],
    [
      { rawInput: `${traumaThoughts}\n\nRefinement instructions: ` },
      'Please enter refinement instructions',
    ],
    [{ rawInput: traumaThoughts, instructions: ' ' }, 'Please enter refinement instructions'],
    [{ rawInput: 'Focus on grief', therapistName: 'nobody' }, 'Please use /maya or /daniel'],
  ])('refuses refinement %j with the spec text', async (extra, message) => {
    const original = await sys.processThoughts(traumaThoughts);
    const res = await sys.post('/api/therapist-input-refinement', {
      therapistName: 'maya',
      originalProcessedInput: original,
      ...extra,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it.each([
    ['sent apart', { instructions: 'Shorter summary, two more client questions' }],
    ['after a label', {}],
  ])(
    'refines with instructions %s: shorter summary, more client questions',
    async (_case, extra) => {
      const original = await sys.processThoughts(traumaThoughts);
      const res = await sys.post('/api/therapist-input-refinement', {
        therapistName: 'maya',
        rawInput: `${traumaThoughts}\n\nRefinement instructions: Shorter summary, two more client questions`,
        originalProcessedInput: original,
        ...extra,
      });
      expect(res.status).toBe(200);
      const refined = res.body.processedInput as ProcessedInput;
      expect(refined.summary.length).toBeLessThan(original.summary.length);
      const clients = (p: ProcessedInput) =>
        p.questions.filter((q) => q.audience === 'client').length;
      expect(clients(refined)).toBe(clients(original) + 2);
    },
  );

  it('refines toward a theme the expert asks to focus on', async () => {
    const original = await sys.processThoughts(anxietyThoughts);
    const res = await sys.post('/api/therapist-input-refinement', {
      therapistName: 'maya',
      rawInput: `${anxietyThoughts}\n\nRefinement: focus on grief`,
      originalProcessedInput: original,
    });
    const refined = res.body.processedInput as ProcessedInput;
    expect(refined.questions[0]?.question).toContain('grief');
    expect(refined).not.toEqual(original);
  });
});
