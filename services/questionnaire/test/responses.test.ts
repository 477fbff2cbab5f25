import { randomUUID } from 'node:crypto';
import type { StoredResponse } from '@rapport/contracts';
import { call as busCall } from '@rapport/kit';
import { QuestionnaireSystem, type Account } from './support';

/** One stored response per answer; edits replace it; only the owner (or an admin) sees them. */

const sys = new QuestionnaireSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop());

describe("a therapist's stored responses", () => {
  let therapist: Account;
  let stored: StoredResponse[] = [];

  const save = (who: Account, body: Record<string, unknown>) =>
    sys.call('POST', '/api/save-therapist-response', { token: who.token, body });
  const list = (who: Account, userId = who.id) =>
    sys.call('GET', `/api/therapist-responses/${userId}`, { token: who.token });

  beforeAll(async () => {
    therapist = await sys.register('therapist');
  });

  it('starts empty', async () => {
    const res = await list(therapist);
    expect([res.status, res.body]).toEqual([200, { responses: [] }]);
  });

  it('stores each answer with an id, a timestamp and tags read from it', async () => {
    const answers = [
      {
        questionId: 'q-trauma',
        question: 'How do you pace trauma work?',
        answer: 'I use EMDR with veterans after combat trauma, at their pace.',
      },
      {
        questionId: 'q-couples',
        question: 'How do you work with couples?',
        answer: 'Couples arrive in conflict; I coach both partners to listen.',
      },
    ];
    for (const a of answers) {
      const before = Date.now();
      const res = await save(therapist, { userId: therapist.id, ...a });
      expect(res.status).toBe(200);
      const response = res.body.response as StoredResponse;
      expect(res.body.success).toBe(true);
      expect(response).toMatchObject(a);
      expect(response.id).toEqual(expect.any(String));
      expect(Math.abs(Date.parse(response.timestamp) - before)).toBeLessThan(5000);
      expect(response.timestamp).toBe(new Date(response.timestamp).toISOString());
      stored.push(response);
    }
    expect(stored[0]?.tags).toEqual(expect.arrayContaining(['trauma', 'EMDR', 'veterans']));
    expect(stored[1]?.tags).toEqual(expect.arrayContaining(['couples']));
  });

  it('lists them newest first', async () => {
    const res = await list(therapist);
    expect(res.body.responses).toEqual([stored[1], stored[0]]);
  });

  it('replaces a response edited through ?edit={responseId}', async () => {
    const target = stored[0]!;
    const res = await save(therapist, {
      userId: therapist.id,
      questionId: target.questionId,
      question: target.question,
      answer: 'Now mostly grief work after a death in the family.',
      responseId: target.id,
    });
    expect(res.status).toBe(200);
    const edited = res.body.response as StoredResponse;
    expect(edited).toMatchObject({
      id: target.id,
      answer: 'Now mostly grief work after a death in the family.',
    });
    expect(edited.tags).toContain('grief');
    const after = (await list(therapist)).body.responses as StoredResponse[];
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual(edited);
    stored = after;
  });

  it("refuses to replace a response that is not the therapist's own", async () => {
    const other = await sys.register('therapist');
    const theirs = (
      await save(other, { userId: other.id, questionId: 'q', question: 'Q?', answer: 'Theirs.' })
    ).body.response as StoredResponse;
    for (const responseId of [theirs.id, 'no-such-response']) {
      const res = await save(therapist, {
        userId: therapist.id,
        questionId: 'q',
        question: 'Q?',
        answer: 'Mine now.',
        responseId,
      });
      expect([res.status, res.body.error]).toEqual([404, 'Response not found']);
    }
    const still = (await list(other)).body.responses as StoredResponse[];
    expect(still.map((r) => r.answer)).toEqual(['Theirs.']);
  });

  it('refuses an empty answer with the form text', async () => {
    const res = await save(therapist, {
      userId: therapist.id,
      questionId: 'q',
      question: 'Q?',
      answer: ' ',
    });
    expect([res.status, res.body.error]).toEqual([
      400,
      'Please provide an answer before continuing',
    ]);
  });

  it('keeps another therapist out of them, lets an admin in', async () => {
    const other = await sys.register('therapist');
    const read = await list(other, therapist.id);
    expect([read.status, read.body.error]).toEqual([403, 'You can only access your own data.']);
    const write = await save(other, {
      userId: therapist.id,
      questionId: 'q',
      question: 'Q?',
      answer: 'A.',
    });
    expect([write.status, write.body.error]).toEqual([403, 'You can only access your own data.']);
    const admin = await sys.admin();
    const asAdmin = await list(admin, therapist.id);
    expect([asAdmin.status, asAdmin.body.responses]).toEqual([200, stored]);
  });

  it('checks the owner itself, for a request that reaches the bus without the gateway', async () => {
    const other = await sys.register('therapist');
    const bus = sys.questionnaire!.deps.bus;
    const meta = {
      requestId: randomUUID(),
      caller: { id: other.id, role: 'therapist' as const, email: other.email },
    };
    await expect(
      busCall(
        bus,
        'questionnaire.get-therapist-responses',
        { params: { userId: therapist.id } },
        meta,
      ),
    ).rejects.toMatchObject({ status: 403, message: 'You can only access your own data.' });
    await expect(
      busCall(
        bus,
        'questionnaire.get-therapist-responses',
        { params: { userId: therapist.id } },
        {
          requestId: randomUUID(),
        },
      ),
    ).rejects.toMatchObject({ status: 401 });
  });
});
