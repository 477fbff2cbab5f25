import type { Contribution, TherapistQuestion } from '@rapport/contracts';
import {
  anxietyThoughts,
  therapistQuestionsOf,
  traumaThoughts,
  QuestionnaireSystem,
} from './support';

const ids = (qs: TherapistQuestion[]) => qs.map((q) => q.id);
const hasAll = (qs: TherapistQuestion[], wanted: TherapistQuestion[]) =>
  wanted.every((w) => qs.some((q) => q.id === w.id && q.text === w.text));

/** The therapist-question projection: fed by the experts' contribution events, durably. */

const sys = new QuestionnaireSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop());

describe('therapist questions from the experts', () => {
  let contribution: Contribution;

  it("lists an expert's new therapist questions within a second, each with its source", async () => {
    contribution = await sys.contribute(await sys.process(traumaThoughts), 'Maya');
    const expected = therapistQuestionsOf(contribution, 'Maya');
    expect(expected.length).toBeGreaterThan(0);

    const { questions, ms } = await sys.questionsWhen((qs) => hasAll(qs, expected));
    expect(ms).toBeLessThan(1000);
    const mine = questions.filter((q) => contribution.questions.some((c) => c._id === q.id));
    // In the contribution's own order, exactly as the expert wrote them.
    expect(mine).toEqual(expected);
  });

  it('leaves the client-audience questions to the client assessment', async () => {
    const clientIds = contribution.questions
      .filter((q) => q.audience === 'client')
      .map((q) => q._id);
    expect(clientIds.length).toBeGreaterThan(0);
    const listed = ids(await sys.questions());
    for (const id of clientIds) expect(listed).not.toContain(id);
  });

  it('follows an edit, a removal and a move to the client audience', async () => {
    const [first, second, third] = contribution.questions.filter((q) => q.audience === 'therapist');
    expect(third).toBeDefined();
    const edited = await sys.edit({
      ...contribution,
      questions: contribution.questions
        .filter((q) => q._id !== second!._id)
        .map((q) =>
          q._id === first!._id
            ? { ...q, question: 'How do you let a client with trauma set the pace?' }
            : q._id === third!._id
              ? { ...q, audience: 'client' as const }
              : q,
        ),
      deletedQuestionIds: [second!._id],
    });
    const { questions, ms } = await sys.questionsWhen(
      (qs) =>
        qs.some((q) => q.id === first!._id && q.text.startsWith('How do you let')) &&
        !qs.some((q) => q.id === second!._id || q.id === third!._id),
    );
    expect(ms).toBeLessThan(1000);
    expect(questions.filter((q) => edited.questions.some((c) => c._id === q.id))).toEqual(
      therapistQuestionsOf(edited, 'Maya'),
    );
    contribution = edited;
  });

  it('keeps each expert as the source of their own questions', async () => {
    const daniel = await sys.contribute(await sys.process(anxietyThoughts, 'Daniel'), 'Daniel');
    const expected = therapistQuestionsOf(daniel, 'Daniel');
    const { questions } = await sys.questionsWhen((qs) => hasAll(qs, expected));
    for (const q of questions.filter((x) => ids(expected).includes(x.id))) {
      expect(q.source).toEqual({ therapist: 'Daniel' });
    }
    const maya = contribution.questions.find((q) => q.audience === 'therapist');
    expect(questions.find((q) => q.id === maya?._id)?.source).toEqual({
      therapist: 'Maya',
    });
  });

  it('catches up after a restart without losing or duplicating a question', async () => {
    const before = await sys.questions();
    await sys.stopQuestionnaire();
    // Saved and edited while the questionnaire is down: only the durable consumers see them.
    const meanwhile = await sys.contribute(
      await sys.process(
        'Grieving clients need patience and warm support. Some want to talk about the person they lost.',
      ),
      'Maya',
    );
    const removedWhileDown = contribution.questions.find((q) => q.audience === 'therapist');
    contribution = await sys.edit({
      ...contribution,
      questions: contribution.questions.filter((q) => q._id !== removedWhileDown?._id),
      deletedQuestionIds: [...contribution.deletedQuestionIds, removedWhileDown!._id],
    });
    const unavailable = await sys.call('GET', '/api/get-therapist-questions');
    expect(unavailable.status).toBe(503);

    await sys.startQuestionnaire();
    const expected = therapistQuestionsOf(meanwhile, 'Maya');
    expect(expected.length).toBeGreaterThan(0);
    const { questions } = await sys.questionsWhen(
      (qs) => hasAll(qs, expected) && !qs.some((q) => q.id === removedWhileDown?._id),
      5000,
    );
    expect(new Set(ids(questions)).size).toBe(questions.length);
    const kept = before.filter((q) => q.id !== removedWhileDown?._id);
    expect(questions.filter((q) => ids(kept).includes(q.id))).toEqual(kept);
    expect(questions).toHaveLength(kept.length + expected.length);
  });
});
