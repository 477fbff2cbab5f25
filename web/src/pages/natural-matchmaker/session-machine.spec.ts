import type { VoiceServerFrame } from '@rapport/contracts';
import {
  canTriggerMatch,
  emptyData,
  inferredAnswer,
  initialState,
  voiceReducer,
  type VoiceEvent,
  type VoiceState,
} from './session-machine';

const run = (events: VoiceEvent[], from: VoiceState = initialState) =>
  events.reduce(voiceReducer, from);

const q1 = { questionId: 'q1', spokenText: 'What brings you here?', reasonForQuestion: 'Goals.' };
const q2 = {
  questionId: 'q2',
  spokenText: 'How do you handle stress?',
  reasonForQuestion: 'Coping.',
};

function analysis(
  over: Partial<Omit<VoiceServerFrame<'analysis-complete'>, 'type'>> = {},
): VoiceEvent {
  return {
    type: 'analysis',
    transcript: 'I feel stuck at work and I want calm, direct help.',
    emotion: 'anxious',
    therapeuticResponse: q2,
    inference: { inferredAnswers: {}, inferenceMapping: {} },
    questionsForAnalysis: [],
    inferredCount: 0,
    ...over,
  };
}

const inferring = (
  ids: string[],
): Partial<Omit<VoiceServerFrame<'analysis-complete'>, 'type'>> => ({
  inference: {
    inferredAnswers: Object.fromEntries(ids.map((id) => [id, `answer ${id}`])),
    inferenceMapping: Object.fromEntries(ids.map((id) => [id, `said ${id}`])),
  },
  inferredCount: ids.length,
});

const ready: VoiceEvent = { type: 'session-ready', sessionId: 's1', greeting: 'Hi!', question: q1 };
const speaking = run([{ type: 'start' }, ready]);
const listening = run([{ type: 'listening-started' }], speaking);
const processing = run([{ type: 'user-turn', text: 'I feel stuck.' }], listening);

describe('voice session state (spec §4)', () => {
  it('walks idle → preparing → ai-speaking → listening → processing → ai-speaking', () => {
    const phases = [
      initialState,
      run([{ type: 'start' }]),
      speaking,
      listening,
      processing,
      run([analysis()], processing),
      run([analysis(), { type: 'listening-started' }], processing),
    ].map((s) => s.phase);
    expect(phases).toEqual([
      'idle',
      'preparing',
      'ai-speaking',
      'listening',
      'processing',
      'ai-speaking',
      'listening',
    ]);
  });

  it('shows the greeting and first question, and its reason', () => {
    expect(speaking.transcript.map((l) => [l.role, l.text])).toEqual([
      ['assistant', 'Hi! What brings you here?'],
    ]);
    expect(speaking.data.currentQuestionReason).toBe('Goals.');
  });

  it('goes back to idle with the start failure text', () => {
    const s = run([{ type: 'start' }, { type: 'start-failed' }]);
    expect(s.phase).toBe('idle');
    expect(s.status).toBe('Failed to start session. Please try again.');
  });

  it("ends in idle with 'Session ended.' when listening retries run out", () => {
    const s = run([{ type: 'listen-failed' }], speaking);
    expect([s.phase, s.status]).toEqual(['idle', 'Session ended.']);
  });

  it('ends the loop in idle once the closing words were spoken, when no next question arrives', () => {
    const closing = run([analysis({ therapeuticResponse: null })], processing);
    expect([closing.phase, closing.closing]).toEqual(['ai-speaking', true]);
    const ended = run([{ type: 'closing-spoken' }], closing);
    expect([ended.phase, ended.status]).toEqual(['idle', 'Session ended.']);
    // Only a closing turn ends that way.
    expect(run([{ type: 'closing-spoken' }], speaking)).toBe(speaking);
  });

  it('keeps the conversation going after a crisis turn, with matching paused', () => {
    const notice = { flagged: true as const, message: 'Call 988', resources: [] };
    const s = run(
      [{ type: 'crisis', notice }, analysis({ therapeuticResponse: null })],
      processing,
    );
    expect([s.phase, s.closing, s.matchingPaused]).toEqual(['ai-speaking', false, true]);
    expect(run([{ type: 'listening-started' }], s).phase).toBe('listening');
  });

  it('ends in complete on session-complete from the server', () => {
    const s = run([{ type: 'session-complete', message: 'All done.' }], listening);
    expect([s.phase, s.completeMessage]).toEqual(['complete', 'All done.']);
  });

  it('lets a typed answer interrupt the assistant', () => {
    expect(run([{ type: 'user-turn', text: 'Sorry, quick answer' }], speaking).phase).toBe(
      'processing',
    );
  });

  it('ignores events that do not fit the phase', () => {
    expect(run([{ type: 'listening-started' }])).toBe(initialState);
    expect(run([{ type: 'user-turn', text: 'hello' }])).toBe(initialState);
    expect(run([ready])).toBe(initialState);
    expect(run([{ type: 'start' }], speaking)).toBe(speaking);
  });
});

