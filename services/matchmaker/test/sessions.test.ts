import { MatchmakerSystem } from './support';

const session = (answer: string) => ({
  previousQA: [{ questionId: 'mm-opening', question: 'What brings you here?', answer }],
  inferredQAs: {
    'mm-anxiety': { answer: '[Inferred] I panic.', fullTranscript: answer, reasoning: 'panic' },
  },
  inferredQuestions: ['mm-anxiety'],
  sessionState: 'listening',
  hasAnnouncedReady: false,
  matchButtonOpacity: 0.5,
  canTriggerMatch: false,
  previousInferredCount: 1,
  currentQuestionReason: 'Because.',
});

/** Saved sessions over REST: signed-in callers only, each sees only their own. */

const sys = new MatchmakerSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop(), 60_000);

describe('saved sessions', () => {
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    alice = await sys.token(`${sys.prefix}alice`);
    bob = await sys.token(`${sys.prefix}bob`);
  });

  it.each([
    ['GET', '/api/natural-matchmaker/sessions'],
    ['GET', '/api/natural-matchmaker/session/abc'],
    ['POST', '/api/natural-matchmaker/save-session'],
    ['POST', '/api/natural-matchmaker/finalize'],
  ] as const)('%s %s needs a signed-in caller', async (method, path) => {
    const res = await sys.call(method, path, {
      body: method === 'POST' ? { previousQA: [] } : undefined,
    });
    expect([res.status, res.body.error]).toEqual([401, 'Please log in to continue.']);
  });

  it('saves, lists newest first and loads only for the owner', async () => {
    const first = await sys.call('POST', '/api/natural-matchmaker/save-session', {
      token: alice,
      body: session('I panic at work.'),
    });
    expect(first.status).toBe(200);
    const firstId = String(first.body.sessionId);
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await sys.call('POST', '/api/natural-matchmaker/save-session', {
      token: alice,
      body: { ...session('Second one.'), sessionId: 'my-session-0001' },
    });
    expect(second.body).toEqual({ success: true, sessionId: 'my-session-0001' });
    // Saving again under the same id replaces it.
    await sys.call('POST', '/api/natural-matchmaker/save-session', {
      token: alice,
      body: { ...session('Second one, edited.'), sessionId: 'my-session-0001' },
    });

    const list = await sys.call('GET', '/api/natural-matchmaker/sessions', { token: alice });
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.sessions).toEqual([
      {
        sessionId: 'my-session-0001',
        updatedAt: expect.any(String),
        questionCount: 1,
        inferredCount: 1,
      },
      { sessionId: firstId, updatedAt: expect.any(String), questionCount: 1, inferredCount: 1 },
    ]);
    const loaded = await sys.call('GET', '/api/natural-matchmaker/session/my-session-0001', {
      token: alice,
    });
    expect(loaded.body).toEqual({
      success: true,
      sessionData: { ...session('Second one, edited.'), sessionId: 'my-session-0001' },
    });
    expect(
      (await sys.call('GET', '/api/natural-matchmaker/sessions', { token: bob })).body.sessions,
    ).toEqual([]);
    const stolen = await sys.call('GET', '/api/natural-matchmaker/session/my-session-0001', {
      token: bob,
    });
    expect([stolen.status, stolen.body.error]).toEqual([404, 'Session not found']);
    const overwritten = await sys.call('POST', '/api/natural-matchmaker/save-session', {
      token: bob,
      body: { ...session('Mine now'), sessionId: 'my-session-0001' },
    });
    expect([overwritten.status, overwritten.body.error]).toEqual([404, 'Session not found']);
    const still = await sys.call('GET', '/api/natural-matchmaker/session/my-session-0001', {
      token: alice,
    });
    expect(still.body.sessionData).toMatchObject({
      previousQA: [{ answer: 'Second one, edited.' }],
    });
  });

  it('summarises a conversation, and with nothing said still answers a line to speak', async () => {
    const empty = await sys.call('POST', '/api/natural-matchmaker/generate-summary', {
      token: alice,
      body: { previousQA: [] },
    });
    expect(empty.body).toEqual({
      success: true,
      summary: 'Thank you for talking with me. Let me find the therapist who fits you best.',
    });
  });

  it('finalize flags crisis language in the answers alongside the match', async () => {
    const res = await sys.call('POST', '/api/natural-matchmaker/finalize', {
      token: alice,
      body: {
        previousQA: [
          { questionId: 'q', question: 'Q', answer: 'Sometimes I think about killing myself.' },
        ],
        inferredQAs: {},
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.crisis).toMatchObject({ flagged: true });
  });
});
