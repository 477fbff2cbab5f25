/**
 * The socket conversation of one session, end to end against a fake socket: what the
 * screen sends when (spec §7), with the browser audio absent (node has no microphone,
 * Web Audio or speech synthesis, which also exercises the typed-only path).
 */
import { emptyData, initialState, voiceReducer, type VoiceState } from './session-machine';
import { SessionRuntime, type Recognition } from './session-runtime';
import type { SocketLike } from './voice-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  types() {
    return this.sent.map((m) => m.type);
  }
}

const q2 = { questionId: 'q2', spokenText: 'What helps you relax?', reasonForQuestion: 'Coping.' };

function setup({
  accept = true,
  onInviteRefused,
  onConsentRequired,
}: { accept?: boolean; onInviteRefused?: () => void; onConsentRequired?: () => void } = {}) {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let state: VoiceState = initialState;
  const sockets: FakeSocket[] = [];
  const recognition: Recognition & { calls: string[] } = {
    supported: false,
    calls: [],
    start() {
      this.calls.push('start');
    },
    stop() {
      this.calls.push('stop');
    },
  };
  const rt = new SessionRuntime({
    apply: (e) => (state = voiceReducer(state, e)),
    state: () => state,
    recognition,
    url: 'ws://test/ws/natural-matchmaker',
    ...(onInviteRefused ? { onInviteRefused } : {}),
    ...(onConsentRequired ? { onConsentRequired } : {}),
    socketFactory: () => {
      const s = new FakeSocket();
      sockets.push(s);
      if (accept) queueMicrotask(() => s.accept());
      return s;
    },
  });
  return {
    rt,
    state: () => state,
    socket: () => sockets[0]!,
  };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** No audio comes here: 4 s for tts, 4 s more and the browser has spoken. */
const listening = () => jest.advanceTimersByTimeAsync(8000);

async function started() {
  const t = setup();
  const data = {
    ...emptyData,
    previousQA: [{ questionId: 'q0', question: 'Q?', answer: 'A' }],
    inferredQuestions: ['x'],
    sessionId: 'saved-1',
  };
  const starting = t.rt.start(data, 'jwt-token', 'invite-token');
  await jest.advanceTimersByTimeAsync(0);
  t.socket().receive({
    type: 'session-ready',
    sessionId: 'live-1',
    greeting: 'Hello!',
    question: { questionId: 'q1', spokenText: 'How are you?', reasonForQuestion: 'Mood.' },
  });
  await starting;
  return t;
}

describe('session runtime: what is sent when', () => {
  it('sends init-session with the token, Q&A and inferred ids; the server speaks the greeting', async () => {
    const t = await started();
    expect(t.socket().sent).toEqual([
      {
        type: 'init-session',
        token: 'jwt-token',
        userId: 'jwt-token',
        inviteToken: 'invite-token',
        previousQA: [{ questionId: 'q0', question: 'Q?', answer: 'A' }],
        inferredQuestionIds: ['x'],
        sessionId: 'saved-1',
      },
    ]);
    expect(t.state().phase).toBe('ai-speaking');
    // No microphone here: answers are typed.
    expect(t.state().textOnly).toBe(true);
  });

  it('asks for the words with tts when no audio came, then speaks them in the browser', async () => {
    const t = await started();
    await jest.advanceTimersByTimeAsync(3999);
    expect(t.socket().types()).toEqual(['init-session']);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.socket().sent.at(-1)).toEqual({
      type: 'tts',
      text: 'Hello! How are you?',
      voice: 'alloy',
      tone: 'warm',
    });
    await jest.advanceTimersByTimeAsync(3999);
    expect(t.socket().types()).not.toContain('start-listening');
    await jest.advanceTimersByTimeAsync(1);
    expect(t.socket().types().at(-1)).toBe('start-listening');
    expect(t.state().phase).toBe('listening');
  });

  it('shows the words the assistant speaks', async () => {
    const t = await started();
    t.socket().receive({
      type: 'tts-audio-start',
      text: 'Hello! How are you?',
      tone: 'warm',
      mimeType: 'audio/wav',
    });
    expect(t.state().transcript.map((l) => l.text)).toEqual(['Hello! How are you?']);
  });

  it('listens after the server audio finished playing', async () => {
    const t = await started();
    t.socket().receive({
      type: 'tts-audio-start',
      text: 'Hello! How are you?',
      tone: 'warm',
      mimeType: 'audio/wav',
    });
    t.socket().receive({ type: 'tts-audio-chunk', audio: 'AAAA' });
    t.socket().receive({ type: 'tts-audio-complete' });
    await jest.advanceTimersByTimeAsync(10);
    expect(t.socket().types().at(-1)).toBe('start-listening');
    expect(t.state().phase).toBe('listening');
  });

  it('sends a typed answer as user-text and moves on with analysis-complete', async () => {
    const t = await started();
    await listening();
    expect(t.rt.sendText('  I have been anxious at work.  ')).toBe(true);
    expect(t.socket().sent.at(-1)).toEqual({
      type: 'user-text',
      text: 'I have been anxious at work.',
    });
    expect(t.state().phase).toBe('processing');
    t.socket().receive({
      type: 'analysis-complete',
      transcript: 'I have been anxious at work.',
      emotion: 'anxious',
      therapeuticResponse: q2,
      inference: {
        inferredAnswers: { a: 'work stress' },
        inferenceMapping: { a: 'anxious at work' },
      },
      questionsForAnalysis: [],
      inferredCount: 1,
    });
    expect(t.state().phase).toBe('ai-speaking');
    expect(t.state().data.inferredCount).toBe(1);
    expect(t.state().data.previousQA.at(-1)).toEqual({
      questionId: 'q1',
      question: 'How are you?',
      answer: 'I have been anxious at work.',
    });
    // The server speaks the next question itself: no tts request from the screen.
    expect(
      t
        .socket()
        .types()
        .filter((x) => x === 'tts'),
    ).toHaveLength(1);
  });

  it('lets a typed answer interrupt the greeting and ignores its late audio', async () => {
    const t = await started();
    expect(t.rt.sendText('Sorry to interrupt')).toBe(true);
    expect(t.state().phase).toBe('processing');
    t.socket().receive({
      type: 'tts-audio-start',
      text: 'Hello! How are you?',
      tone: 'warm',
      mimeType: 'audio/wav',
    });
    t.socket().receive({ type: 'tts-audio-chunk', audio: 'AAAA' });
    t.socket().receive({ type: 'tts-audio-complete' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(t.rt.audio.playback.active).toBe(false);
    expect(t.socket().types()).not.toContain('start-listening');
  });

  it('refuses typed answers while the server is thinking', async () => {
    const t = await started();
    await listening();
    t.rt.sendText('first');
    expect(t.rt.sendText('second')).toBe(false);
  });

  it('listens again after a server error on a turn', async () => {
    const t = await started();
    await listening();
    t.rt.sendText('hello');
    t.socket().receive({ type: 'error', message: 'Could not understand that turn.', code: 'turn' });
    await jest.advanceTimersByTimeAsync(0);
    expect(t.state().phase).toBe('listening');
    expect(t.state().notice).toBe('Could not understand that turn.');
  });

  it('ends the loop in idle after the closing words when no next question comes', async () => {
    const t = await started();
    await listening();
    t.rt.sendText('bye');
    t.socket().receive({
      type: 'analysis-complete',
      transcript: 'bye',
      emotion: '',
      therapeuticResponse: null,
      inference: { inferredAnswers: {}, inferenceMapping: {} },
      questionsForAnalysis: [],
      inferredCount: 0,
    });
    expect(t.state().phase).toBe('ai-speaking');
    t.socket().receive({
      type: 'tts-audio-start',
      text: 'Thank you, goodbye.',
      tone: 'calm',
      mimeType: 'audio/wav',
    });
    t.socket().receive({ type: 'tts-audio-complete' });
    await jest.advanceTimersByTimeAsync(10);
    expect(t.state().phase).toBe('idle');
    const sent = t.socket().types();
    expect(sent.slice(sent.lastIndexOf('user-text'))).not.toContain('start-listening');
  });

  it('listens on after a crisis turn, with matching paused', async () => {
    const t = await started();
    await listening();
    t.rt.sendText('I want to end it all');
    t.socket().receive({
      type: 'crisis',
      crisisNotice: { flagged: true, message: 'Please call or text 988.', resources: [] },
    });
    t.socket().receive({
      type: 'analysis-complete',
      transcript: 'I want to end it all',
      emotion: 'distressed',
      therapeuticResponse: null,
      inference: { inferredAnswers: {}, inferenceMapping: {} },
      questionsForAnalysis: [],
      inferredCount: 0,
    });
    expect(t.state().matchingPaused).toBe(true);
    await listening();
    expect(t.state().phase).toBe('listening');
  });

  it('shows crisis resources at once', async () => {
    const t = await started();
    const crisisNotice = {
      flagged: true,
      message: 'Please call 988.',
      resources: [{ name: '988', contact: '988', description: 'Lifeline' }],
    };
    t.socket().receive({ type: 'crisis', crisisNotice });
    expect(t.state().crisis).toEqual(crisisNotice);
    expect(t.state().matchingPaused).toBe(true);
  });

  it('ends in complete on session-complete', async () => {
    const t = await started();
    t.socket().receive({ type: 'session-complete', message: 'Thank you.' });
    expect(t.state().phase).toBe('complete');
  });

  it('fails the start after 5 s without session-ready', async () => {
    const t = setup();
    const starting = t.rt.start(emptyData, null);
    await jest.advanceTimersByTimeAsync(4999);
    expect(t.state().phase).toBe('preparing');
    expect(t.socket().sent[0]).toEqual({
      type: 'init-session',
      previousQA: [],
      inferredQuestionIds: [],
    });
    await jest.advanceTimersByTimeAsync(1);
    await starting;
    expect(t.state().phase).toBe('idle');
    expect(t.state().status).toBe('Failed to start session. Please try again.');
  });

  it('goes back to the invite gate when the server refuses the invite access', async () => {
    const refused: string[] = [];
    const t = setup({ onInviteRefused: () => refused.push('refused') });
    const starting = t.rt.start(emptyData, null, 'expired-token');
    await jest.advanceTimersByTimeAsync(0);
    expect(t.socket().sent[0]).toMatchObject({
      type: 'init-session',
      inviteToken: 'expired-token',
    });
    t.socket().receive({
      type: 'error',
      code: 'invite_required',
      message: 'An invite code is required for the Natural Matchmaker.',
    });
    await starting;
    expect(refused).toEqual(['refused']);
    expect(t.state().phase).toBe('idle');
  });

  it('brings the consent step back when the server refuses for missing consent', async () => {
    const calls: string[] = [];
    const t = setup({
      onInviteRefused: () => calls.push('invite'),
      onConsentRequired: () => calls.push('consent'),
    });
    const starting = t.rt.start(emptyData, 'token', 'invite-token');
    await jest.advanceTimersByTimeAsync(0);
    t.socket().receive({
      type: 'error',
      code: 'consent_required',
      message: 'Please read and accept how we use your answers before you continue.',
    });
    await starting;
    expect(calls).toEqual(['consent']);
    expect(t.state().phase).toBe('idle');
  });

  it('stays on the screen for any other error while starting', async () => {
    const refused: string[] = [];
    const t = setup({ onInviteRefused: () => refused.push('refused') });
    const starting = t.rt.start(emptyData, null, 'token');
    await jest.advanceTimersByTimeAsync(0);
    t.socket().receive({ type: 'error', code: 'internal', message: 'Something went wrong.' });
    await starting;
    expect(refused).toEqual([]);
    expect(t.state().status).toBe('Failed to start session. Please try again.');
  });

  it('fails the start when the socket never opens', async () => {
    const t = setup({ accept: false });
    const starting = t.rt.start(emptyData, null);
    await jest.advanceTimersByTimeAsync(0);
    t.socket().onclose?.({ code: 1006, reason: '' });
    await starting;
    expect(t.state().status).toBe('Failed to start session. Please try again.');
  });

  it("retries listening 3 times, 1 s apart, then 'Session ended.'", async () => {
    const t = await started();
    // The socket goes quiet without a close event: start-listening cannot be sent.
    t.socket().readyState = 3;
    // No audio; the tts request cannot be sent either: the browser speaks → attempt 1.
    await jest.advanceTimersByTimeAsync(4000);
    expect(t.state().phase).toBe('ai-speaking');
    await jest.advanceTimersByTimeAsync(1000); // attempt 2
    expect(t.state().phase).toBe('ai-speaking');
    await jest.advanceTimersByTimeAsync(1000); // attempt 3 fails
    expect(t.state().phase).toBe('idle');
    expect(t.state().status).toBe('Session ended.');
  });

  it('drops to idle when the connection is lost', async () => {
    const t = await started();
    t.socket().readyState = 3;
    t.socket().onclose?.({ code: 1011, reason: 'server restart' });
    await jest.advanceTimersByTimeAsync(0);
    expect([t.state().phase, t.state().status]).toEqual(['idle', 'Session ended.']);
  });
});