describe('analysis-complete', () => {
  it('records the answered question, inferred answers and the next reason', () => {
    const s = run([analysis(inferring(['a', 'b']))], processing);
    expect(s.data.previousQA).toEqual([
      {
        questionId: 'q1',
        question: 'What brings you here?',
        answer: 'I feel stuck at work and I want calm, direct help.',
      },
    ]);
    expect(s.data.inferredQAs.a).toEqual({
      answer: '[Inferred] answer a',
      fullTranscript: 'I feel stuck at work and I want calm, direct help.',
      reasoning: 'said a',
    });
    expect(s.data.inferredQuestions).toEqual(['a', 'b']);
    expect(s.data.inferredCount).toBe(2);
    expect(s.data.currentQuestionReason).toBe('Coping.');
    expect(s.currentQuestion).toEqual(q2);
  });

  it('records an answer without a question only as the reply to the greeting', () => {
    const notice = { flagged: true as const, message: 'Call 988', resources: [] };
    const afterCrisis = run(
      [
        { type: 'crisis', notice },
        analysis({ therapeuticResponse: null }),
        { type: 'listening-started' },
        { type: 'user-turn', text: 'I am safe now' },
        analysis({ transcript: 'I am safe now' }),
      ],
      processing,
    );
    expect(afterCrisis.data.previousQA.map((q) => q.questionId)).toEqual(['q1']);
  });

  it('answers the greeting when no question came with it', () => {
    const s = run([
      { type: 'start' },
      { type: 'session-ready', sessionId: 's', greeting: 'Hello there' },
      { type: 'listening-started' },
      { type: 'user-turn', text: 'hi' },
      analysis({ transcript: 'hi' }),
    ]);
    expect(s.data.previousQA).toEqual([
      { questionId: 'opening', question: 'Hello there', answer: 'hi' },
    ]);
  });

  it('keeps the larger of the server count and the distinct inferred questions', () => {
    const one = run([analysis({ ...inferring(['a']), inferredCount: 4 })], processing);
    expect(one.data.inferredCount).toBe(4);
    const again = run(
      [
        { type: 'listening-started' },
        { type: 'user-turn' },
        analysis({ ...inferring(['a', 'c']), inferredCount: 0 }),
      ],
      one,
    );
    expect(again.data.inferredQuestions).toEqual(['a', 'c']);
    expect(again.data.inferredCount).toBe(2);
  });

  it('announces readiness once 7 answers are inferred', () => {
    const s = run([analysis(inferring(['1', '2', '3', '4', '5', '6', '7']))], processing);
    expect(s.data.hasAnnouncedReady).toBe(true);
    expect(canTriggerMatch(s)).toBe(true);
  });

  it('keeps server prefixes and skips empty inferences', () => {
    expect(inferredAnswer('[Inferred] calm')).toBe('[Inferred] calm');
    const s = run(
      [analysis({ inference: { inferredAnswers: { x: '  ' }, inferenceMapping: {} } })],
      processing,
    );
    expect(s.data.inferredQuestions).toEqual([]);
  });
});

