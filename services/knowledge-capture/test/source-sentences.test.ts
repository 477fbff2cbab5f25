import type { Contribution, ProcessedInput } from '@rapport/contracts';
import { KnowledgeCaptureSystem } from './support';

/**
 * Issue 12, through the gateway with the offline engine: every question and insight carries
 * the expert's sentence it came from, through saving, the saved event, reading back and 'To
 * Insight'; the refinement instruction is applied to the reviewed result.
 */
const sys = new KnowledgeCaptureSystem();

const drinking =
  'Clients who feel ashamed about drinking need a therapist who does not lecture them. Curiosity works better than confrontation, and small, practical goals keep them coming back.';
const sentences = [
  'Clients who feel ashamed about drinking need a therapist who does not lecture them.',
  'Curiosity works better than confrontation, and small, practical goals keep them coming back.',
];

beforeAll(async () => {
  await sys.start();
  await sys.signIn();
});
afterAll(() => sys.stop());

const waitFor = async <T>(find: () => T | undefined, ms = 10_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

it('carries the source sentence of every question and insight from processing to the saved event', async () => {
  const processed = await sys.processThoughts(drinking);
  for (const item of [...processed.questions, ...processed.analysis])
    expect(sentences).toContain(item.source);
  // The drinking input never becomes "… a therapist who challenges them directly".
  expect(processed.analysis.map((i) => i.insight).join(' ')).not.toMatch(/challenges them/);

  const saved = await sys.post('/api/save-processed-input', {
    therapistName: 'maya',
    processedInput: processed,
  });
  expect(saved.status).toBe(200);
  const id = String(saved.body.contributionId);
  const read = await sys.call('GET', `/api/get-contribution/maya/${id}?_=${Date.now()}`, {
    token: sys.token,
  });
  const contribution = read.body.contribution as Contribution;
  expect(contribution.questions.map((q) => q.source)).toEqual(
    processed.questions.map((q) => q.source),
  );
  expect(contribution.analysis.map((i) => i.source)).toEqual(
    processed.analysis.map((i) => i.source),
  );
  const event = await waitFor(() => sys.saved.find((e) => e.contributionId === id));
  expect(event.questions.every((q) => sentences.includes(q.source ?? ''))).toBe(true);

  // 'To Insight' keeps the sentence the question came from.
  const question = contribution.questions[0]!;
  const converted = await sys.post('/api/convert-question-to-insight', {
    question,
    contributionId: id,
  });
  expect(converted.status).toBe(200);
  expect((converted.body.insight as { source?: string }).source).toBe(question.source);
});

it('keeps a result without sources (stored before they existed) readable and savable', async () => {
  const processed = await sys.processThoughts(drinking);
  const bare: ProcessedInput = {
    summary: processed.summary,
    questions: processed.questions.map(({ question, reasoning, audience }) => ({
      question,
      reasoning,
      audience,
    })),
    analysis: processed.analysis.map(({ insight, application }) => ({ insight, application })),
  };
  const saved = await sys.post('/api/save-processed-input', {
    therapistName: 'maya',
    processedInput: bare,
  });
  expect(saved.status).toBe(200);
  const read = await sys.call(
    'GET',
    `/api/get-contribution/maya/${String(saved.body.contributionId)}?_=${Date.now()}`,
    { token: sys.token },
  );
  expect(read.status).toBe(200);
  expect((read.body.contribution as Contribution).questions.every((q) => !('source' in q))).toBe(
    true,
  );
});

it("applies the issue's refinement: shorter questions, one client question about trust", async () => {
  const original = await sys.processThoughts(drinking);
  const res = await sys.post('/api/therapist-input-refinement', {
    therapistName: 'maya',
    rawInput: `${drinking}\n\nRefinement instructions: make the questions shorter and add one question for clients about trust`,
    originalProcessedInput: original,
  });
  expect(res.status).toBe(200);
  const refined = res.body.processedInput as ProcessedInput;
  const trust = refined.questions.filter((q) => /\btrust\b/.test(q.question));
  expect(trust.map((q) => q.audience)).toEqual(['client']);
  expect(refined.questions.map((q) => q.question).join(' ')).not.toMatch(/\bquestions\b/);
  const length = (p: ProcessedInput) =>
    p.questions
      .filter((q) => !/\btrust\b/.test(q.question))
      .reduce((n, q) => n + q.question.length, 0);
  expect(length(refined)).toBeLessThan(length(original));
  expect(refined.summary).toBe(original.summary);
});
