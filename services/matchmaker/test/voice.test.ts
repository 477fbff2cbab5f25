import { STT_UNAVAILABLE } from '../src/speech/speech-provider';
import { CRISIS_SPOKEN } from '../src/voice/turn';
import { clientTurns, directory, waitFor, MatchmakerSystem } from './support';
import { inferredFrom, type VoiceClient } from './voice-client';

type Analysis = Awaited<ReturnType<VoiceClient['say']>>['analysis'];

/** The voice socket through the real gateway, offline: text turns, espeak-ng speech, the local engine. */

const sys = new MatchmakerSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop(), 60_000);

describe('voice socket (offline: text turns, espeak-ng)', () => {
  let token: string;
  const { fit, misfit } = directory(sys.prefix);

  beforeAll(async () => {
    token = await sys.token(`${sys.prefix}client-1`);
    await sys.publishDirectory([fit, misfit]);
  });

  it('refuses a page from another origin', async () => {
    const client = await sys.socket({ origin: 'https://evil.example' });
    await expect(client.next('session-ready', 2000)).rejects.toThrow(/closed \(1008\)/);
  });

  it('answers bad frames with an error frame and keeps the socket open', async () => {
    const client = await sys.socket();
    const bad: [string | Buffer | object, string, RegExp][] = [
      ['not json', 'bad_json', /JSON object/],
      ['[1,2]', 'invalid_frame', /"type"/],
      [{ type: 'hack' }, 'unknown_type', /Unknown message type "hack"/],
      [
        { type: 'audio-chunk', audio: 'not base64!' },
        'invalid_frame',
        /audio-chunk: Audio must be base64/,
      ],
      [{ type: 'user-text', text: '   ' }, 'invalid_frame', /Text is required/],
      [Buffer.from([1, 2, 3]), 'binary_frame', /base64/],
      [{ type: 'start-listening' }, 'no_session', /init-session/],
    ];
    for (const [frame, code, message] of bad) {
      client.send(frame as never);
      const error = await client.next('error');
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect(client.isOpen).toBe(true);
    const { ready } = await client.init();
    expect(ready.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await client.close();
  });

  it('runs a whole session: greeting spoken, turns analysed, 7 inferred answers, a match with reasons', async () => {
    const client = await sys.socket({ authorization: `Bearer ${token}` });
    const { ready, spoken } = await client.init();
    expect(ready.greeting).toMatch(/^Hi, I'm glad you're here/);
    expect(ready.question).toMatchObject({ questionId: 'mm-opening' });
    // Greeting and first question, as one utterance streamed as WAV from espeak-ng.
    const start = spoken.find((f) => f.type === 'tts-audio-start');
    expect(start).toMatchObject({ tone: 'warm', mimeType: 'audio/wav' });
    expect(start && 'text' in start ? start.text : '').toContain(ready.question!.spokenText);
    const audio = spoken.flatMap((f) =>
      f.type === 'tts-audio-chunk' ? [Buffer.from(f.audio, 'base64')] : [],
    );
    expect(Buffer.concat(audio).subarray(0, 4).toString()).toBe('RIFF');

    client.send({ type: 'start-listening' });
    await client.next('listening-ready');

    const analyses: Analysis[] = [];
    let asked = ready.question!.questionId;
    for (const text of clientTurns) {
      const { frames, analysis } = await client.say(text);
      analyses.push(analysis);
      // Each scripted turn speaks to something; the question just asked counts only when it is
      // addressed ("keep things calm … practical ways to cope" does not answer a question on depth).
      expect(Object.keys(analysis.inference.inferredAnswers).length).toBeGreaterThan(0);
      if (asked === 'mm-opening') expect(analysis.inference.inferredAnswers).toHaveProperty(asked);
      expect(frames.map((f) => f.type).slice(0, 2)).toEqual(['transcript', 'analysis-complete']);
      expect(frames[0]).toEqual({ type: 'transcript', role: 'user', text, final: true });
      expect(analysis.transcript).toBe(text);
      for (const [id, answer] of Object.entries(analysis.inference.inferredAnswers)) {
        expect(answer).toMatch(/^\[Inferred\] /);
        expect(text).toContain(analysis.inference.inferenceMapping[id]!.replace(/[.!?]$/, ''));
      }
      const next = analysis.therapeuticResponse;
      if (next) {
        expect(next.reasonForQuestion.length).toBeGreaterThan(10);
        expect(frames).toContainEqual({
          type: 'transcript',
          role: 'assistant',
          text: next.spokenText,
          final: true,
        });
        asked = next.questionId;
      }
      if (analysis.inferredCount >= 7) break;
    }
    const first = analyses[0]!;
    expect(first.emotion).toBe('anxious');
    expect(Object.keys(first.inference.inferredAnswers)).toEqual(
      expect.arrayContaining(['mm-anxiety', 'mm-work']),
    );
    expect(first.questionsForAnalysis[0]?.id).toBe('mm-opening');
    expect(analyses.at(-1)!.inferredCount).toBeGreaterThanOrEqual(7);
    // Counts only grow.
    const counts = analyses.map((a) => a.inferredCount);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);

    const previousQA = analyses.map((a, i) => ({
      questionId: `turn-${i}`,
      question: 'asked',
      answer: a.transcript,
    }));
    const summary = await sys.call('POST', '/api/natural-matchmaker/generate-summary', {
      token,
      body: { previousQA },
    });
    expect(summary.status).toBe(200);
    expect(summary.body.summary).toMatch(/anxiety/);

    const res = await sys.call('POST', '/api/natural-matchmaker/finalize', {
      token,
      body: { previousQA, inferredQAs: inferredFrom(analyses), sessionId: ready.sessionId },
    });
    expect(res.status).toBe(200);
    const rec = res.body.recommendation as Record<string, unknown> & {
      reasons: { dimension: string }[];
    };
    expect(rec).toMatchObject({
      name: expect.any(String),
      specialty: expect.any(String),
      style: expect.any(String),
    });
    expect(rec.experience).toEqual(expect.any(Number));
    expect(rec.matchReasoning).toMatch(/% match for you/);
    expect(rec.reasons.length).toBeGreaterThan(0);
    expect(res.body.crisis).toBeUndefined();
    const ranked = [rec.id, ...(rec.alternatives as { id: string }[]).map((a) => a.id)];
    expect(ranked).toContain(fit.therapistId);
    if (ranked.includes(misfit.therapistId)) {
      expect(ranked.indexOf(fit.therapistId)).toBeLessThan(ranked.indexOf(misfit.therapistId));
    }
    expect(rec.id).not.toBe(misfit.therapistId);
    const event = await waitForEvent(sys, ready.sessionId);
    expect(event).toMatchObject({ userId: `${sys.prefix}client-1`, therapistId: rec.id });
    await client.close();
  });

  it('does not count a reply that does not address the question just asked (issue 12)', async () => {
    const client = await sys.socket({ authorization: `Bearer ${token}` });
    await client.init();
    client.send({ type: 'start-listening' });
    await client.next('listening-ready');
    const first = await client.say("I've been anxious and low since the spring.");
    const asked = first.analysis.therapeuticResponse!.questionId;
    const before = first.analysis.inferredCount;
    const { analysis } = await client.say(
      'Sorry, the parking round here is awful, I went round twice.',
    );
    expect(analysis.inference.inferredAnswers).toEqual({});
    expect(analysis.inferredCount).toBe(before);
    expect(analysis.therapeuticResponse?.questionId).not.toBe(asked);
    await client.close();
  });

  it('says clearly that spoken audio needs the OpenAI provider, and the session goes on with text', async () => {
    const client = await sys.socket();
    await client.init();
    client.send({ type: 'start-listening' });
    await client.next('listening-ready');
    for (let i = 0; i < 3; i++)
      client.send({
        type: 'audio-chunk',
        audio: Buffer.from(`chunk ${i}`).toString('base64'),
        mimeType: 'audio/webm',
      });
    client.send({ type: 'stop-listening' });
    const error = await client.next('error');
    expect(error).toEqual({ type: 'error', code: 'stt_unavailable', message: STT_UNAVAILABLE });
    const { analysis } = await client.say('I worry a lot about everything.');
    expect(analysis.therapeuticResponse).not.toBeNull();
    await client.close();
  });

  it('meets crisis language with the resources at once and asks no next question', async () => {
    const client = await sys.socket();
    await client.init();
    const { frames, analysis } = await client.say("Honestly I don't want to live anymore.");
    const types = frames.map((f) => f.type);
    expect(types.indexOf('crisis')).toBeLessThan(types.indexOf('analysis-complete'));
    const crisis = frames.find((f) => f.type === 'crisis');
    expect(
      crisis && 'crisisNotice' in crisis ? crisis.crisisNotice.resources.map((r) => r.contact) : [],
    ).toContain('Call or text 988');
    expect(analysis.therapeuticResponse).toBeNull();
    expect(analysis.inference.inferredAnswers).toEqual({});
    expect(frames).toContainEqual({
      type: 'transcript',
      role: 'assistant',
      text: CRISIS_SPOKEN,
      final: true,
    });
    // The person can go on talking when ready: the next turn asks a question again.
    const after = await client.say(
      "Thank you. I'm safe now and I want to keep going; work stress is the main thing.",
    );
    expect(after.analysis.therapeuticResponse).not.toBeNull();
    await client.close();
  });

  it('signs the socket in from the init-session token, saves the session when it closes, and continues it', async () => {
    const owner = `${sys.prefix}client-2`;
    const ownerToken = await sys.token(owner);
    const client = await sys.socket();
    const { ready } = await client.init({ userId: ownerToken });
    await client.say(clientTurns[0]!);
    // A state change waits out the 1 s debounce, unless the socket closes first.
    client.send({ type: 'start-listening' });
    await client.next('listening-ready');
    const closedAt = Date.now();
    await client.close();
    const flushed = await waitFor(async () => {
      const res = await sys.call('GET', `/api/natural-matchmaker/session/${ready.sessionId}`, {
        token: ownerToken,
      });
      const data = res.body.sessionData as { sessionState?: string } | undefined;
      return data?.sessionState === 'listening' ? Date.now() : undefined;
    });
    expect(flushed - closedAt).toBeLessThan(900);

    const sessions = await waitFor(async () => {
      const list = await sys.call('GET', '/api/natural-matchmaker/sessions', {
        token: ownerToken,
      });
      const found = list.body.sessions as {
        sessionId: string;
        questionCount: number;
        inferredCount: number;
      }[];
      return found.length > 0 ? found : undefined;
    });
    expect(sessions[0]).toMatchObject({ sessionId: ready.sessionId, questionCount: 1 });
    expect(sessions[0]!.inferredCount).toBeGreaterThanOrEqual(2);
    const saved = await sys.call('GET', `/api/natural-matchmaker/session/${ready.sessionId}`, {
      token: ownerToken,
    });
    expect(saved.body.sessionData).toMatchObject({
      sessionId: ready.sessionId,
      previousQA: [{ questionId: 'mm-opening', answer: clientTurns[0] }],
    });
    const other = await sys.call('GET', `/api/natural-matchmaker/session/${ready.sessionId}`, {
      token: await sys.token(`${sys.prefix}someone-else`),
    });
    expect([other.status, other.body.error]).toEqual([404, 'Session not found']);

    const again = await sys.socket({ cookie: `rapport_session=${ownerToken}` });
    const resumed = await again.init({ sessionId: ready.sessionId });
    expect(resumed.ready.sessionId).toBe(ready.sessionId);
    expect(resumed.ready.greeting).toBe("Welcome back! Let's pick up where we left off.");
    const { analysis } = await again.say('I would like gentle support.');
    expect(analysis.inferredCount).toBeGreaterThan(sessions[0]!.inferredCount);
    await again.close();

    // Someone else naming that id gets a fresh session of their own.
    const stranger = await sys.socket({
      authorization: `Bearer ${await sys.token(`${sys.prefix}stranger`)}`,
    });
    const fresh = await stranger.init({ sessionId: ready.sessionId });
    expect(fresh.ready.sessionId).not.toBe(ready.sessionId);
    await stranger.close();
  });

  it('speaks what the screen asks for in the tone it asks for', async () => {
    const client = await sys.socket();
    await client.init();
    client.send({ type: 'tts', text: 'Here is your match.', tone: 'enthusiastic' });
    const frames = await client.until('tts-audio-complete');
    expect(frames[0]).toEqual({
      type: 'tts-audio-start',
      text: 'Here is your match.',
      tone: 'enthusiastic',
      mimeType: 'audio/wav',
    });
    expect(frames.filter((f) => f.type === 'tts-audio-chunk').length).toBeGreaterThan(0);
    await client.close();
  });
});

async function waitForEvent(sys: MatchmakerSystem, sessionId: string) {
  for (let i = 0; i < 100; i++) {
    const found = sys.finalized.find((e) => e.sessionId === sessionId);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no voice-session.finalized event');
}