describe('live transcript', () => {
  it('replaces interim words and shows an echoed answer once', () => {
    const s = run(
      [
        { type: 'transcript', role: 'user', text: 'I feel', final: false },
        { type: 'transcript', role: 'user', text: 'I feel stuck', final: false },
        { type: 'transcript', role: 'user', text: 'I feel stuck.', final: true },
        { type: 'user-turn', text: 'I feel stuck.' },
        analysis({ transcript: 'I feel stuck.' }),
      ],
      listening,
    );
    expect(s.transcript.map((l) => [l.role, l.text, l.final])).toEqual([
      ['assistant', 'Hi! What brings you here?', true],
      ['user', 'I feel stuck.', true],
      ['assistant', 'How do you handle stress?', true],
    ]);
    expect(new Set(s.transcript.map((l) => l.id)).size).toBe(s.transcript.length);
  });

  it('shows what the assistant actually says, wrapping the question', () => {
    const asked = run(
      [{ type: 'user-turn', text: 'ok' }, analysis({ transcript: 'ok' })],
      listening,
    );
    const said = run(
      [{ type: 'assistant-speech', text: 'Thank you. How do you handle stress?' }],
      asked,
    );
    expect(said.transcript.at(-1)?.text).toBe('Thank you. How do you handle stress?');
    expect(said.transcript).toHaveLength(asked.transcript.length);
    // The same words again change nothing; other words are a new line.
    expect(
      run([{ type: 'assistant-speech', text: 'Thank you. How do you handle stress?' }], said),
    ).toBe(said);
    expect(
      run([{ type: 'assistant-speech', text: 'Take your time.' }], said).transcript,
    ).toHaveLength(said.transcript.length + 1);
  });
});

describe('matching', () => {
  const seven = run([analysis(inferring(['1', '2', '3', '4', '5', '6', '7']))], processing);

  it('refuses below 7 answers', () => {
    expect(run([{ type: 'match' }], listening)).toBe(listening);
  });

  it('goes analyzing → complete with the recommendation', () => {
    const rec = {
      id: 't1',
      name: 'Dr. Maya Chen',
      specialty: 'Anxiety',
      experience: 12,
      style: 'Warm',
      tags: [],
      matchScore: 88,
      reasons: [],
      matchReasoning: 'Calm and direct.',
      alternatives: [],
    };
    const analyzing = run([{ type: 'match' }], seven);
    expect(analyzing.phase).toBe('analyzing');
    const done = run([{ type: 'matched', recommendation: rec }], analyzing);
    expect([done.phase, done.recommendation?.name]).toEqual(['complete', 'Dr. Maya Chen']);
  });

  it('returns to idle with the message when matching fails', () => {
    const s = run([{ type: 'match' }, { type: 'match-failed', message: 'Nope' }], seven);
    expect([s.phase, s.status, s.data.inferredCount]).toEqual(['idle', 'Nope', 7]);
    expect(canTriggerMatch(s)).toBe(true);
  });

  it('pauses matching while crisis resources are shown, until acknowledged', () => {
    const notice = { flagged: true as const, message: 'Call 988', resources: [] };
    const paused = run([{ type: 'crisis', notice }], seven);
    expect(paused.crisis).toEqual(notice);
    expect(canTriggerMatch(paused)).toBe(false);
    expect(run([{ type: 'match' }], paused).phase).toBe(paused.phase);
    expect(canTriggerMatch(run([{ type: 'crisis-acknowledged' }], paused))).toBe(true);
  });

  it('enables a loaded session with 7 answers at once', () => {
    const loaded = run([
      { type: 'session-loaded', data: { ...emptyData, inferredCount: 7, sessionId: 'saved' } },
    ]);
    expect(canTriggerMatch(loaded)).toBe(true);
  });
});

describe('reset and saving', () => {
  it('Start Fresh clears all state', () => {
    expect(run([{ type: 'reset' }], processing)).toEqual(initialState);
  });

  it('keeps the saved session id', () => {
    expect(run([{ type: 'saved', sessionId: 'abc' }], listening).data.sessionId).toBe('abc');
  });

  it.each(['connection-lost', 'end'] as const)('%s drops the conversation to idle', (type) => {
    const s = run([{ type }], listening);
    expect([s.phase, s.status]).toEqual(['idle', 'Session ended.']);
  });

  it('can still match after the server completed the session', () => {
    const seven = run([analysis(inferring(['1', '2', '3', '4', '5', '6', '7']))], processing);
    const done = run([{ type: 'session-complete', message: 'Thanks!' }], seven);
    expect(canTriggerMatch(done)).toBe(true);
    expect(run([{ type: 'match' }], done).phase).toBe('analyzing');
  });
});
