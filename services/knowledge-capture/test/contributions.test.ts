import { ObjectId } from 'mongodb';
import type { Contribution, ProcessedInput } from '@rapport/contracts';
import { anxietyThoughts, KnowledgeCaptureSystem, traumaThoughts, waitFor } from './support';

/** Save, history, get, edit and 'To Insight', with the events the other services consume. */

const sys = new KnowledgeCaptureSystem();

beforeAll(async () => {
  await sys.start();
  await sys.signIn();
});
afterAll(() => sys.stop());

describe('saving and editing contributions', () => {
  let contribution: Contribution;

  const save = async (processedInput: ProcessedInput, therapistName = 'maya') => {
    const res = await sys.post('/api/save-processed-input', { therapistName, processedInput });
    expect(res.status).toBe(200);
    return String(res.body.contributionId);
  };
  const get = (id: string, therapistName = 'maya') =>
    sys.call('GET', `/api/get-contribution/${therapistName}/${id}?_=${Date.now()}`, {
      token: sys.token,
    });

  it('saves a reviewed result with ids and audiences, and publishes it with its questions', async () => {
    const processed = await sys.processThoughts(traumaThoughts);
    const withOther: ProcessedInput = {
      ...processed,
      questions: [
        ...processed.questions,
        { question: 'An untagged question?', reasoning: 'from the expert' },
        { question: 'A question for everyone?', reasoning: '', audience: 'everyone' },
      ],
    };
    const before = Date.now();
    const id = await save(withOther);

    const res = await get(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    contribution = res.body.contribution as Contribution;
    expect(contribution).toMatchObject({
      id,
      therapistName: 'Maya',
      summary: processed.summary,
      deletedQuestionIds: [],
      deletedInsightIds: [],
    });
    expect(contribution.lastEdited).toBeUndefined();
    expect(contribution.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      Math.abs(Date.parse(`${contribution.timestamp.replace(' ', 'T')}Z`) - before),
    ).toBeLessThan(5000);
    expect(contribution.questions).toHaveLength(withOther.questions.length);
    expect(contribution.questions.slice(-2).map((q) => q.audience)).toEqual(['client', 'client']);
    expect(
      new Set([...contribution.questions, ...contribution.analysis].map((x) => x._id)).size,
    ).toBe(contribution.questions.length + contribution.analysis.length);

    const event = await waitFor(() => sys.saved.find((e) => e.contributionId === id));
    expect(event).toMatchObject({
      therapistName: 'Maya',
      timestamp: contribution.timestamp,
      deletedQuestionIds: [],
    });
    expect(event.questions).toEqual(contribution.questions);
    expect(event.questions.map((q) => q.audience)).toContain('therapist');
  });

  it("lists an expert's contributions newest first with their counts, and only theirs", async () => {
    const second = await save(await sys.processThoughts(anxietyThoughts));
    const danielOnly = await save(
      await sys.processThoughts('Grief needs patience and warm support.', 'daniel'),
      'Daniel',
    );
    const res = await sys.call('GET', '/api/get-previous-inputs/maya', { token: sys.token });
    expect(res.status).toBe(200);
    const list = res.body.previousInputs as {
      id: string;
      timestamp: string;
      summary: string;
      questionCount: number;
      insightCount: number;
    }[];
    expect(list.map((p) => p.id)).toEqual([second, contribution.id]);
    expect(list[1]).toEqual({
      id: contribution.id,
      timestamp: contribution.timestamp,
      summary: contribution.summary,
      questionCount: contribution.questions.length,
      insightCount: contribution.analysis.length,
    });
    const daniel = await sys.call('GET', '/api/get-previous-inputs/Daniel', { token: sys.token });
    expect((daniel.body.previousInputs as { id: string }[]).map((p) => p.id)).toEqual([danielOnly]);
    const unknown = await sys.call('GET', '/api/get-previous-inputs/sam', { token: sys.token });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'Please use /maya or /daniel']);
  });

  it.each([
    ['an id that does not exist', () => new ObjectId().toHexString(), 'maya'],
    ['an id that cannot exist', () => 'not-an-id', 'maya'],
    ["another expert's contribution", () => contribution.id, 'daniel'],
  ])('answers 404 for %s', async (_case, id, expert) => {
    const res = await get(id(), expert);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Contribution not found');
  });

  it('converts a question into an insight with a new id', async () => {
    const question = contribution.questions.find((q) => q.audience === 'therapist');
    const res = await sys.post('/api/convert-question-to-insight', {
      question,
      contributionId: contribution.id,
    });
    expect(res.status).toBe(200);
    const insight = res.body.insight as { _id: string; insight: string; application: string };
    expect(insight._id).toEqual(expect.any(String));
    expect(insight._id).not.toBe(question?._id);
    expect(insight.insight).toMatch(/^Therapists differ in /);
    expect(insight.application.length).toBeGreaterThan(10);
  });

  it.each([
    [{ question: { question: 'Q?' }, contributionId: '' }, 400, 'Missing parameters'],
    [
      { question: { question: 'Q?' }, contributionId: new ObjectId().toHexString() },
      404,
      'Contribution not found',
    ],
  ])('refuses to convert %j', async (body, status, message) => {
    const res = await sys.post('/api/convert-question-to-insight', body);
    expect([res.status, res.body.error]).toEqual([status, message]);
  });

  it('saves edits: edited, converted and removed items, deleted ids, lastEdited, and an event', async () => {
    const [edited, converted, ...rest] = contribution.questions;
    const [removedInsight, ...keptInsights] = contribution.analysis;
    const conversion = await sys.post('/api/convert-question-to-insight', {
      question: converted,
      contributionId: contribution.id,
    });
    const newInsight = conversion.body.insight as Contribution['analysis'][number];
    const edit = {
      ...contribution,
      summary: 'Edited summary.',
      questions: [{ ...edited!, question: 'Edited question?', audience: 'Other' }, ...rest],
      analysis: [...keptInsights, newInsight],
      deletedQuestionIds: [converted!._id],
    };
    const before = Date.now();
    const res = await sys.post(`/api/update-contribution/maya/${contribution.id}`, {
      contribution: edit,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const after = res.body.contribution as Contribution;
    expect(after.summary).toBe('Edited summary.');
    expect(after.questions[0]).toEqual({
      ...edited,
      question: 'Edited question?',
      audience: 'client',
    });
    expect(after.questions.map((q) => q._id)).not.toContain(converted!._id);
    expect(after.analysis.at(-1)).toEqual(newInsight);
    expect(after.deletedQuestionIds).toEqual([converted!._id]);
    expect(after.deletedInsightIds).toEqual([removedInsight!._id]);
    expect(Date.parse(after.lastEdited ?? '')).toBeGreaterThanOrEqual(before - 1000);

    // A reload shows the same.
    expect((await get(contribution.id)).body.contribution).toEqual(after);
    const list = (await sys.call('GET', '/api/get-previous-inputs/maya', { token: sys.token })).body
      .previousInputs as { id: string; questionCount: number; insightCount: number }[];
    expect(list.find((p) => p.id === contribution.id)).toMatchObject({
      questionCount: after.questions.length,
      insightCount: after.analysis.length,
    });

    const event = await waitFor(() =>
      sys.updated.find((e) => e.contributionId === contribution.id),
    );
    expect(event).toMatchObject({ therapistName: 'Maya', deletedQuestionIds: [converted!._id] });
    expect(event.questions).toEqual(after.questions);
  });

  it('answers 404 when editing a contribution that does not exist', async () => {
    const res = await sys.post(`/api/update-contribution/maya/${new ObjectId().toHexString()}`, {
      contribution: { summary: 'S', questions: [], analysis: [] },
    });
    expect([res.status, res.body.error]).toEqual([404, 'Contribution not found']);
  });
});
